import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '@/app/screens';
import { ApiError, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
// The CSV links are plain addresses under the API's base.
vi.mock('@/platform/api', async () => ({ ...(await import('@/test/fakeApi')), API_BASE: '/api/' }));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
// jsdom draws no canvas: the chart module is stood in for (the page's tiles are what is tested here).
vi.mock('./echarts', () => ({ renderChart: () => ({ resize() {}, dispose() {} }) }));

const statistik = {
  data_sampai: '2026-10-31',
  ringkasan: {
    laporan: 1234,
    diputus: 800,
    milik_negara: 300,
    persen_milik_negara: 37.5,
    nilai_milik_negara: '1500000000',
    tidak_ditindaklanjuti: null,
  },
  tabel: [
    {
      kode: 'laporan-per-tahun',
      baris: [{ kunci: '2026', label: '2026', lainnya: false, nilai: { laporan: 1234 } }],
    },
    { kode: 'laporan-per-wilayah', baris: [] },
  ],
};

beforeAll(async () => {
  await SCREENS['dashboard-test']?.();
}, 60_000);
beforeEach(() => {
  vi.clearAllMocks();
  signIn(null);
});

describe('the trial dashboard', () => {
  it('shows the headline figures and each table as a chart tile with its CSV', async () => {
    routeApi({ 'GET maintenance': { isMaintenance: false, message: '' }, 'GET statistik': statistik });
    renderRoutes('/dashboard-test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uji Dasbor' })).toBeInTheDocument();
    expect(await screen.findByText('Laporan disampaikan')).toBeInTheDocument();
    // Closed months only, rounded: said to the public.
    expect(
      screen.getByText(
        /Data hingga akhir bulan lalu \(31 Oktober 2026\); nilai dibulatkan ke juta rupiah terdekat/,
      ),
    ).toBeInTheDocument();
    const perTahun = screen.getByRole('region', { name: 'Laporan per tahun' });
    expect(perTahun).toContainElement(screen.getByRole('img', { name: 'Grafik laporan per tahun' }));
    expect(screen.getAllByRole('link', { name: 'CSV' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/statistik\/csv\/laporan-per-tahun$/),
    );
    expect(screen.getByText(/Belum ada angka/)).toBeInTheDocument();
  });

  it('says when the figures cannot be loaded', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET statistik': () => {
        throw new ApiError('Server sedang bermasalah', 500);
      },
    });
    renderRoutes('/dashboard-test');
    expect(
      await screen.findByText('Dasbor tidak dapat dimuat.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
