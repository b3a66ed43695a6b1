import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { notify } from '@/platform/notify';
import { routeApi } from '@/test/fakeApi';
import { TestProviders } from '@/test/render';
import { MaintenanceModeCard } from './MaintenanceModeCard';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeEach(() => vi.clearAllMocks());

describe('maintenance mode card', () => {
  it('shows the current state and switches maintenance on after confirmation', async () => {
    let stored = { enabled: false, message: '' };
    routeApi({
      'GET app-configs': () => [
        { key: 'max_idle', value: 60, description: null, updated_at: '2026-03-01T00:00:00Z' },
        { key: 'maintenance', value: stored, description: null, updated_at: '2026-03-01T00:00:00Z' },
      ],
      'PUT app-configs/maintenance': (body: unknown) => {
        stored = (body as { value: typeof stored }).value;
        return { key: 'maintenance', value: stored };
      },
    });
    render(
      <TestProviders>
        <MaintenanceModeCard />
      </TestProviders>,
    );
    expect(await screen.findByText('Nonaktif')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.type(screen.getByLabelText('Pesan untuk pengguna'), 'Pembaruan sistem');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Aktifkan mode pemeliharaan?');
    expect(api.put).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, simpan' }));

    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('app-configs/maintenance', {
        value: { enabled: true, message: 'Pembaruan sistem' },
      }),
    );
    expect(notify.success).toHaveBeenCalledWith('Mode pemeliharaan diperbarui');
    expect(await screen.findByText('Aktif')).toBeInTheDocument();
  });

  it('refuses a message longer than 500 characters', async () => {
    routeApi({
      'GET app-configs': () => [
        { key: 'maintenance', value: { enabled: false, message: '' }, description: null, updated_at: null },
      ],
    });
    render(
      <TestProviders>
        <MaintenanceModeCard />
      </TestProviders>,
    );
    const message = await screen.findByLabelText('Pesan untuk pengguna');
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Pesan maksimal 500 karakter')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });
});
