import type { AdminLaporanDetail } from '@gratifikasi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { LaporanDataDetailPage } from './LaporanDataDetailPage';
import { LaporanDataPage } from './LaporanDataPage';
import { RincianDataPage } from './RincianDataPage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const row = {
  id: 7,
  nosig: 'GRA-2026-00007',
  status: 'VERIFIKASI',
  status_nama: 'Verifikasi',
  step: 'f30',
  kanal: 'INDIVIDU',
  pelapor_nama: 'Budi Santoso',
  pelapor_nik: '3174011505800001',
  instansi_id: 3,
  instansi_nama: 'Kementerian Keuangan',
  tanggal_penerimaan: '2026-03-02',
  tanggal_lapor: '2026-03-05',
  total_nilai: '2500000.00',
};

const detail = (over: Partial<AdminLaporanDetail> = {}): AdminLaporanDetail => ({
  laporan: {
    ...row,
    version: 4,
    status_penomoran: null,
    tempat_penerimaan: 'Kantor Pusat',
    nama_pemberi: 'PT Maju Jaya',
    instansi_pemberi: 'PT Maju Jaya',
    alamat_pemberi: 'Jl. Sudirman 1',
    batas_lapor: '2026-04-14',
    is_terlambat: false,
    submitted_at: '2026-03-05T03:00:00Z',
  },
  pelapor: {
    id: 2,
    nama: 'Budi Santoso',
    nik: '3174011505800001',
    telepon: '0811111111',
    email: 'budi@contoh.go.id',
    alamat: 'Jakarta',
  },
  rincian: [
    {
      id: 11,
      uraian: 'Telepon genggam',
      jenis_objek_nama: 'Elektronik',
      status_penerimaan: 'DITERIMA',
      jumlah: 1,
      satuan: 'unit',
      nilai_taksiran: '2500000.00',
      mata_uang_kode: 'IDR',
      kurs: '1',
      nilai_rupiah: '2500000.00',
      keterangan: null,
    },
  ],
  putusan_ditetapkan: false,
  field_dapat_dikoreksi: ['tempat_penerimaan', 'pelapor_email', 'rincian_nilai_taksiran'],
  koreksi: [
    {
      id: 90,
      field: 'nama_pemberi',
      label: 'Nama pemberi',
      rincian_id: null,
      nilai_lama: 'PT Maju',
      nilai_baru: 'PT Maju Jaya',
      alasan: 'Nama pemberi tertulis tidak lengkap.',
      user_nama: 'Demo Sysadmin',
      role_name: 'sysadmin',
      created_at: '2026-03-06T02:00:00Z',
    },
  ],
  ...over,
});

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, per_page: 20 });

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['sysadmin']));
});

describe('Data Laporan list', () => {
  it('lists every report with reporter, NIK and step, searches on the server and exports the filtered set', async () => {
    routeApi({ 'GET admin/laporans': page([row]), 'GET instansi/list-all': page([]) });
    renderRoutes('/admin/laporans', [{ path: '/admin/laporans', element: <LaporanDataPage /> }]);
    expect(await screen.findByText('GRA-2026-00007')).toBeInTheDocument();
    expect(screen.getByText('NIK 3174011505800001')).toBeInTheDocument();
    expect(screen.getByText('Rp2.500.000,00')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), '3174011505{Enter}');
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(
        'admin/laporans',
        expect.objectContaining({ params: expect.objectContaining({ q: '3174011505' }) }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: /Ekspor Excel/ }));
    expect(api.download).toHaveBeenCalledWith('admin/laporans/export', { params: { q: '3174011505' } });
  });

  it('lists the items with their report number', async () => {
    routeApi({
      'GET admin/rincian-laporans': page([
        {
          id: 11,
          laporan_id: 7,
          nosig: 'GRA-2026-00007',
          status: 'VERIFIKASI',
          status_nama: 'Verifikasi',
          pelapor_nama: 'Budi Santoso',
          instansi_nama: null,
          tanggal_penerimaan: '2026-03-02',
          uraian: 'Telepon genggam',
          jenis_objek_nama: 'Elektronik',
          status_penerimaan: 'DITERIMA',
          jumlah: 1,
          satuan: 'unit',
          nilai_taksiran: '2500000.00',
          mata_uang_kode: 'IDR',
          nilai_rupiah: '2500000.00',
        },
      ]),
      'GET instansi/list-all': page([]),
    });
    renderRoutes('/admin/rincian-laporans', [
      { path: '/admin/rincian-laporans', element: <RincianDataPage /> },
    ]);
    expect(await screen.findByText('Telepon genggam')).toBeInTheDocument();
    expect(screen.getByText('GRA-2026-00007')).toBeInTheDocument();
  });
});

