import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { ApiError, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { TestProviders } from '@/test/render';
import { KursPajakPage } from './KursPajakPage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const periods = [
  {
    nomor_kmk: 'KMK 48/KM.10/2026',
    tanggal_mulai: '2026-11-18',
    tanggal_selesai: '2026-11-24',
    jumlah_mata_uang: 2,
  },
  {
    nomor_kmk: 'KMK 47/KM.10/2026',
    tanggal_mulai: '2026-11-11',
    tanggal_selesai: '2026-11-17',
    jumlah_mata_uang: 1,
  },
];
const rate = (kode: string, nama: string, nilai: string, p: (typeof periods)[number], id: number) => ({
  mata_uang_id: id,
  kode,
  nama,
  nilai,
  tanggal_mulai: p.tanggal_mulai,
  tanggal_selesai: p.tanggal_selesai,
  nomor_kmk: p.nomor_kmk,
});
const [newest, older] = periods as [(typeof periods)[number], (typeof periods)[number]];
const weeks: Record<string, unknown[]> = {
  '2026-11-18': [
    rate('EUR', 'Euro', '19300.50', newest, 2),
    rate('USD', 'Dolar Amerika Serikat', '16650', newest, 1),
  ],
  '2026-11-11': [rate('USD', 'Dolar Amerika Serikat', '16600.25', older, 1)],
};

function renderPage() {
  return render(
    <TestProviders>
      <MemoryRouter>
        <KursPajakPage />
      </MemoryRouter>
    </TestProviders>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['sysadmin']));
  routeApi({
    'GET mata-uang/list-penetapan': { items: periods, total: periods.length },
    'GET mata-uang/kurs-pajak': (opts: unknown) => {
      const tanggal = (opts as { params: { tanggal: string } }).params.tanggal;
      const items = weeks[tanggal] ?? [];
      return { tanggal, items, total: items.length };
    },
  });
});

describe('kurs pajak screen', () => {
  it('lists the KMK periods and the rates of the newest, then of the period chosen', async () => {
    renderPage();
    expect(await screen.findByText('KMK 48/KM.10/2026', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('18-11-2026 s.d. 24-11-2026', { selector: 'td' })).toBeInTheDocument();
    expect(await screen.findByText('19.300,50')).toBeInTheDocument();
    expect(screen.getByText('16.650,00')).toBeInTheDocument();

    await userEvent.click(screen.getByText('KMK 47/KM.10/2026', { selector: 'td' }));
    expect(await screen.findByText('16.600,25')).toBeInTheDocument();
    expect(screen.queryByText('19.300,50')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('mata-uang/kurs-pajak', { params: { tanggal: '2026-11-11' } });
  });

  it('uploads a KMK file and shows the row report with the template column names', async () => {
    const errors = { '3.mata_uang_id': ['Mata uang QQQ tidak dikenal'], '4.nilai': ['Harus berupa angka'] };
    vi.mocked(api.upload).mockRejectedValue(
      Object.assign(new ApiError('Harus berupa angka', 422, errors), {
        body: {
          message: 'Impor gagal: 2 baris tidak valid. Tidak ada data yang disimpan.',
          errors,
          data: null,
        },
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Impor KMK/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Unduh templat/ }));
    expect(api.download).toHaveBeenCalledWith('kurs-pajak/template');

    const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'kmk.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
    expect(
      await within(dialog).findByText('Impor gagal: 2 baris tidak valid. Tidak ada data yang disimpan.'),
    ).toBeInTheDocument();
    expect(api.upload).toHaveBeenCalledWith('kurs-pajak/import', file, {}, { silent: true });
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows).toEqual([
      ['3', 'Kode Mata Uang', 'Mata uang QQQ tidak dikenal'],
      ['4', 'Nilai', 'Harus berupa angka'],
    ]);
  });

  it('refreshes the periods after a successful import', async () => {
    vi.mocked(api.upload).mockResolvedValue({
      data: { inserted: 2 },
      message: 'Impor berhasil: 2 kurs pajak disimpan.',
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Impor KMK/ }));
    const dialog = await screen.findByRole('dialog');
    const before = vi
      .mocked(api.get)
      .mock.calls.filter(([path]) => path === 'mata-uang/list-penetapan').length;
    await userEvent.upload(
      dialog.querySelector('input[type=file]') as HTMLInputElement,
      new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'kmk.xlsx'),
    );
    expect(await within(dialog).findByText('Impor berhasil: 2 kurs pajak disimpan.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        vi.mocked(api.get).mock.calls.filter(([path]) => path === 'mata-uang/list-penetapan').length,
      ).toBeGreaterThan(before),
    );
  });

  it('offers no import to a role that does not manage masters', async () => {
    signIn(profileWith(['direktur']));
    renderPage();
    expect(await screen.findByText('KMK 48/KM.10/2026', { selector: 'td' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Impor KMK/ })).not.toBeInTheDocument();
  });
});
