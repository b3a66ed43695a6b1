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

  it('offers the analyst writing the LHA the late filing as a ground, and adds it to the summary on request', async () => {
    const lha = aksi({
      step: 'f60',
      step_nama: 'Penyusunan LHA',
      keputusan: [
        {
          keputusan: 'kirim',
          label: 'Kirim LHA',
          ke: 'f61',
          ke_nama: 'Reviu LHA',
          formulir: 'lha',
          path: 'x',
        },
      ],
    });
    routeApi({
      'GET laporan/7/aksi': lha,
      'GET admin/masters/level': { items: [] },
      'GET admin/masters/aturan-internal': { items: [] },
    });
    const late = laporanFixture({
      id: 7,
      nosig: 'A-7',
      tanggal_penerimaan: '2026-01-05',
      tanggal_lapor: '2026-03-02',
      batas_lapor: '2026-02-16',
      is_terlambat: true,
    });
    renderRoutes('/x', [{ path: '/x', element: <ProsesPanel laporan={late} /> }]);
    expect(await screen.findByText('Dasar penetapan milik negara: laporan terlambat')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Tambahkan ke ringkasan'));
    expect((screen.getByLabelText('Ringkasan analisis') as HTMLTextAreaElement).value).toContain(
      'dapat ditetapkan menjadi milik negara',
    );
  });

  it('offers no such ground for a report filed in time', async () => {
    routeApi({
      'GET laporan/7/aksi': aksi({
        step: 'f60',
        keputusan: [
          {
            keputusan: 'kirim',
            label: 'Kirim LHA',
            ke: 'f61',
            ke_nama: 'Reviu LHA',
            formulir: 'lha',
            path: 'x',
          },
        ],
      }),
      'GET admin/masters/level': { items: [] },
      'GET admin/masters/aturan-internal': { items: [] },
    });
    render();
    expect(await screen.findByText('Ringkasan analisis')).toBeInTheDocument();
    expect(screen.queryByText('Dasar penetapan milik negara: laporan terlambat')).not.toBeInTheDocument();
  });
});
