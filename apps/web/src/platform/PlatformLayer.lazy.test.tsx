import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from './notify';
import { PlatformLayer } from './PlatformLayer';

describe('<PlatformLayer/> on a first page without antd', () => {
  it('downloads antd’s notifications with the first toast and shows the toasts raised meanwhile', async () => {
    render(<PlatformLayer />);
    expect(document.querySelector('.ant-notification')).toBeNull();
    notify.error('Login gagal: Nama pengguna atau kata sandi salah');
    notify.info('Kedua');
    expect(
      await screen.findByText('Login gagal: Nama pengguna atau kata sandi salah', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Kedua')).toBeInTheDocument();
  }, 30_000);
});
