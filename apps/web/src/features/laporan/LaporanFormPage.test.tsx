import { render as renderWith, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { notify } from '@/platform/notify';
import { routeApi } from '@/test/fakeApi';
import { expectMessages } from '@/test/messages';
import { renderRoutes, TestProviders } from '@/test/render';
import { LaporanFormPage } from './LaporanFormPage';
import { laporanFixture, masterRoutes, pelaporFixture } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const routes = [
  { path: '/individu/laporan-create', element: <LaporanFormPage area="individu" /> },
  { path: '/individu/laporan-edit/:id', element: <LaporanFormPage area="individu" /> },
  { path: '/individu/laporan-detail/:id', element: <p>halaman detail</p> },
];
const render = (path = '/individu/laporan-create') => renderRoutes(path, routes);

// The form is a large antd tree: on a shared 2-core machine a test can take well over the default 5 s.
vi.setConfig({ testTimeout: 90_000 });

beforeAll(async () => {
  // One throw-away render warms antd's styles and the lazy pieces, so the first test's waits stay short.
  routeApi({ ...masterRoutes, 'GET pelapor/list-individu': { items: [], total: 0 } });
  const view = render();
  await screen.findByRole('button', { name: 'Selanjutnya' }, { timeout: 60_000 });
  await userEvent.click(screen.getByRole('button', { name: 'Selanjutnya' }));
  await screen.findByText('Pelapor wajib dipilih', undefined, { timeout: 30_000 });
  view.unmount();
}, 120_000);

beforeEach(() => {
  vi.clearAllMocks();
});

const posted = (path: string) =>
  vi
    .mocked(api.post)
    .mock.calls.filter(([p]) => p === path)
    .map(([, body]) => body as Record<string, unknown>);

const next = () => userEvent.click(screen.getByRole('button', { name: 'Selanjutnya' }));

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  const matches = await screen.findAllByTitle(option);
  await userEvent.click(matches.at(-1) as HTMLElement);
}

