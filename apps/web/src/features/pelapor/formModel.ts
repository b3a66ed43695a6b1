import { API_DATE_FORMAT, type Pelapor, type PelaporPayload } from '@gratifikasi/domain';
import type { FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export const DATE_FORMAT = 'DD-MM-YYYY';

/** The form's values: ids as numbers, dates as Dayjs. */
export interface PelaporFormValues {
  nama?: string;
  nik?: string;
  tempat_lahir?: string;
  tanggal_lahir?: Dayjs | null;
  alamat?: string;
  provinsi_id?: number | null;
  kota_kabupaten_id?: number | null;
  kecamatan_id?: number | null;
  telepon?: string;
  email?: string;
  instansi_id?: number | null;
  unit_kerja_id?: number | null;
  sub_unit_kerja_id?: number | null;
  jabatan?: string;
  golongan?: string | null;
  status_kedinasan_id?: number | null;
  jenis_perubahan?: 'UBAH' | 'MUTASI' | 'RANGKAP';
  berlaku_mulai?: Dayjs | null;
  keterangan_perubahan?: string;
}

/** The employment fields whose change is recorded in the riwayat with a jenis perubahan. */
export const EMPLOYMENT_FIELDS = [
  'instansi_id',
  'unit_kerja_id',
  'sub_unit_kerja_id',
  'jabatan',
  'golongan',
  'status_kedinasan_id',
] as const;

/** Choosing a parent empties its children (province → city → district, instansi → unit → sub unit). */
export const CASCADE: Readonly<Record<string, readonly (keyof PelaporFormValues)[]>> = {
  provinsi_id: ['kota_kabupaten_id', 'kecamatan_id'],
  kota_kabupaten_id: ['kecamatan_id'],
  instansi_id: ['unit_kerja_id', 'sub_unit_kerja_id'],
  unit_kerja_id: ['sub_unit_kerja_id'],
};

export function initialValues(p: Pelapor | null | undefined): PelaporFormValues {
  if (!p) return { jenis_perubahan: 'UBAH' };
  return {
    nama: p.nama,
    nik: p.nik ?? '',
    tempat_lahir: p.tempat_lahir ?? '',
    tanggal_lahir: p.tanggal_lahir ? dayjs(p.tanggal_lahir) : null,
    alamat: p.alamat ?? '',
    provinsi_id: p.provinsi_id,
    kota_kabupaten_id: p.kota_kabupaten_id,
    kecamatan_id: p.kecamatan_id,
    telepon: p.telepon ?? '',
    email: p.email ?? '',
    instansi_id: p.instansi_id,
    unit_kerja_id: p.unit_kerja_id,
    sub_unit_kerja_id: p.sub_unit_kerja_id,
    jabatan: p.jabatan ?? '',
    golongan: p.golongan,
    status_kedinasan_id: p.status_kedinasan_id,
    jenis_perubahan: 'UBAH',
  };
}

/** True when an employment field differs from the saved pelapor (an edit that writes a riwayat row). */
export function employmentChanged(p: Pelapor | null | undefined, values: PelaporFormValues): boolean {
  if (!p) return false;
  return EMPLOYMENT_FIELDS.some((f) => (p[f] ?? null) !== (values[f] ?? null));
}

const apiDate = (d: Dayjs | null | undefined) => (d ? d.format(API_DATE_FORMAT) : '');

export function toPayload(values: PelaporFormValues, changed: boolean): PelaporPayload {
  return {
    nama: values.nama ?? '',
    nik: values.nik ?? '',
    tempat_lahir: values.tempat_lahir ?? '',
    tanggal_lahir: apiDate(values.tanggal_lahir),
    alamat: values.alamat ?? '',
    provinsi_id: values.provinsi_id ?? 0,
    kota_kabupaten_id: values.kota_kabupaten_id ?? 0,
    kecamatan_id: values.kecamatan_id ?? null,
    telepon: values.telepon ?? '',
    email: values.email ?? '',
    instansi_id: values.instansi_id ?? 0,
    unit_kerja_id: values.unit_kerja_id ?? null,
    sub_unit_kerja_id: values.sub_unit_kerja_id ?? null,
    jabatan: values.jabatan ?? '',
    golongan: (values.golongan ?? null) as PelaporPayload['golongan'],
    status_kedinasan_id: values.status_kedinasan_id ?? null,
    ...(changed
      ? {
          jenis_perubahan: values.jenis_perubahan ?? 'UBAH',
          berlaku_mulai: values.berlaku_mulai ? apiDate(values.berlaku_mulai) : null,
          keterangan_perubahan: values.keterangan_perubahan?.trim() || null,
        }
      : {}),
  };
}

/** Puts a 422's field messages under the form's fields; other failures were already shown by the api client. */
export function showFieldErrors(form: FormInstance, error: unknown): boolean {
  const errors = (error as { errors?: Record<string, string[]> | null } | null)?.errors;
  if (!errors) return false;
  form.setFields(
    Object.entries(errors).map(([name, messages]) => ({ name: name.split('.'), errors: messages })),
  );
  return true;
}
