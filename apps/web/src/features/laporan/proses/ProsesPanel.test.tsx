import type { LaporanAksi } from '@gratifikasi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import { laporanFixture } from '../testing';
import { ProsesPanel } from './ProsesPanel';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const aksi = (over: Partial<LaporanAksi> = {}): LaporanAksi => ({
  laporan_id: 7,
  dalam_proses: true,
  proses: { kode: 'GRATIFIKASI', versi: 1, nama: 'Penanganan' },
  status: 'VERIFIKASI',
  step: 'f34',
  step_nama: 'Reviu verifikasi informasi',
  version: 5,
  selesai: false,
  pemegang: { peran: 'ketua_tim', nama: 'Tim 1A', lingkup: 'tim' },
  distribusi: { grup: 'Grup I', tim: 'Tim 1A', anggota: 'Ani' },
  tenggat: { batas: '2026-12-01', hari_tersisa: -2, urgensi: 'terlambat' },
  jam_keputusan: null,
  dapat_bertindak: true,
  alasan: null,
  keputusan: [
    {
      keputusan: 'setuju',
      label: 'Setujui',
      ke: 'f38',
      ke_nama: 'Persetujuan',
      formulir: null,
      path: 'laporan/7/f34-x',
    },
    {
      keputusan: 'kembalikan',
      label: 'Kembalikan',
      ke: 'f30',
      ke_nama: 'Verifikasi',
      formulir: null,
      path: 'laporan/7/f34-x',
    },
  ],
  konten: {},
  ...over,
});

beforeEach(() => vi.clearAllMocks());

const render = () =>
  renderRoutes('/x', [
    { path: '/x', element: <ProsesPanel laporan={laporanFixture({ id: 7, nosig: 'A-7' })} /> },
  ]);

describe('the process panel', () => {
  it('shows the step, the overdue deadline in words, and sends the chosen decision with the version it saw', async () => {
    const sent = vi.fn(() => ({ id: 7, step: 'f30', dari: 'f34', version: 6 }));
    routeApi({ 'GET laporan/7/aksi': aksi(), 'POST laporan/7/f34-x': sent });
    render();
    expect(await screen.findByText('Proses: Reviu verifikasi informasi')).toBeInTheDocument();
    expect(screen.getByText(/lewat 2 HK/)).toBeInTheDocument();
    await userEvent.click(screen.getByText('Kembalikan'));
    await userEvent.click(screen.getByRole('button', { name: 'Kembalikan' }));
    expect(await screen.findByText('Catatan pengembalian minimal 5 karakter')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Catatan pengembalian'), 'Lengkapi hasil verifikasi');
    await userEvent.click(screen.getByRole('button', { name: 'Kembalikan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kembalikan' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith('laporan/7/f34-x', {
      keputusan: 'kembalikan',
      versi: 5,
      catatan: 'Lengkapi hasil verifikasi',
    });
  });

  it('says why the caller may not act and offers nothing', async () => {
    routeApi({
      'GET laporan/7/aksi': aksi({
        dapat_bertindak: false,
        keputusan: [],
        alasan: 'Laporan ini ditangani oleh tim lain',
      }),
    });
    render();
    expect(await screen.findByText('Laporan ini ditangani oleh tim lain')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
