import type { LaporanImportResult } from '@gratifikasi/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { ApiError } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { TestProviders } from '@/test/render';
import { rowsFromErrors } from '@/ui/import/CheckedImport';
import { LaporanImportPage } from './LaporanImportPage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const badReport: LaporanImportResult = {
  valid: false,
  total_rows: 3,
  valid_rows: 2,
  total_laporan: 3,
  rows: [
    { row: 2, key: 'L1', errors: [] },
    {
      row: 3,
      key: 'L2',
      errors: ['nik_pelapor: Pelapor dengan NIK 3171010303900003 belum terdaftar di UPG Anda'],
    },
    { row: 4, key: 'L3', errors: [] },
  ],
};
const goodReport: LaporanImportResult = {
  valid: true,
  total_rows: 2,
  valid_rows: 2,
  total_laporan: 2,
  rows: [
    { row: 2, key: 'L1', errors: [] },
    { row: 3, key: 'L2', errors: [] },
  ],
};

const xlsx = (name: string) =>
  new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

function renderPage() {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={['/upg/laporan-import']}>
        <Routes>
          <Route path="/upg/laporan-import" element={<LaporanImportPage />} />
          <Route path="/upg/laporan" element={<p>Daftar laporan UPG</p>} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: /Simpan/ });

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['upg']));
});

describe('UPG laporan import screen', () => {
  it('downloads the template', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: /Unduh templat/ }));
    expect(api.download).toHaveBeenCalledWith('laporan/import-template');
  });

  it('shows the row-by-row report and keeps Simpan disabled while a row is bad', async () => {
    vi.mocked(api.upload).mockResolvedValueOnce({ data: badReport, message: '1 dari 3 baris tidak valid.' });
    renderPage();
    expect(saveButton()).toBeDisabled();
    await userEvent.upload(fileInput(), xlsx('laporan.xlsx'));
    expect(
      await screen.findByText('1 dari 3 baris tidak valid. Perbaiki berkas lalu unggah kembali.'),
    ).toBeVisible();
    expect(api.upload).toHaveBeenCalledWith('laporan/import', expect.any(File), {}, { silent: true });
    expect(
      screen.getByText('nik_pelapor: Pelapor dengan NIK 3171010303900003 belum terdaftar di UPG Anda'),
    ).toBeVisible();
    expect(screen.getAllByText('Valid')).toHaveLength(2);
    expect(screen.getByText('Tidak valid')).toBeVisible();
    expect(screen.getByText('laporan.xlsx')).toBeVisible();
    expect(saveButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: /hanya baris bermasalah/ }));
    expect(screen.queryByText('L1')).toBeNull();
    expect(screen.getByText('L2')).toBeVisible();
  });

  it('saves a valid file and links to the report list', async () => {
    vi.mocked(api.upload)
      .mockResolvedValueOnce({ data: goodReport })
      .mockResolvedValueOnce({
        data: {
          created: 2,
          laporan: [
            { key: 'L1', id: 11, nosig: '0001/GRAT/2026' },
            { key: 'L2', id: 12, nosig: '0002/GRAT/2026' },
          ],
        },
      });
    renderPage();
    await userEvent.upload(fileInput(), xlsx('baik.xlsx'));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(saveButton());
    expect(await screen.findByText('2 laporan berhasil disimpan')).toBeVisible();
    expect(api.upload).toHaveBeenLastCalledWith(
      'laporan/save-import',
      expect.any(File),
      {},
      { silent: true },
    );
    expect(screen.getByText('0002/GRAT/2026')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Lihat daftar laporan' }));
    expect(await screen.findByText('Daftar laporan UPG')).toBeVisible();
  });

  it('shows the row report of a refused save and of a refused file', async () => {
    vi.mocked(api.upload)
      .mockResolvedValueOnce({ data: goodReport })
      .mockRejectedValueOnce(
        new ApiError('Impor dibatalkan: 1 baris tidak valid. Tidak ada laporan yang disimpan.', 422, {
          '3.mata_uang': ['Kurs USD pada tanggal 06-01-2020 belum tersedia'],
        }),
      )
      .mockRejectedValueOnce(
        new ApiError('Kolom wajib tidak ditemukan di baris judul', 422, {
          file: ['Kolom "kronologi" tidak ada'],
        }),
      );
    renderPage();
    await userEvent.upload(fileInput(), xlsx('a.xlsx'));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(saveButton());
    expect(await screen.findByText(/Impor dibatalkan: 1 baris tidak valid/)).toBeVisible();
    expect(screen.getByText('mata_uang: Kurs USD pada tanggal 06-01-2020 belum tersedia')).toBeVisible();
    expect(screen.getByText('L2')).toBeVisible();
    expect(saveButton()).toBeDisabled();

    await userEvent.upload(fileInput(), xlsx('b.xlsx'));
    expect(await screen.findByText('Kolom wajib tidak ditemukan di baris judul')).toBeVisible();
    expect(screen.getByText('Kolom "kronologi" tidak ada')).toBeVisible();
    expect(saveButton()).toBeDisabled();
  });
});

describe('rowsFromErrors', () => {
  it('groups <row>.<column> errors by row and keeps file errors apart', () => {
    expect(
      rowsFromErrors({ '5.jumlah': ['Jumlah harus angka'], '3.nik_pelapor': ['Salah'], file: ['Rusak'] }),
    ).toEqual({
      rows: [
        { row: 3, key: '', errors: ['nik_pelapor: Salah'] },
        { row: 5, key: '', errors: ['jumlah: Jumlah harus angka'] },
      ],
      file: ['Rusak'],
    });
  });
});
