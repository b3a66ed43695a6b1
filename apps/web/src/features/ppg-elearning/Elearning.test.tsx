import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '@/app/screens';
import { api } from '@/platform/api';
import { notify } from '@/platform/notify';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const ambang = { level_2: 20, level_3: 40, level_4: 60, level_5: 80 };
const info = (platform = 'simulator') => ({
  periode: [
    { tahun: 2026, triwulan: 3, instansi: 2 },
    { tahun: 2026, triwulan: 2, instansi: 2 },
  ],
  ambang,
  platform,
});
const item = (over: Record<string, unknown>) => ({
  instansi_id: 1,
  kode: 'KEMENKEU',
  instansi: 'Kementerian Keuangan',
  tahun: 2026,
  triwulan: 3,
  terdaftar: 70_000,
  selesai: 46_800,
  pegawai_klop: 78_000,
  penyebut: 78_000,
  persen: 60,
  level: 4,
  level_label: 'Level 4 – Terkelola',
  sumber: 'impor',
  updated_at: '2026-11-20T03:00:00Z',
  ...over,
});
const page = {
  items: [
    item({}),
    item({
      instansi_id: 2,
      kode: 'KEMENKES',
      instansi: 'Kementerian Kesehatan',
      terdaftar: 300,
      selesai: 30,
      pegawai_klop: null,
      penyebut: 300,
      persen: 10,
      level: 1,
      level_label: 'Level 1 – Rintisan',
    }),
  ],
  total: 2,
  page: 1,
  per_page: 20,
  ambang,
};
const badReport = {
  valid: false,
  total_rows: 2,
  valid_rows: 1,
  rows: [
    { row: 2, key: 'KEMENKEU', errors: [] },
    { row: 3, key: 'TIDAK-ADA', errors: ['kode_instansi: instansi dengan kode "TIDAK-ADA" tidak ditemukan'] },
  ],
};
const goodReport = {
  ...badReport,
  valid: true,
  valid_rows: 2,
  rows: [{ row: 2, key: 'KEMENKEU', errors: [] }],
};
const fileInput = () => document.querySelector('.ant-modal input[type="file"]') as HTMLInputElement;
const csv = (name: string) => new File(['kode_instansi,terdaftar,selesai\n'], name, { type: 'text/csv' });

beforeAll(async () => {
  await SCREENS['kpk-maturity-elearning']?.();
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  signIn(profileWith(['anggota_tim_ppg']));
});

