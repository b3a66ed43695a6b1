import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { expectMessages } from '@/test/messages';
import { renderRoutes } from '@/test/render';
import { PelaporForm } from './PelaporForm';
import { DROPDOWNS, pelaporOf } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const onSubmit = vi.fn(async () => undefined);

beforeEach(() => {
  vi.clearAllMocks();
  routeApi({
    ...DROPDOWNS,
    'GET pelapor/check-nik/3171015505900001': {
      nik: '3171015505900001',
      valid: true,
      terdaftar: false,
      jenis_kelamin: 'P',
      tanggal_lahir: '1990-05-15',
      pesan: null,
    },
    'GET pelapor/check-nik/3201011201900003': {
      nik: '3201011201900003',
      valid: true,
      terdaftar: true,
      jenis_kelamin: 'L',
      tanggal_lahir: '1990-01-12',
      pesan: 'NIK sudah terdaftar sebagai pelapor',
    },
  });
});

const render = (pelapor?: ReturnType<typeof pelaporOf>) =>
  renderRoutes('/', [{ path: '/', element: <PelaporForm pelapor={pelapor} onSubmit={onSubmit} /> }]);

const optionsCalls = (path: string) =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([p]) => p === path)
    .map(([, opts]) => (opts as { params: Record<string, unknown> }).params);

describe('PelaporForm', { timeout: 60_000 }, () => {
  it('checks the NIK on blur: prefills the birth date and shows the gender read from it', async () => {
    render();
    const nik = screen.getByRole('textbox', { name: 'NIK' });
    await userEvent.type(nik, '3171015505900001');
    fireEvent.blur(nik);
    expect(await screen.findByText(/NIK valid · Perempuan · lahir 15-05-1990/)).toBeInTheDocument();
    expect(screen.getByTestId('jenis-kelamin')).toHaveTextContent('Perempuan');
    await waitFor(() => expect(screen.getByPlaceholderText('DD-MM-YYYY')).toHaveValue('15-05-1990'));
  });

  it('says when the NIK is already registered', async () => {
    render();
    const nik = screen.getByRole('textbox', { name: 'NIK' });
    await userEvent.type(nik, '3201011201900003');
    fireEvent.blur(nik);
    expect(await screen.findByRole('alert')).toHaveTextContent('NIK sudah terdaftar');
    expect(screen.getByTestId('jenis-kelamin')).toHaveTextContent('-');
  });

  it('refuses an empty form with the domain messages and does not submit', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expectMessages(
      'Nama wajib diisi',
      'NIK wajib diisi',
      'Provinsi wajib dipilih',
      'Instansi wajib dipilih',
      'Tanggal lahir wajib diisi',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cascades: the city waits for a province and is emptied when the province changes', async () => {
    render(pelaporOf(1, 'Siti Aminah'));
    expect(await screen.findByTitle('Kabupaten Bogor')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Provinsi'));
    await userEvent.click(await screen.findByTitle('DKI Jakarta'));
    await waitFor(() => expect(optionsCalls('kota-kabupatens').at(-1)).toMatchObject({ provinsi_id: 2 }));
    expect(screen.queryByTitle('Kabupaten Bogor')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Kota/Kabupaten'));
    await userEvent.click(await screen.findByTitle('Kota Jakarta Pusat'));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ provinsi_id: 2, kota_kabupaten_id: 21, tanggal_lahir: '1990-05-15' }),
    );
  });

  it('asks the jenis perubahan when an employment field changes, and sends it', async () => {
    render(pelaporOf(1, 'Siti Aminah'));
    expect(screen.queryByText('Jenis Perubahan')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Instansi'));
    await userEvent.click(await screen.findByTitle('Kementerian Dalam Negeri'));
    expect(await screen.findByText('Jenis Perubahan')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Mutasi'));
    await userEvent.click(screen.getByLabelText('Unit Kerja'));
    await userEvent.click(await screen.findByTitle('Direktorat Jenderal Otonomi Daerah'));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ instansi_id: 6, unit_kerja_id: 61, jenis_perubahan: 'MUTASI' }),
    );
  });

  it('shows the server 422 messages under their fields', async () => {
    onSubmit.mockRejectedValueOnce(
      Object.assign(new Error('invalid'), {
        errors: { tanggal_lahir: ['Tanggal lahir tidak sesuai dengan NIK'] },
      }),
    );
    render(pelaporOf(1, 'Siti Aminah'));
    await screen.findByTitle('Kabupaten Bogor');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Tanggal lahir tidak sesuai dengan NIK')).toBeInTheDocument();
  });
});
