import type { DasborPpg, DasborPpgUpg } from '@gratifikasi/domain';
import { currentYear } from '@gratifikasi/domain';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { TestProviders } from '@/test/render';
import { DashboardPpgPage } from './DashboardPpgPage';
import { UpgDashboardPage } from './UpgDashboardPage';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));

const tahun = currentYear();
const tw = (triwulan: number, target: number, capaian: number) => ({
  triwulan,
  target,
  capaian,
  persen: target ? Math.round((capaian / target) * 10_000) / 100 : null,
  diajukan: capaian ? 2 : 0,
  disetujui: capaian ? 2 : 0,
  terlambat: 0,
});
const risiko = [
  { band: 'LOW', jumlah: 4, instansi: 4 },
  { band: 'MEDIUM', jumlah: 4, instansi: 4 },
  { band: 'HIGH', jumlah: 4, instansi: 4 },
  { band: 'VERY HIGH', jumlah: 3, instansi: 2 },
];

const KPK: DasborPpg = {
  tahun,
  peserta: 5,
  profil: 4,
  rencana: {
    total: 4,
    per_status: [
      { status: 'draft', label: 'Draf', jumlah: 0 },
      { status: 'submit', label: 'Perlu Persetujuan', jumlah: 1 },
      { status: 'return', label: 'Dikembalikan', jumlah: 1 },
      { status: 'approved', label: 'Disetujui', jumlah: 2 },
    ],
  },
  realisasi: [tw(1, 436, 436), tw(2, 400, 300), tw(3, 400, 0), tw(4, 400, 0)],
  verifikasi: {
    total: 2,
    per_status: [
      { status: 'BELUM', label: 'Belum Verifikasi', jumlah: 1 },
      { status: 'SELESAI', label: 'Selesai', jumlah: 1 },
    ],
  },
  skor: {
    jumlah: 1,
    rata_rata: 72.5,
    pita: [
      { kode: 'KURANG', label: 'Kurang (40–59,99)', min: 40, max: 60, jumlah: 0 },
      { kode: 'CUKUP', label: 'Cukup (60–74,99)', min: 60, max: 75, jumlah: 1 },
    ],
  },
  risiko,
  intervensi: {
    jumlah: 2,
    items: [
      {
        instansi: { id: 9, nama: 'Pemerintah Provinsi Jawa Barat' },
        total: null,
        risiko_very_high: 2,
        alasan: 'Diusulkan intervensi: memiliki risiko VERY HIGH',
      },
    ],
  },
};

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  return render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe('the KPK PPG dashboard', () => {
  it('shows the year’s figures, each a link to its list filtered to what it counts', async () => {
    signIn(profileWith(['ketua_group_ppg']));
    routeApi({ 'GET dashboard/ppg': KPK });
    const view = renderAt(<DashboardPpgPage />);
    const figure = (id: string) => view.container.querySelector(`[data-ppg-figure="${id}"]`);
    await waitFor(() => expect(figure('peserta')).not.toBeNull());
    expect(figure('peserta')?.getAttribute('href')).toBe(`/kpk/gh-konfigurasi-KLOP-index?tahun=${tahun}`);
    expect(figure('peserta')?.textContent).toContain('5');
    expect(figure('rencana-diajukan')?.getAttribute('href')).toBe(
      `/kpk/kpk-profile-klop?tahun=${tahun}&status_rencana=submit`,
    );
    expect(figure('verifikasi-selesai')?.textContent).toContain('1 / 2');
    expect(figure('skor-rata')?.textContent).toContain('72,50');
    expect(figure('intervensi')?.getAttribute('href')).toBe(`/kpk/intervensi-upg?tahun=${tahun}`);
    const band = view.getByTestId('risiko-VERY HIGH');
    expect(band.getAttribute('href')).toBe(
      `/kpk/report-risiko-instansi?tahun=${tahun}&band_risiko=VERY+HIGH`,
    );
    expect(view.getByTestId('Verifikasi per langkah-BELUM').getAttribute('href')).toBe(
      `/kpk/ApprovalVerifikasi?tahun=${tahun}&status=BELUM&peserta=ALL&semua=ya`,
    );
    expect(view.getByText('Pemerintah Provinsi Jawa Barat')).toBeTruthy();
    expect(view.getByText('memiliki risiko VERY HIGH')).toBeTruthy();
    expect(view.getByText('300 dari target 400 · 2 diajukan, 2 disetujui')).toBeTruthy();
  });

  it('leaves a figure as text where the role may not open its list, and says when nothing is there', async () => {
    signIn(profileWith(['direktur']));
    routeApi({
      'GET dashboard/ppg': {
        ...KPK,
        profil: 0,
        realisasi: [1, 2, 3, 4].map((n) => tw(n, 0, 0)),
        risiko: risiko.map((r) => ({ ...r, jumlah: 0, instansi: 0 })),
        intervensi: { jumlah: 0, items: [] },
      },
    });
    const view = renderAt(<DashboardPpgPage />);
    const figure = (id: string) => view.container.querySelector(`[data-ppg-figure="${id}"]`);
    await waitFor(() => expect(figure('profil')).not.toBeNull());
    // The director reads the dashboard but not the institutions' profiles.
    expect(figure('profil')?.tagName).toBe('DIV');
    expect(figure('verifikasi-selesai')?.getAttribute('href')).toContain('/kpk/ApprovalVerifikasi?');
    expect(view.getByText('Belum ada rencana kerja yang disetujui tahun ini')).toBeTruthy();
    expect(view.getByText('Belum ada risiko teridentifikasi tahun ini')).toBeTruthy();
    expect(view.getByText('Tidak ada instansi yang diusulkan intervensi')).toBeTruthy();
  });
});

