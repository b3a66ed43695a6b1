import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { session } from '@/platform/session';
import { routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import { IndividuPelaporPage } from './IndividuPelaporPage';
import { DROPDOWNS, pelaporOf } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', async () => {
  const fake = await import('@/test/fakeSession');
  return { ...fake, session: Object.assign(fake.session, { reloadProfile: vi.fn(async () => undefined) }) };
});

const empty = { items: [], total: 0, page: 1, per_page: 100 };

const render = () =>
  renderRoutes('/individu/pelapor', [
    { path: '/individu/pelapor', element: <IndividuPelaporPage /> },
    { path: '/individu/beranda', element: <p>beranda individu</p> },
    { path: '/individu/pelapor-edit', element: <p>ubah pelapor</p> },
  ]);

beforeEach(() => {
  vi.clearAllMocks();
});

describe('IndividuPelaporPage', { timeout: 60_000 }, () => {
  it('asks a new individu to complete the pelapor data, then refreshes the profile and opens the beranda', async () => {
    const saved = pelaporOf(7, 'Siti Aminah', { user_id: 1 });
    routeApi({
      ...DROPDOWNS,
      'GET pelapor/list-individu': empty,
      'POST pelapor': saved,
      'GET pelapor/check-nik/3171015505900001': {
        nik: '3171015505900001',
        valid: true,
        terdaftar: false,
        jenis_kelamin: 'P',
        tanggal_lahir: '1990-05-15',
        pesan: null,
      },
    });
    const { router } = render();
    expect(await screen.findByText('Lengkapi Data Pelapor')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama wajib diisi')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    const nik = screen.getByRole('textbox', { name: 'NIK' });
    await userEvent.type(nik, '3171015505900001');
    fireEvent.blur(nik);
    await waitFor(() => expect(screen.getByPlaceholderText('DD-MM-YYYY')).toHaveValue('15-05-1990'));
    const fill = async (label: string, text: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
    await fill('Nama Lengkap', 'Siti Aminah');
    await fill('Tempat Lahir', 'Jakarta');
    await fill('Nomor Telepon', '081200000001');
    await fill('Email', 'siti@contoh.go.id');
    await fill('Alamat', 'Jl. Merdeka No. 1');
    await fill('Jabatan', 'Analis');
    const pick = async (label: string, option: string) => {
      await userEvent.click(screen.getByLabelText(label));
      await userEvent.click(await screen.findByTitle(option));
    };
    await pick('Provinsi', 'Jawa Barat');
    await pick('Kota/Kabupaten', 'Kabupaten Bogor');
    await pick('Instansi', 'Kementerian Keuangan');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/individu/beranda'));
    expect(api.post).toHaveBeenCalledWith(
      'pelapor',
      expect.objectContaining({
        nik: '3171015505900001',
        tanggal_lahir: '1990-05-15',
        provinsi_id: 1,
        kota_kabupaten_id: 11,
        instansi_id: 5,
      }),
    );
    expect(session.reloadProfile).toHaveBeenCalled();
  });

  it('lists the individu own pelapor data with an edit link', async () => {
    routeApi({
      ...DROPDOWNS,
      'GET pelapor/list-individu': { ...empty, items: [pelaporOf(7, 'Siti Aminah')], total: 1 },
    });
    const { router } = render();
    expect(await screen.findByText('Siti Aminah')).toBeInTheDocument();
    expect(screen.getByText('Kementerian Keuangan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ubah' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/individu/pelapor-edit'));
    expect(router.state.location.search).toBe('?id=7');
  });
});