describe('maturity-elearning', () => {
  it('opens on the latest period with each institution’s share and level, and the thresholds', {
    timeout: 60_000,
  }, async () => {
    routeApi({
      'GET ppg/elearning/periode': info(),
      'GET ppg/elearning': page,
      'GET ppg/elearning/tarik': { tarik: null },
    });
    renderRoutes('/kpk/maturity-elearning');
    expect(await screen.findByText('Kementerian Keuangan', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('ppg/elearning', {
      params: expect.objectContaining({ tahun: 2026, triwulan: 3, page: 1, per_page: 20 }),
    });
    expect(screen.getByText('Level 4 – Terkelola', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByText('Level 1 – Rintisan', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByText('profil KLOP')).toBeInTheDocument();
    expect(screen.getByText('mulai 80 %')).toBeInTheDocument();
    expect(screen.getByText('di bawah 20 %')).toBeInTheDocument();
  });

  it('checks a file before saving: a bad row shows its error and Simpan stays off; a good one saves for the period', {
    timeout: 60_000,
  }, async () => {
    routeApi({
      'GET ppg/elearning/periode': info(),
      'GET ppg/elearning': page,
      'GET ppg/elearning/tarik': { tarik: null },
    });
    renderRoutes('/kpk/maturity-elearning?tahun=2026&triwulan=2');
    await screen.findByText('Kementerian Keuangan', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByText('Impor Data'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Impor Data E-Learning Triwulan II 2026')).toBeInTheDocument();
    vi.mocked(api.upload).mockResolvedValueOnce({ data: badReport });
    await userEvent.upload(fileInput(), csv('buruk.csv'));
    expect(
      await within(dialog).findByText('kode_instansi: instansi dengan kode "TIDAK-ADA" tidak ditemukan'),
    ).toBeInTheDocument();
    expect(api.upload).toHaveBeenCalledWith(
      'ppg/elearning/import',
      expect.any(File),
      {},
      {
        silent: true,
        params: { tahun: 2026, triwulan: 2 },
      },
    );
    const simpan = within(dialog).getByText('Simpan').closest('button') as HTMLButtonElement;
    expect(simpan).toBeDisabled();

    vi.mocked(api.upload)
      .mockResolvedValueOnce({ data: goodReport })
      .mockResolvedValueOnce({ data: { tahun: 2026, triwulan: 2, disimpan: 1 } });
    await userEvent.upload(fileInput(), csv('baik.csv'));
    await waitFor(() => expect(simpan).toBeEnabled());
    await userEvent.click(simpan);
    await waitFor(() =>
      expect(api.upload).toHaveBeenLastCalledWith(
        'ppg/elearning/save-import',
        expect.any(File),
        {},
        {
          silent: true,
          params: { tahun: 2026, triwulan: 2 },
        },
      ),
    );
    expect(notify.success).toHaveBeenCalledWith('Data e-learning 1 instansi untuk Triwulan II 2026 disimpan');
  });

  it('pulls the period from the platform after confirmation and shows the pull’s state', {
    timeout: 60_000,
  }, async () => {
    const tarik = vi.fn(() => ({
      id: 5,
      tahun: 2026,
      triwulan: 3,
      status: 'antri',
      status_label: 'Dalam antrean',
      total_baris: null,
      disimpan: null,
      pesan: null,
      galat: [],
      created_at: '2026-11-29T03:00:00Z',
      finished_at: null,
    }));
    routeApi({
      'GET ppg/elearning/periode': info(),
      'GET ppg/elearning': page,
      'GET ppg/elearning/tarik': {
        tarik: {
          id: 4,
          tahun: 2026,
          triwulan: 2,
          status: 'gagal',
          status_label: 'Gagal',
          total_baris: 3,
          disimpan: 0,
          pesan: '1 baris dari platform tidak valid. Tidak ada data yang disimpan.',
          galat: [{ row: 2, key: 'KEMENKEU', errors: ['selesai: 50 melebihi jumlah terdaftar (10)'] }],
          created_at: '2026-11-28T03:00:00Z',
          finished_at: '2026-11-28T03:01:00Z',
        },
      },
      'POST ppg/elearning/tarik': tarik,
    });
    renderRoutes('/kpk/maturity-elearning');
    expect(
      await screen.findByText('Penarikan data Triwulan II 2026 gagal', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Baris 2 (KEMENKEU): selesai: 50 melebihi jumlah terdaftar (10)'),
    ).toBeInTheDocument();
    await screen.findByText('Kementerian Keuangan');
    await userEvent.click(screen.getByText('Tarik dari Platform'));
    expect(
      await screen.findByText(
        'Tarik data Triwulan III 2026 dari platform e-learning?',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const ok = screen.getAllByText('Tarik').find((el) => el.closest('.ant-popconfirm')) as HTMLElement;
    await userEvent.click(ok);
    await waitFor(() => expect(tarik).toHaveBeenCalledWith({ tahun: 2026, triwulan: 3 }), { timeout: 5000 });
    expect(await screen.findByText('Penarikan data Triwulan III 2026: Dalam antrean…')).toBeInTheDocument();
  });

  it('offers no pull when the server has no platform', { timeout: 60_000 }, async () => {
    routeApi({
      'GET ppg/elearning/periode': info('none'),
      'GET ppg/elearning': page,
      'GET ppg/elearning/tarik': { tarik: null },
    });
    renderRoutes('/kpk/maturity-elearning');
    await screen.findByText('Kementerian Keuangan', {}, { timeout: 10_000 });
    expect(screen.getByText('Tarik dari Platform').closest('button')).toBeDisabled();
  });
});
