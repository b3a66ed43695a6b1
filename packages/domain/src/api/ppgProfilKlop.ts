import { z } from 'zod';
import { JENIS_RENCANA_KERJA_KODES, STATUS_RENCANA_KERJA } from '../ppg/profil-klop';
import { apiDateSchema, idSchema, pageNumberSchema } from '../validation/input';
import { mediaInfoSchema } from './laporan';

/** The payloads of `profile-klop` and `rencana-kerja` (issue 25 §2): the institution's year and its work plan. */

const teks = (label: string, max: number) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);
const opsional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .nullish()
    .transform((v) => (v ? v : null));
const jumlah = (label: string, max = 10_000_000) =>
  z
    .number({ message: `${label} wajib diisi` })
    .int(`${label} harus bilangan bulat`)
    .min(0, `${label} tidak boleh negatif`)
    .max(max, `${label} maksimal ${max}`);

export const tahunParamSchema = z.coerce
  .number({ message: 'Tahun tidak valid' })
  .int('Tahun tidak valid')
  .min(2010, 'Tahun tidak valid')
  .max(2100, 'Tahun tidak valid');

const tahapSchema = z.object({ selesai: z.boolean(), keterangan: opsional('Keterangan', 2000) });
export const anggotaUpgSchema = z.object({ nama: teks('Nama', 255), jabatan: teks('Jabatan', 255) });
export const kontakKlopSchema = z.object({
  nama: teks('Nama', 255),
  jabatan: opsional('Jabatan', 255),
  telepon: opsional('Telepon', 50),
  email: z
    .email('Email tidak valid')
    .max(255)
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
});

/** `PUT profile-klop/{tahun}`: the year's profile; `revisi` 0 creates it, else the revision the editor read (409). */
export const profilKlopBodySchema = z.object({
  alamat: opsional('Alamat', 500),
  telepon: opsional('Telepon', 50),
  email: z
    .email('Email tidak valid')
    .max(255)
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  website: opsional('Website', 255),
  jumlah_pegawai: jumlah('Jumlah pegawai'),
  sk_upg_nomor: opsional('Nomor SK UPG', 100),
  sk_upg_tanggal: apiDateSchema.nullish().transform((v) => v ?? null),
  anggota_upg: z.array(anggotaUpgSchema).max(50, 'Maksimal 50 anggota UPG'),
  aturan_internal_id: z
    .number()
    .int()
    .positive('Aturan internal tidak valid')
    .nullish()
    .transform((v) => v ?? null),
  komitmen_pimpinan: opsional('Komitmen pimpinan', 5000),
  kontak: z.array(kontakKlopSchema).max(10, 'Maksimal 10 kontak'),
  tahapan: z.object({ komitmen: tahapSchema, aturan: tahapSchema, upg: tahapSchema, monev: tahapSchema }),
  revisi: z.number({ message: 'Revisi wajib dikirim' }).int().min(0),
});
export type ProfilKlopBody = z.infer<typeof profilKlopBodySchema>;
export type ProfilKlopData = Omit<ProfilKlopBody, 'revisi'>;

const statusSchema = z.enum(STATUS_RENCANA_KERJA);

export const rencanaKerjaItemSchema = z.object({
  jenis: z.enum(JENIS_RENCANA_KERJA_KODES, { message: 'Jenis kegiatan tidak valid' }),
  uraian: teks('Uraian kegiatan', 1000),
  satuan: teks('Satuan', 50),
  target_tw1: jumlah('Target TW I'),
  target_tw2: jumlah('Target TW II'),
  target_tw3: jumlah('Target TW III'),
  target_tw4: jumlah('Target TW IV'),
  keterangan: opsional('Keterangan', 1000),
  /** The KPK's main activity of the plan's year the item contributes to (kegiatan-utama/opsi). */
  kegiatan_utama_id: idSchema.nullish().transform((v) => v ?? null),
});
export type RencanaKerjaItem = z.infer<typeof rencanaKerjaItemSchema>;

/** `PUT rencana-kerja/{id}`: the plan's items, all at once, at the revision the editor read. */
export const rencanaKerjaBodySchema = z.object({
  items: z.array(rencanaKerjaItemSchema).max(100, 'Maksimal 100 kegiatan'),
  revisi: z.number({ message: 'Revisi wajib dikirim' }).int().min(1),
});
export type RencanaKerjaBody = z.infer<typeof rencanaKerjaBodySchema>;

/** `POST rencana-kerja/{id}/keputusan`: send (UPG), return with notes or approve (KPK reviewer). */
export const rencanaKerjaKeputusanSchema = z.object({
  keputusan: z.enum(['kirim', 'kembalikan', 'setuju'], { message: 'Keputusan tidak valid' }),
  version: z.number({ message: 'Versi wajib dikirim' }).int().min(1),
  catatan: opsional('Catatan', 2000),
});
export type RencanaKerjaKeputusan = z.infer<typeof rencanaKerjaKeputusanSchema>;

