import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { ApiError, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { page, renderMaster, row } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const usd = row({
  id: 1,
  mata_uang_id: 2,
  tanggal: '2026-03-02',
  nilai: '16250.50',
  sumber: 'Bank Indonesia',
  labels: { mata_uang_id: 'USD' },
});
const xlsx = () =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'kurs.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  signIn(profileWith(['sysadmin']));
  routeApi({ 'GET admin/masters/kurs': page([usd]) });
});

async function openImport() {
  renderMaster('kurs');
  // Dates show as DD-MM-YYYY and decimals in Indonesian notation.
  expect(await screen.findByText('02-03-2026')).toBeInTheDocument();
  expect(screen.getByText('16.250,50')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Impor Excel/ }));
  return screen.findByRole('dialog');
}

describe('master import', () => {
  it('shows the row report of a rejected file with the header message', async () => {
    const errors = { '4.nilai': ['Harus berupa angka'], '2.mata_uang_id': ['Pilihan tidak valid'] };
    // Like the real client: the error's message is worded from the field errors, the body keeps the header.
    const failure = Object.assign(new ApiError('Harus berupa angka, Pilihan tidak valid', 422, errors), {
      body: {
        message: 'Impor gagal: 2 baris tidak valid. Tidak ada data yang disimpan.',
        errors,
        data: null,
      },
    });
    vi.mocked(api.upload).mockRejectedValue(failure);
    const dialog = await openImport();
    await userEvent.click(within(dialog).getByRole('button', { name: /Unduh templat/ }));
    expect(api.download).toHaveBeenCalledWith('admin/masters/kurs/import-template');

    await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, xlsx());
    expect(
      await within(dialog).findByText('Impor gagal: 2 baris tidak valid. Tidak ada data yang disimpan.'),
    ).toBeInTheDocument();
    expect(api.upload).toHaveBeenCalledWith(
      'admin/masters/kurs/import',
      expect.any(File),
      {},
      { silent: true },
    );
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Baris', 'Kolom', 'Pesan']);
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows).toEqual([
      ['2', 'Mata Uang', 'Pilihan tidak valid'],
      ['4', 'Nilai (Rp)', 'Harus berupa angka'],
    ]);
  });

  it('shows any other failure in the dialog, since the upload is silent', async () => {
    vi.mocked(api.upload).mockRejectedValue(new ApiError('Berkas harus berformat .xlsx', 415));
    const dialog = await openImport();
    await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, xlsx());
    expect(await within(dialog).findByText('Berkas harus berformat .xlsx')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('reports how many rows were imported and refreshes the list', async () => {
    vi.mocked(api.upload).mockResolvedValue({ data: { inserted: 12 }, message: '12 data berhasil diimpor' });
    const dialog = await openImport();
    const listCalls = vi.mocked(api.get).mock.calls.length;
    await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, xlsx());
    expect(await within(dialog).findByText('12 data berhasil diimpor')).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(api.get).mock.calls.length).toBeGreaterThan(listCalls));
  });
});
