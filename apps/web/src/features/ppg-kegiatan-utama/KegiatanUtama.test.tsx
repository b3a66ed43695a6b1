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

const tahun = new Date().getFullYear();
const item = {
  id: 3,
  tahun,
  nama: 'Gerakan Nasional Pengendalian Gratifikasi',
  tujuan: 'Setiap instansi memiliki UPG',
  tanggal_mulai: `${tahun}-02-01`,
  tanggal_selesai: `${tahun}-11-30`,
  jumlah_kegiatan: 1,
  jumlah_rencana: 2,
  jumlah_instansi: 2,
  versi: 4,
  updated_at: `${tahun}-03-01T00:00:00Z`,
};
const detail = {
  ...item,
  deskripsi: 'Kegiatan unggulan.',
  dapat_diubah: true,
  kegiatan: [
    {
      id: 9,
      judul: 'Sosialisasi gerakan nasional',
      tanggal_mulai: `${tahun}-03-01`,
      tanggal_selesai: `${tahun}-03-01`,
      status: 'SELESAI',
      status_label: 'Siklus Kegiatan Selesai',
    },
  ],
  rencana: [
    {
      id: 1,
      instansi: 'Kementerian Keuangan',
      uraian: 'Sosialisasi pegawai',
      satuan: 'kegiatan',
      target: 4,
      status_rencana: 'approved',
    },
  ],
};

beforeAll(async () => {
  await Promise.all(['kpk-kpk-kegiatan-utama', 'upg-ppg-kegiatan-utama'].map((n) => SCREENS[n]?.()));
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
});

describe('kegiatan utama', () => {
  it('lists the year’s main activities, shows one with what links to it, and saves a change at its version', {
    timeout: 60_000,
  }, async () => {
    signIn(profileWith(['ketua_group_ppg']));
    const saved = vi.fn(() => ({ id: 3, versi: 5 }));
    routeApi({
      'GET kegiatan-utama': { items: [item], total: 1, page: 1, per_page: 20 },
      'GET kegiatan-utama/3': detail,
      'PUT kegiatan-utama/3': saved,
    });
    renderRoutes('/kpk/kpk-kegiatan-utama');
    await userEvent.click(await screen.findByRole('button', { name: item.nama }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Sosialisasi gerakan nasional')).toBeInTheDocument();
    expect(within(drawer).getByText('Kementerian Keuangan')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Ubah' }));
    expect(await screen.findByText('Ubah Kegiatan Utama')).toBeInTheDocument();
    const nama = await screen.findByLabelText('Nama kegiatan utama');
    await userEvent.clear(nama);
    await userEvent.type(nama, 'Gerakan Nasional UPG');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(
        'kegiatan-utama/3',
        expect.objectContaining({ nama: 'Gerakan Nasional UPG', versi: 4, tahun }),
      ),
    );
  });

  it('offers no changes to a member', { timeout: 60_000 }, async () => {
    signIn(profileWith(['anggota_tim_ppg']));
    routeApi({
      'GET kegiatan-utama': { items: [item], total: 1, page: 1, per_page: 20 },
      'GET kegiatan-utama/3': { ...detail, dapat_diubah: false },
    });
    renderRoutes('/kpk/kpk-kegiatan-utama');
    expect(await screen.findByRole('button', { name: item.nama })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tambah Kegiatan Utama/ })).toBeNull();
  });

  it('shows the UPG its part in each main activity', { timeout: 60_000 }, async () => {
    signIn(profileWith(['upg']));
    routeApi({
      'GET upg/kegiatan-utama': {
        tahun,
        items: [
          {
            id: 3,
            nama: item.nama,
            tujuan: item.tujuan,
            tanggal_mulai: item.tanggal_mulai,
            tanggal_selesai: item.tanggal_selesai,
            rencana: [
              {
                id: 1,
                uraian: 'Sosialisasi pegawai',
                satuan: 'kegiatan',
                target: 4,
                status_rencana: 'approved',
              },
            ],
            kegiatan: [],
          },
        ],
      },
    });
    renderRoutes('/upg/ppg-kegiatan-utama');
    expect(await screen.findByText(item.nama)).toBeInTheDocument();
    expect(screen.getByText(/Sosialisasi pegawai — target 4 kegiatan/)).toBeInTheDocument();
    expect(screen.getByText('Belum ada kegiatan KPK untuk instansi Anda')).toBeInTheDocument();
  });
});
