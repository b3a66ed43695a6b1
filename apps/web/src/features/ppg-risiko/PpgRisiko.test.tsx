import { currentYear, petaRisiko } from '@gratifikasi/domain';
import { screen, waitFor, within } from '@testing-library/react';
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

const ref = (id: number, nama: string) => ({ id, nama });
const year = currentYear();
const risiko = (id: number, proses: string, p: number, d: number, skor: number) => ({
  id,
  instansi: ref(1, 'Kementerian Keuangan'),
  tahun: year,
  proses_layanan: proses,
  risiko: `Risiko gratifikasi pada ${proses}`,
  penyebab_risiko: ref(1, 'Hubungan dekat dengan rekanan'),
  probabilitas_risiko: { ...ref(p, `P${p}`), nilai: p },
  dampak_kerugian: { ...ref(d, `D${d}`), nilai: d },
  skor,
  band: skor > 0.7 ? 'VERY HIGH' : 'LOW',
  klasifikasi_risiko: ref(2, 'Pengadaan barang/jasa'),
  level_risiko: null,
  rencana_mitigasi: 'Pakta integritas rekanan',
  penanggung_jawab: 'Kepala Biro Umum',
  tenggat: `${year}-06-30`,
  progres_terakhir: null,
  revisi: 3,
  updated_at: `${year}-01-10T00:00:00Z`,
});
const pengadaan = risiko(7, 'Pengadaan barang dan jasa', 4, 5, 0.8);
const perizinan = risiko(8, 'Layanan perizinan', 1, 5, 0.2);
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, per_page: 20 });
const peta = () => {
  const sel = petaRisiko([
    { probabilitas: 4, dampak: 5, jumlah: 1 },
    { probabilitas: 1, dampak: 5, jumlah: 1 },
  ]);
  return { tahun: year, total: 2, per_band: { LOW: 1, MEDIUM: 0, HIGH: 0, 'VERY HIGH': 1 }, sel };
};

beforeAll(async () => {
  await Promise.all(['upg-identifikasi-resiko', 'upg-realisasi-mitigasi'].map((n) => SCREENS[n]?.()));
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  routeApi({
    'GET maintenance': { isMaintenance: false, message: '' },
    'GET identifikasi-titik-rawan': page([pengadaan, perizinan]),
    'GET identifikasi-titik-rawan/peta': peta(),
    'GET klasifikasi-risiko': page([ref(2, 'Pengadaan barang/jasa')]),
    'GET penyebab-risiko': page([ref(1, 'Hubungan dekat dengan rekanan')]),
    'GET probabilitas-risiko': page([{ ...ref(4, 'Sering'), nilai: 4 }]),
    'GET dampak-kerugian': page([{ ...ref(5, 'Sangat signifikan'), nilai: 5 }]),
    'DELETE identifikasi-titik-rawan/7': null,
    'GET realisasi-mitigasi': page([
      {
        risiko: pengadaan,
        realisasi: {
          id: 31,
          identifikasi_id: 7,
          triwulan: 1,
          progres: 60,
          uraian: 'Pakta integritas ditandatangani',
          bukti: [{ id: 4, original_name: 'pakta.pdf', mime_type: 'application/pdf', size: 2048 }],
          revisi: 2,
          updated_at: `${year}-03-01T00:00:00Z`,
        },
      },
      { risiko: perizinan, realisasi: null },
    ]),
    'PUT realisasi-mitigasi': (body: unknown) => ({ id: 31, ...(body as object), bukti: [] }),
  });
});

describe('the risk register screens', () => {
  it('lists the year’s risks with band tags and the heat map, and deletes after confirmation', {
    timeout: 180_000,
  }, async () => {
    signIn(profileWith(['upg']));
    const { router } = renderRoutes('/upg/identifikasi-resiko');
    expect(
      await screen.findByText('Pengadaan barang dan jasa', {}, { timeout: 100_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?tahun=${year}`));
    expect(screen.getByLabelText('Tingkat risiko VERY HIGH')).toHaveTextContent('VERY HIGH · 0.80');
    expect(screen.getByLabelText('Tingkat risiko LOW')).toHaveTextContent('LOW · 0.20');
    // Queries by label and text: role queries walk antd's whole tree and are slow in jsdom.
    const map = await screen.findByLabelText('Peta risiko: probabilitas × dampak');
    expect(within(map).getByLabelText('Probabilitas 4, dampak 5: 1 risiko')).toHaveTextContent('1');
    expect(api.get).toHaveBeenCalledWith('identifikasi-titik-rawan/peta', { params: { tahun: year } });
    await userEvent.click(screen.getByLabelText('Hapus Pengadaan barang dan jasa'));
    expect(api.delete).not.toHaveBeenCalled();
    const ok = (await screen.findByText('Hapus')).closest('button');
    if (!ok) throw new Error('the confirmation has no Hapus button');
    await userEvent.click(ok);
    await waitFor(() =>
      expect(api.delete).toHaveBeenCalledWith('identifikasi-titik-rawan/7', { params: { revisi: 3 } }),
    );
  });

  it('shows each risk’s progress in the quarter and saves a new realisation with revisi 0', {
    timeout: 180_000,
  }, async () => {
    signIn(profileWith(['upg']));
    renderRoutes(`/upg/realisasi-mitigasi?tahun=${year}&triwulan=1`);
    expect(await screen.findByText('1 bukti', {}, { timeout: 100_000 })).toBeInTheDocument();
    expect(screen.getByText('Belum diisi')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('realisasi-mitigasi', {
      params: expect.objectContaining({ tahun: year, triwulan: 1 }),
    });
    const isi = screen.getByText(/Isi realisasi/).closest('button');
    if (!isi) throw new Error('no Isi realisasi button');
    await userEvent.click(isi);
    expect(
      await screen.findByText('Simpan realisasi terlebih dahulu untuk mengunggah bukti.'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Progres (%)'));
    await userEvent.type(screen.getByLabelText('Progres (%)'), '35');
    await userEvent.type(screen.getByLabelText('Uraian realisasi'), 'Loket daring mulai dipakai');
    const simpan = screen.getByText('Simpan Realisasi').closest('button');
    if (!simpan) throw new Error('no Simpan Realisasi button');
    await userEvent.click(simpan);
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('realisasi-mitigasi', {
        identifikasi_id: 8,
        triwulan: 1,
        progres: 35,
        uraian: 'Loket daring mulai dipakai',
        revisi: 0,
      }),
    );
  });
});
