import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '@/app/screens';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const detail = {
  id: 7,
  instansi_peminta: 'Badan Kepegawaian Negara',
  nomor_surat: 'B-77/BKN/11/2026',
  tanggal_surat: '2026-11-20',
  perihal: 'Permintaan rekam jejak',
  keterangan: null,
  sumber: 'FORM',
  dicari_at: '2026-11-25T03:00:00Z',
  created_at: '2026-11-25T03:00:00Z',
  dibuat_oleh: 'Demo Anggota Tim',
  orang: [
    {
      urutan: 1,
      nik: '3201011201900003',
      nama: null,
      jumlah_laporan: 1,
      hasil: {
        pelapor: [{ id: 1, nama: 'Budi Santoso', nik: '3201011201900003', instansi: 'Kemenkeu' }],
        laporan: [
          {
            laporan_id: 3,
            nomor: '31/LAP-GRAT/11/2026',
            tanggal_lapor: '2026-11-02',
            status: 'PENETAPAN_SK',
            status_nama: 'Penetapan SK',
            total_nilai: '2500000.00',
            instansi: 'Kemenkeu',
          },
        ],
      },
    },
  ],
};

beforeAll(async () => {
  await Promise.all(
    [
      'kpk-riwayat-permintaan-list',
      'kpk-riwayat-permintaan-create',
      'kpk-riwayat-permintaan-detail',
      'kpk-rekam-jejak',
    ].map((n) => SCREENS[n]?.()),
  );
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  routeApi({
    'GET maintenance': { isMaintenance: false, message: '' },
    'GET riwayat-permintaan': {
      items: [{ ...detail, jumlah_orang: 1, jumlah_ditemukan: 1 }],
      total: 1,
      page: 1,
      per_page: 20,
    },
    'GET riwayat-permintaan/7': detail,
    'POST riwayat-permintaan': () => detail,
  });
});

describe('record-trace requests', () => {
  it('lists the requests and opens one with what was found', { timeout: 60_000 }, async () => {
    signIn(profileWith(['anggota_tim']));
    const { router } = renderRoutes('/kpk/riwayat-permintaan-list');
    await userEvent.click(await screen.findByText('B-77/BKN/11/2026', {}, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/riwayat-permintaan-detail/7'));
    expect(await screen.findByText('1 laporan', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Budi Santoso (Kemenkeu)')).toBeInTheDocument();
  });

  it('creates a request from the form and opens its detail', { timeout: 60_000 }, async () => {
    signIn(profileWith(['anggota_tim']));
    const { router } = renderRoutes('/kpk/riwayat-permintaan-create');
    await userEvent.type(
      await screen.findByLabelText('Instansi Peminta', {}, { timeout: 10_000 }),
      'Badan Kepegawaian Negara',
    );
    await userEvent.type(screen.getByLabelText('Nomor Surat'), 'B-77/BKN/11/2026');
    await userEvent.type(screen.getByLabelText('Tanggal Surat'), '20-11-2026{enter}');
    await userEvent.type(screen.getByLabelText('Perihal'), 'Permintaan rekam jejak');
    await userEvent.type(screen.getByPlaceholderText('NIK (16 digit)'), '3201011201900003');
    await userEvent.click(screen.getByText('Simpan dan Cari'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        'riwayat-permintaan',
        expect.objectContaining({
          tanggal_surat: '2026-11-20',
          sumber: 'FORM',
          orang: [{ nik: '3201011201900003', nama: null }],
        }),
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/riwayat-permintaan-detail/7'));
  });

  it('searches one person’s record on /kpk/rekam-jejak: checks the input, shows the reporters and reports', {
    timeout: 60_000,
  }, async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'POST req-rekam-jejak': (body: unknown) =>
        (body as { nama: string | null }).nama === 'Tidak Ada'
          ? { pelapor: [], laporan: [] }
          : detail.orang[0]?.hasil,
    });
    signIn(profileWith(['anggota_tim']));
    renderRoutes('/kpk/rekam-jejak');
    await userEvent.click(await screen.findByRole('button', { name: 'Cari' }, { timeout: 10_000 }));
    expect(await screen.findByText('Isi NIK atau nama')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('NIK'), '3201011201900003');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByText('31/LAP-GRAT/11/2026')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('req-rekam-jejak', { nik: '3201011201900003', nama: null });
    expect(screen.getByText('Pelapor yang cocok (1)')).toBeInTheDocument();
    expect(screen.getByText('Budi Santoso')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('NIK'));
    await userEvent.type(screen.getByLabelText('Nama'), 'Tidak Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(
      await screen.findByText('Tidak ada pelapor yang cocok dengan nama "Tidak Ada"'),
    ).toBeInTheDocument();
  });

  it('is not a reporter’s screen', async () => {
    signIn(profileWith(['individu']));
    const { router } = renderRoutes('/kpk/riwayat-permintaan-list');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/kpk/riwayat-permintaan-list'));
  });
});