describe('the UPG’s own PPG dashboard', () => {
  it('shows its plan, quarters, risks and score, each opening its own screen', async () => {
    signIn(profileWith(['upg']));
    const own: DasborPpgUpg = {
      tahun,
      instansi: { id: 2, nama: 'Kementerian Keuangan' },
      peserta: true,
      profil: true,
      rencana: { status: 'approved', status_label: 'Disetujui', jumlah_kegiatan: 5, terlambat: false },
      realisasi: [
        { ...tw(1, 218, 218), status: 'approved' },
        { ...tw(2, 200, 100), status: 'submit' },
        { ...tw(3, 200, 0), status: null },
        { ...tw(4, 200, 0), status: null },
      ],
      risiko: risiko.map((r) => ({ ...r, jumlah: 1, instansi: 1 })),
      skor: {
        tahun,
        total: 81.25,
        tahap: [20, 20, 20, 21.25],
        pita: 'Baik (75–89,99)',
        disetujui_at: '2026-06-01T00:00:00Z',
      },
      verifikasi: { status: 'SELESAI', label: 'Selesai' },
      intervensi: 'Diusulkan intervensi: memiliki risiko VERY HIGH',
    };
    routeApi({ 'GET user/ppg': own });
    const view = renderAt(<UpgDashboardPage />);
    const figure = (id: string) => view.container.querySelector(`[data-ppg-figure="${id}"]`);
    await waitFor(() => expect(figure('skor')).not.toBeNull());
    expect(figure('skor')?.textContent).toContain('81,25');
    expect(figure('rencana')?.getAttribute('href')).toBe(`/upg/profil-klop-view/${tahun}`);
    expect(view.getByTestId('realisasi-tw2').getAttribute('href')).toBe(
      `/upg/realisasi-klop-view/${tahun}/2`,
    );
    expect(view.getByTestId('risiko-HIGH').getAttribute('href')).toBe(
      `/upg/identifikasi-resiko?tahun=${tahun}&band=HIGH`,
    );
    expect(view.getByText('Diusulkan intervensi: memiliki risiko VERY HIGH')).toBeTruthy();
    expect(view.getByText(`Kementerian Keuangan · tahun ${tahun}`)).toBeTruthy();
  });
});
