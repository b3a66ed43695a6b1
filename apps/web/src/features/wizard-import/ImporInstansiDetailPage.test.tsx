import type { ImporInstansiDetail, ImporInstansiRow } from '@gratifikasi/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { TestProviders } from '@/test/render';
import { ImporInstansiDetailPage } from './ImporInstansiDetailPage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const BASE = 'wizard/import-laporan-dikelola-instansi';

const batch = (over: Partial<ImporInstansiDetail> = {}): ImporInstansiDetail => ({
  id: 7,
  instansi_id: 5,
  instansi_nama: 'Kementerian Keuangan',
  nama_berkas: 'dikelola-2025.xlsx',
  status: 'invalid',
  status_label: 'Ada baris tidak valid',
  total_rows: 3,
  valid_rows: 2,
  total_laporan: 3,
  valid_laporan: 2,
  committed_laporan: 0,
  progress: 0,
  created_at: '2026-11-29T08:00:00.000Z',
  committed_at: null,
  undone_at: null,
  pesan_kesalahan: null,
  dapat_disimpan: true,
  dapat_dibatalkan: false,
  ...over,
});

const rows: ImporInstansiRow[] = [
  {
    row: 2,
    key: 'A1',
    nik_pelapor: '3171010101800011',
    tanggal_penerimaan: '2025-03-03',
    uraian: 'Parsel makanan',
    keputusan_instansi: 'DISALURKAN_SOSIAL',
    errors: [],
    laporan_id: null,
  },
  {
    row: 3,
    key: 'A2',
    nik_pelapor: '3171010303900013',
    tanggal_penerimaan: '2025-03-03',
    uraian: 'Kue kering',
    keputusan_instansi: 'DIBUANG',
    errors: ['keputusan_instansi: Isi salah satu: MILIK_NEGARA, MILIK_PENERIMA'],
    laporan_id: null,
  },
];

function renderPage() {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[`/wizard/import-laporan-dikelola-instansi-detail/7`]}>
        <Routes>
          <Route
            path="/wizard/import-laporan-dikelola-instansi-detail/:id"
            element={<ImporInstansiDetailPage />}
          />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, per_page: 20 });

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['superuser']));
});

describe('wizard import batch detail', () => {
  it('shows the counts, the rows with their Indonesian errors, and commits the valid reports after confirming', async () => {
    const commits: unknown[] = [];
    routeApi({
      [`GET ${BASE}/7`]: batch(),
      [`GET ${BASE}/7/rows`]: page(rows),
      [`POST ${BASE}/7/commit`]: (body: unknown) => {
        commits.push(body);
        return { id: 7, status: 'committing' };
      },
    });
    renderPage();
    expect(await screen.findByText('1 dari 3 baris tidak valid.')).toBeTruthy();
    expect(
      await screen.findByText('keputusan_instansi: Isi salah satu: MILIK_NEGARA, MILIK_PENERIMA'),
    ).toBeTruthy();
    expect(screen.getByText('Kementerian Keuangan')).toBeTruthy();
    await userEvent.click(screen.getByText('Simpan laporan yang valid'));
    await userEvent.click(await screen.findByText('Ya'));
    await waitFor(() => expect(commits).toEqual([{ lewati_tidak_valid: true }]));
  });

  it('shows the progress while the commit runs, and offers the undo once committed', async () => {
    routeApi({
      [`GET ${BASE}/7`]: batch({
        status: 'committing',
        progress: 40,
        committed_laporan: 2,
        dapat_disimpan: false,
      }),
      [`GET ${BASE}/7/rows`]: page(rows.slice(0, 1)),
    });
    const view = renderPage();
    expect(await screen.findByText('Menyimpan laporan…')).toBeTruthy();
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.queryByText('Batalkan impor')).toBeNull();
    view.unmount();

    const undos: string[] = [];
    routeApi({
      [`GET ${BASE}/7`]: batch({
        status: 'committed',
        progress: 100,
        committed_laporan: 2,
        dapat_disimpan: false,
        dapat_dibatalkan: true,
      }),
      [`GET ${BASE}/7/rows`]: page(rows.slice(0, 1)),
      [`POST ${BASE}/7/undo`]: () => {
        undos.push('undo');
        return { id: 7, status: 'undone' };
      },
    });
    renderPage();
    expect(await screen.findByText('Penyimpanan selesai')).toBeTruthy();
    await userEvent.click(screen.getByText('Batalkan impor'));
    expect(await screen.findByText('Batalkan impor ini? 2 laporan akan dihapus.')).toBeTruthy();
    await userEvent.click(screen.getByText('Ya'));
    await waitFor(() => expect(undos).toEqual(['undo']));
    expect(api.post).toHaveBeenCalledWith(`${BASE}/7/undo`, {}, { timeout: 300_000 });
  });

  it('is an honest not-found for a batch that is not the caller’s', async () => {
    routeApi({});
    renderPage();
    expect(await screen.findByText(/tidak ditemukan/i)).toBeTruthy();
  });
});
