import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import { BatalRevisiPage } from './BatalRevisiPage';
import { penghapusanFixture } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
});

describe('batal-revisi: the deletion requests', () => {
  it('opens a request from the list and takes the decision the engine offers, after confirming', async () => {
    const request = penghapusanFixture();
    routeApi({
      'GET laporan/penghapusan': {
        items: [request],
        total: 1,
        page: 1,
        per_page: 20,
        jumlah: { DIAJUKAN: 1 },
      },
      'GET laporan/penghapusan/4': request,
      'POST laporan/penghapusan/4/keputusan': { id: 4, status: 'DISETUJUI', version: 5 },
    });
    const { router } = renderRoutes('/kpk/batal-revisi', [
      { path: '/kpk/batal-revisi', element: <BatalRevisiPage /> },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: '7/LAP-GRAT/11/2026' }));
    expect(router.state.location.search).toBe('?id=4');
    const drawer = (await screen.findByText('Permintaan penghapusan laporan')).closest(
      '.ant-drawer',
    ) as HTMLElement;
    expect(await within(drawer).findByText(/Persetujuan direktur/)).toBeInTheDocument();
    await userEvent.click(
      within(drawer).getByRole('radio', { name: 'Setujui' }).closest('label') as HTMLElement,
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Setujui' }));
    const confirm = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    expect(confirm).toHaveTextContent('Penghapusan disetujui');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Setujui' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('laporan/penghapusan/4/keputusan', {
        keputusan: 'setuju',
        versi: 2,
        catatan: null,
      }),
    );
  }, 30_000);

  it('asks to delete a report the caller holds, chosen from their inbox', async () => {
    routeApi({
      'GET laporan/penghapusan': { items: [], total: 0, page: 1, per_page: 20, jumlah: {} },
      'GET laporan/kotak-masuk': {
        items: [
          {
            id: 9,
            nosig: '9/LAP-GRAT/11/2026',
            pelapor_nama: 'Sari',
            step: 'f30',
            step_nama: 'Verifikasi informasi',
          },
        ],
      },
      'POST laporan/9/fxx-permintaan-hapus': { id: 12, status: 'DIAJUKAN', version: 2 },
      'GET laporan/penghapusan/12': penghapusanFixture({ id: 12 }),
    });
    const { router } = renderRoutes('/kpk/batal-revisi', [
      { path: '/kpk/batal-revisi', element: <BatalRevisiPage /> },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /Ajukan Penghapusan/ }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Laporan dalam proses' }));
    await userEvent.click(await screen.findByTitle(/9\/LAP-GRAT\/11\/2026/));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Alasan penghapusan' }),
      'Laporan ganda dengan laporan 7/LAP-GRAT/11/2026.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kirim ke Group Head' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('laporan/9/fxx-permintaan-hapus', {
        alasan: 'Laporan ganda dengan laporan 7/LAP-GRAT/11/2026.',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?id=12'));
  }, 30_000);
});
