import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '@/app/screens';
import { ApiError, api, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import {
  diseminasi,
  inovasi,
  instansi,
  page,
  peta,
  profil,
  realisasiTw1,
  rencana,
  risiko,
  riwayat,
  tahun,
} from './testData';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const answers = (over: Record<string, unknown> = {}) => ({
  'GET maintenance': { isMaintenance: false, message: '' },
  'GET profile-klop/upg/7': instansi,
  [`GET profile-klop/${tahun}`]: profil(),
  'GET realisasi-rencana-kerja': page([realisasiTw1]),
  'GET identifikasi-titik-rawan': page([risiko]),
  'GET identifikasi-titik-rawan/peta': peta(),
  'GET diseminasi': page([diseminasi]),
  'GET inovasi': page([inovasi]),
  'GET approval-verifikasi/instansi/7': riwayat(null),
  ...over,
});

beforeAll(async () => {
  await Promise.all(
    ['upg-upg-profile-klop-detail', 'kpk-kpk-profile-klop-detail'].map((n) => SCREENS[n]?.()),
  );
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

const tab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));

describe('the institution overview', () => {
  it('shows the UPG its own institution, a tab at a time, the tab and year in the URL', {
    timeout: 90_000,
  }, async () => {
    routeApi(answers());
    signIn(profileWith(['upg']));
    const { router } = renderRoutes('/upg/upg-profile-klop-detail/7');
    expect(
      await screen.findByRole('heading', { name: 'Kementerian Keuangan' }, { timeout: 40_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('UPG Kementerian Keuangan · Kementerian')).toBeInTheDocument();
    expect(await screen.findByText('KMK-12/2024 (01-02-2024)')).toBeInTheDocument();
    expect(screen.queryByText('Surat edaran menjelang Idul Fitri')).not.toBeInTheDocument();

    await tab('Rencana Kerja');
    expect(router.state.location.pathname).toBe('/upg/upg-profile-klop-detail/7/rencana-kerja');
    expect(router.state.location.search).toBe(`?tahun=${tahun}`);
    expect(await screen.findByText('Surat edaran menjelang Idul Fitri')).toBeInTheDocument();

    await tab('Realisasi');
    expect(await screen.findByRole('link', { name: 'Triwulan I' })).toHaveAttribute(
      'href',
      `/upg/realisasi-klop-view/${tahun}/1`,
    );
    // The quarters' links come with the tab; each quarter's submission with the realisations' answer.
    expect(await screen.findByText('Terlambat')).toBeInTheDocument();
    expect(screen.getAllByText('Belum diisi')).toHaveLength(3);

    await tab('Risiko');
    expect(await screen.findByText('Pengadaan barang dan jasa')).toBeInTheDocument();
    expect(screen.getByLabelText('Tingkat risiko VERY HIGH')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Peta risiko/ })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('identifikasi-titik-rawan', {
      params: expect.objectContaining({ tahun, instansi_id: 1 }),
    });

    await tab('Diseminasi & Inovasi');
    expect(await screen.findByRole('link', { name: 'Sosialisasi gratifikasi Ditjen Pajak' })).toHaveAttribute(
      'href',
      '/upg/ppg-diseminasi-detail/3',
    );
    expect(screen.getByRole('link', { name: 'Aplikasi pelaporan gratifikasi terpadu' })).toHaveAttribute(
      'href',
      '/upg/inovasi-detail/6',
    );

    await tab('Verifikasi & Riwayat Skor');
    expect(router.state.location.pathname).toBe('/upg/upg-profile-klop-detail/7/verifikasi');
    expect(await screen.findByText('Riwayat Skor')).toBeInTheDocument();
    expect(screen.getAllByText('81,25').length).toBeGreaterThan(0);
    expect(screen.getByText('+4,50')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buka verifikasi' })).not.toBeInTheDocument();
  });

  it('tells a UPG plainly when the institution is not its own', { timeout: 60_000 }, async () => {
    routeApi(
      answers({
        'GET profile-klop/upg/8': () => {
          throw new ApiError('Instansi tidak ditemukan', 404);
        },
      }),
    );
    signIn(profileWith(['upg']));
    renderRoutes('/upg/upg-profile-klop-detail/8/risiko');
    expect(await screen.findByText('Instansi tidak ditemukan', {}, { timeout: 40_000 })).toBeInTheDocument();
    expect(screen.getByText(/UPG hanya dapat membuka ringkasan instansinya sendiri/)).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalledWith('identifikasi-titik-rawan', expect.anything());
  });

  it('opens the same tabs for the KPK, with the plan’s review decisions', { timeout: 90_000 }, async () => {
    routeApi(
      answers({
        [`GET profile-klop/${tahun}`]: profil(
          rencana({ status: 'submit', status_label: 'Perlu Persetujuan', aksi: ['kembalikan', 'setuju'] }),
        ),
        'GET approval-verifikasi/instansi/7': riwayat({ id: 2, nama: 'Anggota Tim PPG' }),
        'POST rencana-kerja/9/keputusan': rencana(),
      }),
    );
    signIn(profileWith(['ketua_tim_ppg']));
    const { router } = renderRoutes(`/kpk/kpk-profile-klop-detail/7/rencana-kerja?tahun=${tahun}`);
    expect(
      await screen.findByText('Surat edaran menjelang Idul Fitri', {}, { timeout: 40_000 }),
    ).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'Profil',
      'Rencana Kerja',
      'Realisasi',
      'Risiko',
      'Diseminasi & Inovasi',
      'Verifikasi & Riwayat Skor',
    ]);
    expect(screen.getByRole('button', { name: /Kembalikan/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Setujui/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ya' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('rencana-kerja/9/keputusan', {
        keputusan: 'setuju',
        version: 3,
        catatan: null,
      }),
    );
    expect(api.get).toHaveBeenCalledWith(
      `profile-klop/${tahun}`,
      expect.objectContaining({ params: { upg_id: 7 } }),
    );

    await tab('Diseminasi & Inovasi');
    expect(router.state.location.pathname).toBe('/kpk/kpk-profile-klop-detail/7/diseminasi-inovasi');
    expect(await screen.findByRole('link', { name: 'Sosialisasi gratifikasi Ditjen Pajak' })).toHaveAttribute(
      'href',
      '/kpk/kpk-diseminasi-detail/3',
    );
    await tab('Verifikasi & Riwayat Skor');
    const card = (await screen.findByText('Anggota Tim PPG')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Selesai', { selector: '.ant-tag' })).toBeInTheDocument();
  });

  it('tells the KPK when the institution has no profile for the year', { timeout: 60_000 }, async () => {
    routeApi(
      answers({
        [`GET profile-klop/${tahun}`]: () => {
          throw new ApiError('Profil KLOP tidak ditemukan', 404);
        },
      }),
    );
    signIn(profileWith(['anggota_tim_ppg']));
    renderRoutes(`/kpk/kpk-profile-klop-detail/7/realisasi?tahun=${tahun}`);
    expect(
      await screen.findByText(`Instansi belum membuat profil KLOP tahun ${tahun}`, {}, { timeout: 40_000 }),
    ).toBeInTheDocument();
  });
});
