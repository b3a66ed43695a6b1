import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import { AgingListPage } from './LedgerPages';
import { PenomoranTagihanPage } from './TagihanPages';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
});

const item = {
  rincian_id: 9,
  uraian: 'Jam tangan',
  nilai_taksiran: '1000.50',
  mata_uang: 'USD',
  keputusan: 'MILIK_NEGARA',
  tagihan_id: null,
  nomor: null,
  va: null,
  nilai: null,
  kurs: null,
  kurs_tanggal: null,
  saldo: null,
  dapat_ditagih: true,
};

describe('receivables screens', () => {
  it('issues the surat tagihan of an item the SK ruled state-owned', async () => {
    routeApi({
      'GET laporan/5/tagihan': {
        laporan: { id: 5, nosig: '5/LAP-GRAT/11/2026', pelapor_nama: 'Budi' },
        items: [item],
      },
      'POST piutang/tagihan': {
        id: 1,
        nomor: '1/TAGIHAN-GRAT/XI/2026',
        va: '8808000000000015',
        nilai: '16188590.25',
      },
    });
    renderRoutes('/kpk/penomoran-surat-tagihan-detail/5', [
      { path: '/kpk/penomoran-surat-tagihan-detail/:id', element: <PenomoranTagihanPage /> },
    ]);
    const row = (await screen.findByText('Jam tangan')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('USD 1.000,50');
    expect(row).toHaveTextContent('MILIK NEGARA');
    await userEvent.click(within(row).getByRole('button', { name: 'Terbitkan surat tagihan' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('piutang/tagihan', { rincian_id: 9 }));
  }, 30_000);

  it('shows each debtor’s aging buckets and balance as of a date', async () => {
    routeApi({
      'GET pengelolaan-piutang/debtor-aging': {
        items: [
          {
            pelapor_id: 3,
            mata_uang: 'IDR',
            nama: 'Budi Santoso',
            b0_30: '60.00',
            b31_60: '0.00',
            b61_90: '0.00',
            b91_180: '0.00',
            b181_365: '0.00',
            b365: '0.00',
            lebih_bayar: '0.00',
            saldo: '60.00',
          },
        ],
        total: 1,
        page: 1,
        per_page: 20,
        per_tanggal: '2026-11-25',
      },
    });
    renderRoutes('/kpk/pp-debtor-aging?per_tanggal=2026-11-25', [
      { path: '/kpk/pp-debtor-aging', element: <AgingListPage /> },
    ]);
    const row = (await screen.findByRole('link', { name: 'Budi Santoso' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Rp60,00');
    expect(api.get).toHaveBeenCalledWith(
      'pengelolaan-piutang/debtor-aging',
      expect.objectContaining({ params: expect.objectContaining({ per_tanggal: '2026-11-25' }) }),
    );
  }, 30_000);
});
