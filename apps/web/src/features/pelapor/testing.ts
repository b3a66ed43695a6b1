import type { Pelapor } from '@gratifikasi/domain';

/** A pelapor as the API returns it, for component tests. */
export function pelaporOf(id: number, nama: string, extra: Partial<Pelapor> = {}): Pelapor {
  return {
    id,
    user_id: null,
    nama,
    nik: '3171015505900001',
    tempat_lahir: 'Jakarta',
    tanggal_lahir: '1990-05-15',
    jenis_kelamin: 'P',
    alamat: 'Jl. Merdeka No. 1',
    provinsi_id: 1,
    provinsi_nama: 'Jawa Barat',
    kota_kabupaten_id: 11,
    kota_kabupaten_nama: 'Kabupaten Bogor',
    kecamatan_id: null,
    kecamatan_nama: null,
    telepon: '081200000001',
    email: 'siti@contoh.go.id',
    instansi_id: 5,
    instansi_nama: 'Kementerian Keuangan',
    unit_kerja_id: 51,
    unit_kerja_nama: 'Direktorat Jenderal Pajak',
    sub_unit_kerja_id: null,
    sub_unit_kerja_nama: null,
    jabatan: 'Analis',
    golongan: 'IIIA',
    status_kedinasan_id: null,
    status_kedinasan_nama: null,
    upg_id: 3,
    created_by: 9,
    created_by_role: 'upg',
    created_at: '2026-11-01T02:00:00Z',
    updated_at: '2026-11-01T02:00:00Z',
    deleted_at: null,
    ...extra,
  };
}

const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, per_page: 100 });

type Opts = { params?: Record<string, unknown> } | undefined;

/** The dropdown GETs of the form: two provinces, their cities, two instansi and their units. */
export const DROPDOWNS = {
  'GET provinsis': page([
    { id: 1, nama: 'Jawa Barat' },
    { id: 2, nama: 'DKI Jakarta' },
  ]),
  'GET kota-kabupatens': (opts: Opts) =>
    page(
      [
        { id: 11, nama: 'Kabupaten Bogor', provinsi_id: 1 },
        { id: 21, nama: 'Kota Jakarta Pusat', provinsi_id: 2 },
      ].filter((k) => k.provinsi_id === Number(opts?.params?.provinsi_id)),
    ),
  'GET kecamatan': page([]),
  'GET instansi/list-all': page([
    { id: 5, nama: 'Kementerian Keuangan' },
    { id: 6, nama: 'Kementerian Dalam Negeri' },
  ]),
  'GET unitkerja': (opts: Opts) =>
    page(
      [
        { id: 51, nama: 'Direktorat Jenderal Pajak', instansi_id: 5 },
        { id: 61, nama: 'Direktorat Jenderal Otonomi Daerah', instansi_id: 6 },
      ].filter((u) => u.instansi_id === Number(opts?.params?.instansi_id)),
    ),
  'GET subunitkerja': page([]),
  'GET status-kedinasan': page([{ id: 1, nama: 'PNS' }]),
};