describe('laporan form', () => {
  it('validates each step before moving on, with the domain messages', async () => {
    routeApi({
      ...masterRoutes,
      'GET pelapor/list-individu': {
        items: [pelaporFixture(21, 'Budi Santoso'), pelaporFixture(22, 'Budi Kedua')],
        total: 2,
      },
    });
    render();
    await screen.findByRole('button', { name: 'Selanjutnya' });
    await next();
    expect(await screen.findByText('Pelapor wajib dipilih')).toBeInTheDocument();

    await choose('Pelapor', 'Budi Santoso — 3201011201900021');
    expect(await screen.findByText('Data Pelapor', undefined, { timeout: 30_000 })).toBeInTheDocument();
    await next();
    expect(await screen.findByLabelText('Tempat Penerimaan')).toBeVisible();
    await next();
    await expectMessages(
      'Jenis peristiwa wajib dipilih',
      'Tempat penerimaan wajib diisi',
      'Tanggal penerimaan wajib diisi',
      'Nama pemberi wajib diisi',
    );
    // Still on the event step: the items step has not opened.
    expect(screen.queryByRole('button', { name: /Tambah Rincian/ })).not.toBeInTheDocument();
  });

  it('saves a draft with only the reporter chosen (a single profile is chosen for the reporter)', async () => {
    routeApi({
      ...masterRoutes,
      'GET pelapor/list-individu': { items: [pelaporFixture(21, 'Budi Santoso')], total: 1 },
      'POST laporan/draft': laporanFixture({ id: 44 }),
    });
    render();
    expect(await screen.findByText('Data Pelapor', undefined, { timeout: 30_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Simpan Draf/ }));
    await waitFor(() => expect(posted('laporan/draft')).toHaveLength(1));
    expect(posted('laporan/draft')[0]).toMatchObject({
      pelapor_id: 21,
      jenis_peristiwa_id: null,
      rincian: [],
      lampiran_ids: [],
    });
    expect(posted('laporan/draft')[0]).not.toHaveProperty('id');
    // The second save updates the same draft.
    await userEvent.click(screen.getByRole('button', { name: /Simpan Draf/ }));
    await waitFor(() => expect(posted('laporan/draft')[1]).toMatchObject({ id: 44, pelapor_id: 21 }));
  });

  it('shows the kurs in force and the rupiah value live for a USD item', async () => {
    routeApi({
      ...masterRoutes,
      'GET pelapor/list-individu': { items: [pelaporFixture(21, 'Budi Santoso')], total: 1 },
      'GET laporan/7': laporanFixture({ rincian: [] }),
    });
    render('/individu/laporan-edit/7');
    await screen.findByText('Data Pelapor', undefined, { timeout: 30_000 });
    await next();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: /Tambah Rincian/ }));
    const dialog = await screen.findByRole('dialog');
    await choose('Mata Uang', 'USD — Dolar Amerika Serikat');
    await userEvent.type(within(dialog).getByLabelText('Nilai Taksiran'), '150.50');
    expect(
      await within(dialog).findByText('Kurs USD berlaku per 02-03-2026: Rp16.000,00'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('nilai-rupiah')).toHaveTextContent('Rp2.408.000,00');
    expect(api.get).toHaveBeenCalledWith('kurs/berlaku', {
      params: { mata_uang: 'USD', tanggal: '2026-03-02' },
      silent: true,
    });
  });

  it('submits a complete report and shows the number, the late warning and the negative-list hints', async () => {
    const saved = laporanFixture({
      nosig: 'GRA-2026-00007',
      status: 'TERKIRIM',
      status_nama: 'Terkirim',
      is_terlambat: true,
      can_edit: false,
    });
    routeApi({
      ...masterRoutes,
      'GET pelapor/list-individu': { items: [pelaporFixture(21, 'Budi Santoso')], total: 1 },
      'GET laporan/7': laporanFixture(),
      'POST laporan/save': {
        laporan: saved,
        is_terlambat: true,
        nl_hints: [
          { kode: 'ACARA', pesan: 'Pemberian pada acara pernikahan tidak wajib dilaporkan (negative list).' },
        ],
      },
    });
    const { router } = render('/individu/laporan-edit/7');
    await screen.findByText('Data Pelapor', undefined, { timeout: 30_000 });
    for (let i = 0; i < 5; i++) await next();
    // The checklist is what the reporter attaches, not a gate: nothing is called "wajib" that is not enforced.
    expect(await screen.findByLabelText('Undangan')).toBeInTheDocument();
    expect(screen.queryByText(/\(wajib\)/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Dokumen yang diperlukan untuk verifikasi belum dilampirkan'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Kirim Laporan/ }));
    expect(await screen.findByText('Pernyataan kebenaran laporan wajib dicentang')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText('Undangan'));
    expect(
      screen.queryByText('Dokumen yang diperlukan untuk verifikasi belum dilampirkan'),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Saya menyatakan/ }));
    await userEvent.click(screen.getByRole('button', { name: /Kirim Laporan/ }));
    await waitFor(() => expect(posted('laporan/save')).toHaveLength(1));
    expect(posted('laporan/save')[0]).toMatchObject({
      id: 7,
      pelapor_id: 21,
      jenis_peristiwa_id: 1,
      tanggal_penerimaan: '2026-03-02',
      checklist: [11],
      pernyataan_benar: true,
      rincian: [{ id: 31, nilai_taksiran: '100.00', mata_uang_kode: 'USD', jumlah: 1 }],
    });
    expect(await screen.findByText('Laporan berhasil dikirim')).toBeInTheDocument();
    expect(screen.getByText(/Nomor laporan: GRA-2026-00007/)).toBeInTheDocument();
    expect(screen.getByText('Laporan terlambat')).toBeInTheDocument();
    expect(screen.getByText(/acara pernikahan tidak wajib dilaporkan/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lihat Detail Laporan' }));
    expect(router.state.location.pathname).toBe('/individu/laporan-detail/7');
  });

  it('puts the server’s 422 messages under the fields and opens their step', async () => {
    const { ApiError } = await import('@/test/fakeApi');
    routeApi({
      ...masterRoutes,
      'GET pelapor/list-individu': { items: [pelaporFixture(21, 'Budi Santoso')], total: 1 },
      'GET laporan/7': laporanFixture({ pernyataan_benar: true }),
      'POST laporan/save': () => {
        throw new ApiError('Data tidak valid', 422, {
          tanggal_penerimaan: ['Tanggal penerimaan tidak boleh melewati hari ini'],
          'rincian.0.mata_uang_kode': ['Kurs USD pada tanggal 02-03-2026 belum tersedia'],
        });
      },
    });
    render('/individu/laporan-edit/7');
    await screen.findByText('Data Pelapor', undefined, { timeout: 30_000 });
    for (let i = 0; i < 5; i++) await next();
    await userEvent.click(screen.getByRole('checkbox', { name: /Saya menyatakan/ }));
    await userEvent.click(screen.getByRole('button', { name: /Kirim Laporan/ }));
    expect(await screen.findByText('Tanggal penerimaan tidak boleh melewati hari ini')).toBeInTheDocument();
    // The event step, which holds the first failing field, is the one shown.
    expect(screen.getByLabelText('Tempat Penerimaan')).toBeVisible();
    expect(screen.getByText(/Rincian ke-1 \(mata uang kode\): Kurs USD/)).toBeInTheDocument();
  });

  it('moves a new report to its edit route after the first draft, on the same step with its values', async () => {
    routeApi({
      ...masterRoutes,
      'GET pelapor/list-individu': { items: [pelaporFixture(21, 'Budi Santoso')], total: 1 },
      'POST laporan/draft': laporanFixture({ id: 44, jenis_peristiwa_id: null, rincian: [] }),
      'GET laporan/44': laporanFixture({ id: 44, jenis_peristiwa_id: null, rincian: [] }),
    });
    const { router } = render();
    expect(await screen.findByText('Data Pelapor', undefined, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Buat Laporan Gratifikasi' })).toBeInTheDocument();
    await next();
    await userEvent.type(await screen.findByLabelText('Tempat Penerimaan'), 'Bandung');
    await userEvent.click(screen.getByRole('button', { name: /Simpan Draf/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/individu/laporan-edit/44'));
    // Replaced, not pushed: going back does not reopen an empty create form.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(posted('laporan/draft')[0]).toMatchObject({ pelapor_id: 21, tempat_penerimaan: 'Bandung' });
    expect(await screen.findByRole('heading', { name: 'Ubah Laporan Gratifikasi' })).toBeInTheDocument();
    // Still on the event step, with what was typed.
    expect(screen.getByLabelText('Tempat Penerimaan')).toBeVisible();
    expect(screen.getByLabelText('Tempat Penerimaan')).toHaveValue('Bandung');

    // The next save updates that draft and stays put.
    await userEvent.click(screen.getByRole('button', { name: /Simpan Draf/ }));
    await waitFor(() => expect(posted('laporan/draft')[1]).toMatchObject({ id: 44, pelapor_id: 21 }));
    expect(router.state.location.pathname).toBe('/individu/laporan-edit/44');
  });

  it('opens the edit route on the step it was handed (a create form moved after its first draft)', async () => {
    routeApi({
      ...masterRoutes,
      'GET pelapor/list-individu': { items: [pelaporFixture(21, 'Budi Santoso')], total: 1 },
      'GET laporan/7': laporanFixture(),
    });
    const router = createMemoryRouter(routes, {
      initialEntries: [{ pathname: '/individu/laporan-edit/7', state: { step: 3 } }],
    });
    renderWith(
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(await screen.findByLabelText(/Kronologi/)).toBeVisible();
    expect(screen.getByLabelText('Tempat Penerimaan')).not.toBeVisible();
  });

  it('keeps both items added in the Rincian step, in the table and in the saved draft', async () => {
    routeApi({
      ...masterRoutes,
      'GET pelapor/list-individu': { items: [pelaporFixture(21, 'Budi Santoso')], total: 1 },
      'GET laporan/7': laporanFixture({ rincian: [] }),
      'POST laporan/draft': laporanFixture(),
    });
    render('/individu/laporan-edit/7');
    await screen.findByText('Data Pelapor', undefined, { timeout: 30_000 });
    await next();
    await next();
    const addItem = async (uraian: string, nilai: string) => {
      await userEvent.click(await screen.findByRole('button', { name: /Tambah Rincian/ }));
      const dialog = await screen.findByRole('dialog');
      await choose('Jenis Penerimaan', 'Uang');
      await choose('Jenis Objek', 'Uang Tunai');
      await userEvent.type(within(dialog).getByLabelText('Uraian Objek'), uraian);
      await userEvent.type(within(dialog).getByLabelText('Nilai Taksiran'), nilai);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Rincian' }));
      // The row appears in the items table (the modal stays mounted, hidden).
      expect(await within(screen.getByRole('table')).findByText(uraian)).toBeInTheDocument();
    };
    await addItem('Batik tulis', '750000');
    await addItem('Jam tangan', '1250000');

    const table = screen.getByRole('table');
    expect(within(table).getByText('Batik tulis')).toBeInTheDocument();
    expect(within(table).getByText('Jam tangan')).toBeInTheDocument();
    expect(screen.getByTestId('total-rincian')).toHaveTextContent('Rp2.000.000');

    await userEvent.click(screen.getByRole('button', { name: /Simpan Draf/ }));
    await waitFor(() => expect(posted('laporan/draft')).toHaveLength(1));
    const rincian = posted('laporan/draft')[0]?.rincian as Record<string, unknown>[];
    expect(rincian).toHaveLength(2);
    expect(rincian).toMatchObject([
      { uraian: 'Batik tulis', nilai_taksiran: '750000', mata_uang_kode: 'IDR', jenis_objek_id: 6 },
      { uraian: 'Jam tangan', nilai_taksiran: '1250000', mata_uang_kode: 'IDR', jenis_objek_id: 6 },
    ]);
  });

  it('reads the attachment limits from the public app configs, with the defaults only while they load', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const config = new Promise((resolve) => {
      answer = resolve;
    });
    routeApi({
      ...masterRoutes,
      'GET pelapor/list-individu': { items: [pelaporFixture(21, 'Budi Santoso')], total: 1 },
      'GET laporan/7': laporanFixture(),
      'GET app-configs/public': () => config,
    });
    const { container } = render('/individu/laporan-edit/7');
    await screen.findByText('Data Pelapor', undefined, { timeout: 30_000 });
    for (let i = 0; i < 4; i++) await next();
    expect(await screen.findByText(/Maksimal 10 MB per berkas, 10 berkas\./)).toBeVisible();

    answer({ upload_max_mb: 2, upload_max_files: 3, batas_lapor_kpk_hk: 30, batas_teruskan_upg_hk: 10 });
    expect(await screen.findByText(/Maksimal 2 MB per berkas, 3 berkas\./)).toBeVisible();
    expect(api.get).toHaveBeenCalledWith('app-configs/public', { silent: true });

    // A 5 MB file is refused on the client under the 2 MB limit in force (10 MB by default).
    const big = new File(['%PDF-1.4'], 'besar.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 });
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, big);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Ukuran berkas maksimal 2 MB'));
    expect(api.upload).not.toHaveBeenCalled();
  });
});