export const rencanaKerjaSchema = z.object({
  id: z.number().int(),
  tahun: z.number().int(),
  instansi_id: z.number().int(),
  status: statusSchema,
  status_label: z.string(),
  revisi: z.number().int(),
  version: z.number().int(),
  catatan: z.string().nullable(),
  diajukan_at: z.string().nullable(),
  terlambat: z.boolean(),
  disetujui_at: z.string().nullable(),
  dapat_diubah: z.boolean(),
  jendela: z.object({ mulai: z.string(), selesai: z.string() }),
  aksi: z.array(z.enum(['kirim', 'kembalikan', 'setuju'])),
  items: z.array(
    z.object({
      id: z.number().int(),
      jenis: z.enum(JENIS_RENCANA_KERJA_KODES),
      uraian: z.string(),
      satuan: z.string(),
      target_tw1: z.number().int(),
      target_tw2: z.number().int(),
      target_tw3: z.number().int(),
      target_tw4: z.number().int(),
      keterangan: z.string().nullable(),
      kegiatan_utama_id: z.number().int().nullable(),
    }),
  ),
});
export type RencanaKerjaDto = z.infer<typeof rencanaKerjaSchema>;

const tahapOut = z.object({ selesai: z.boolean(), keterangan: z.string().nullable() });
/** A response carries plain values (no input transforms). */
export const profilKlopSchema = z.object({
  id: z.number().int(),
  tahun: z.number().int(),
  instansi: z.object({ id: z.number().int(), nama: z.string() }),
  alamat: z.string().nullable(),
  telepon: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  jumlah_pegawai: z.number().int(),
  sk_upg_nomor: z.string().nullable(),
  sk_upg_tanggal: z.string().nullable(),
  anggota_upg: z.array(z.object({ nama: z.string(), jabatan: z.string() })),
  aturan_internal_id: z.number().int().nullable(),
  aturan_internal: z.object({ id: z.number().int(), nama: z.string() }).nullable(),
  komitmen_pimpinan: z.string().nullable(),
  kontak: z.array(
    z.object({
      nama: z.string(),
      jabatan: z.string().nullable(),
      telepon: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
  tahapan: z.object({ komitmen: tahapOut, aturan: tahapOut, upg: tahapOut, monev: tahapOut }),
  revisi: z.number().int(),
  updated_at: z.string(),
  dokumen_upg: z.array(mediaInfoSchema),
  rencana_kerja: rencanaKerjaSchema,
});
export type ProfilKlopDto = z.infer<typeof profilKlopSchema>;

/** One institution-year in a list (the UPG's years; the KPK's institutions of a year). */
export const profilKlopItemSchema = z.object({
  id: z.number().int(),
  tahun: z.number().int(),
  upg_id: z.number().int().nullable(),
  instansi: z.object({ id: z.number().int(), nama: z.string() }),
  jumlah_pegawai: z.number().int(),
  tahapan_selesai: z.number().int(),
  status_rencana: statusSchema,
  status_rencana_label: z.string(),
  jumlah_kegiatan: z.number().int(),
  updated_at: z.string(),
});
export type ProfilKlopItem = z.infer<typeof profilKlopItemSchema>;

export const profilKlopQuerySchema = z.object({
  page: pageNumberSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  tahun: tahunParamSchema.optional(),
  status_rencana: statusSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export type ProfilKlopQuery = z.infer<typeof profilKlopQuerySchema>;

/**
 * `GET profile-klop/upg/{upg_id}`: the institution an overview page is about (`upg-profile-klop-detail`,
 * `kpk-profile-klop-detail`) — its UPG, the institution and its classification, and the years it has a profile.
 */
export const profilKlopInstansiSchema = z.object({
  upg: z.object({ id: z.number().int(), nama: z.string() }),
  instansi: z.object({ id: z.number().int(), nama: z.string(), klasifikasi: z.string().nullable() }),
  /** Newest first. */
  tahun_profil: z.array(z.number().int()),
});
export type ProfilKlopInstansi = z.infer<typeof profilKlopInstansiSchema>;

/** `GET profile-klop/aturan-internal`: the internal rules a UPG's profile may name (its own and the general ones). */
export const aturanPilihanQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
export const aturanPilihanSchema = z.object({
  id: z.number().int(),
  kode: z.string(),
  nama: z.string(),
  /** The institution's own rule (false: one binding every institution). */
  milik_instansi: z.boolean(),
});
export type AturanPilihan = z.infer<typeof aturanPilihanSchema>;