describe('Detail Laporan (admin)', () => {
  const open = () =>
    renderRoutes('/admin/admin-laporan-detail/7', [
      { path: '/admin/admin-laporan-detail/:id', element: <LaporanDataDetailPage /> },
    ]);

  it('shows the items and the history of corrections', async () => {
    routeApi({ 'GET admin/laporans/7': detail(), 'GET instansi/list-all': page([]) });
    open();
    expect(await screen.findByText('Detail Laporan GRA-2026-00007')).toBeInTheDocument();
    expect(screen.getByText('Telepon genggam')).toBeInTheDocument();
    expect(screen.getByText('Nama pemberi tertulis tidak lengkap.')).toBeInTheDocument();
    expect(screen.getByText('Demo Sysadmin (Sysadmin)')).toBeInTheDocument();
  });

  it('corrects a field: checked like the original, confirmed with old and new value, posted with the version', async () => {
    const koreksi = vi.fn(() => detail());
    routeApi({
      'GET admin/laporans/7': detail(),
      'GET instansi/list-all': page([]),
      'POST admin/laporans/7/koreksi': koreksi,
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: /Koreksi Data/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Data yang dikoreksi' }));
    await userEvent.click(await screen.findByText('Email pelapor'));
    expect(within(dialog).getByRole('textbox', { name: 'Nilai saat ini' })).toHaveValue('budi@contoh.go.id');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nilai baru' }), 'bukan-email');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Alasan koreksi' }),
      'Salah ketik email.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    expect(await within(dialog).findByText('Format email tidak valid')).toBeInTheDocument();

    const nilai = within(dialog).getByRole('textbox', { name: 'Nilai baru' });
    await userEvent.clear(nilai);
    await userEvent.type(nilai, 'budi.santoso@contoh.go.id');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    expect(await within(dialog).findByText('Periksa kembali koreksi ini')).toBeInTheDocument();
    expect(within(dialog).getByText('budi.santoso@contoh.go.id')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan Koreksi' }));
    await waitFor(() =>
      expect(koreksi).toHaveBeenCalledWith({
        field: 'pelapor_email',
        nilai: 'budi.santoso@contoh.go.id',
        alasan: 'Salah ketik email.',
        versi: 4,
      }),
    );
  });

  it('shows the server’s refusal on the form', async () => {
    routeApi({
      'GET admin/laporans/7': detail(),
      'GET instansi/list-all': page([]),
      'POST admin/laporans/7/koreksi': () => {
        throw new ApiError('Data yang dikirim tidak valid', 422, {
          field: ['Tempat penerimaan sudah menjadi dasar penetapan dan tidak dapat dikoreksi'],
        });
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: /Koreksi Data/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Data yang dikoreksi' }));
    await userEvent.click(await screen.findByText('Tempat penerimaan'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nilai baru' }), 'Ruang rapat');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Alasan koreksi' }), 'Tempat tertukar.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Simpan Koreksi' }));
    expect(await within(dialog).findByText(/sudah menjadi dasar penetapan/)).toBeInTheDocument();
  });

  it('says when the decision is taken and offers only what stays correctable', async () => {
    routeApi({
      'GET admin/laporans/7': detail({
        putusan_ditetapkan: true,
        field_dapat_dikoreksi: ['pelapor_telepon'],
      }),
      'GET instansi/list-all': page([]),
    });
    open();
    expect(await screen.findByText('Keputusan atas laporan ini sudah ditetapkan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Koreksi Data/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Data yang dikoreksi' }));
    expect(await screen.findByText('Telepon pelapor')).toBeInTheDocument();
    expect(screen.queryByText('Nilai taksiran objek')).not.toBeInTheDocument();
  });

  it('explains why a draft offers no correction', async () => {
    routeApi({
      'GET admin/laporans/7': detail({
        laporan: { ...detail().laporan, nosig: null, status: 'DRAFT', status_nama: 'Draf' },
        field_dapat_dikoreksi: [],
      }),
      'GET instansi/list-all': page([]),
    });
    open();
    expect(await screen.findByText('Laporan masih draf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Koreksi Data/ })).toBeDisabled();
  });

  it('answers not-found for an unknown report', async () => {
    routeApi({ 'GET instansi/list-all': page([]) });
    open();
    expect(await screen.findByText('Halaman tidak ditemukan')).toBeInTheDocument();
  });
});
