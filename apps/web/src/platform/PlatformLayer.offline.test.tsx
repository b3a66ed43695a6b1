import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import { PlatformLayer } from './PlatformLayer';

// The connection dropped after the first page: antd's half of the layer cannot be downloaded.
vi.mock('./PlatformAntd', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('<PlatformLayer/> when antd cannot be downloaded', () => {
  it('still shows the toast, as a plain one', async () => {
    render(<PlatformLayer />);
    notify.error('Gangguan jaringan', { description: 'Periksa koneksi Anda' });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Gangguan jaringan');
    expect(toast).toHaveTextContent('Periksa koneksi Anda');
  });
});
