import { z } from 'zod';
import { LEVEL_JABATAN_PESERTA, PRESENSI_MAX_JAM, STATUS_KEGIATAN } from '../ppg/kegiatan';
import {
  apiDateSchema,
  hasNul,
  idParamSchema,
  idSchema,
  NUL_MESSAGE,
  pageNumberSchema,
  requiredIdSchema,
} from '../validation/input';
import { nikError } from '../validation/nik';
import { nipError } from '../validation/nip';
import { personNameSchema } from '../validation/text';
import { BERKAS_KONTEN_PATH } from './ppgDokumenPublik';
import { accountEmailSchema as emailSchema, teleponSchema } from './registration';

/** Free text of at most `max` characters, never a NUL (PostgreSQL text cannot hold it). */
const teks = (label: string, max: number, min = 0) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(min, min > 0 ? `${label} minimal ${min} karakter` : `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`)
    .refine((v) => !hasNul(v), NUL_MESSAGE);
const teksOpsional = (label: string, max: number) =>
  teks(label, max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Where an assignment comes from (sumber penugasan). */
export const SUMBER_PENUGASAN = [
  'INISIATIF_KPK',
  'PERMINTAAN_INSTANSI',
  'PENUGASAN_PIMPINAN',
  'KERJA_SAMA',
] as const;
export type SumberPenugasan = (typeof SUMBER_PENUGASAN)[number];
export const SUMBER_PENUGASAN_LABELS: Record<SumberPenugasan, string> = {
  INISIATIF_KPK: 'Inisiatif KPK',
  PERMINTAAN_INSTANSI: 'Permintaan instansi',
  PENUGASAN_PIMPINAN: 'Penugasan pimpinan',
  KERJA_SAMA: 'Kerja sama / kegiatan utama',
};

const versi = z.number({ message: 'Versi wajib dikirim' }).int().min(1);

const kegiatanFields = z.object({
  judul: teks('Judul kegiatan', 300, 5),
  jenis_kegiatan_id: requiredIdSchema('Pilih jenis kegiatan'),
  bentuk_kegiatan_id: requiredIdSchema('Pilih bentuk kegiatan'),
  sumber_penugasan: z.enum(SUMBER_PENUGASAN, { message: 'Pilih sumber penugasan' }),
  bidang_id: idSchema.nullish().transform((v) => v ?? null),
  instansi_ids: z.array(idSchema).max(200, 'Maksimal 200 instansi sasaran').default([]),
  provinsi_id: idSchema.nullish().transform((v) => v ?? null),
  kota_kabupaten_id: idSchema.nullish().transform((v) => v ?? null),
  alamat: teksOpsional('Alamat', 1000),
  tautan_rapat: z
    .string()
    .trim()
    .max(1000, 'Tautan maksimal 1000 karakter')
    .url('Tautan rapat harus berupa URL (https://…)')
    .refine((v) => /^https?:\/\//i.test(v), 'Tautan rapat harus diawali http:// atau https://')
    .nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null)),
  tanggal_mulai: apiDateSchema,
  tanggal_selesai: apiDateSchema,
  catatan_anggaran: teksOpsional('Catatan anggaran', 2000),
  deskripsi: teksOpsional('Deskripsi', 5000),
  dipublikasikan: z.boolean().default(false),
  /** The year's main activity it serves, if any (kegiatan-utama/opsi). */
  kegiatan_utama_id: idSchema.nullish().transform((v) => v ?? null),
});

const urutanTanggal = <T extends { tanggal_mulai: string; tanggal_selesai: string }>(v: T) =>
  v.tanggal_selesai >= v.tanggal_mulai;
const urutanTanggalIssue = {
  message: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  path: ['tanggal_selesai'],
};

export const kegiatanCreateSchema = kegiatanFields.refine(urutanTanggal, urutanTanggalIssue);
export type KegiatanCreate = z.infer<typeof kegiatanCreateSchema>;
export type KegiatanInput = z.input<typeof kegiatanCreateSchema>;
export const kegiatanEditSchema = kegiatanFields.extend({ versi }).refine(urutanTanggal, urutanTanggalIssue);
export type KegiatanEdit = z.infer<typeof kegiatanEditSchema>;

/** A list of ids in a query string: `1,2,3` or repeated keys. */
const idListParam = z
  .preprocess(
    (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : String(v).split(',')),
    z.array(idParamSchema).max(200),
  )
  .optional();

export const KEGIATAN_SORTS = ['tanggal_mulai', 'judul', 'created_at'] as const;

/** `GET kegiatan` and `kegiatanku`: paging, sorting, search, and the "KPK activity" saved filter of SPEC §3. */
export const kegiatanListQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(KEGIATAN_SORTS).default('tanggal_mulai'),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: z
    .string()
    .trim()
    .max(200)
    .refine((v) => !hasNul(v), NUL_MESSAGE)
    .optional(),
  jenis_aktivitas_ids: idListParam,
  sumber_penugasan: z.enum(SUMBER_PENUGASAN).optional(),
  tahun: z.coerce.number().int().min(2016).max(2100).optional(),
  instansi_ids: idListParam,
  bidang_ids: idListParam,
  kota_kabupaten_id: idParamSchema.optional(),
  status_kegiatan: z.enum(STATUS_KEGIATAN).optional(),
});
export type KegiatanListQuery = z.infer<typeof kegiatanListQuerySchema>;
/** The filter's own fields (what a saved "KPK activity" filter keeps; paging and sorting are not kept). */
export const KEGIATAN_FILTER_KEYS = [
  'jenis_aktivitas_ids',
  'sumber_penugasan',
  'tahun',
  'instansi_ids',
  'bidang_ids',
  'kota_kabupaten_id',
  'status_kegiatan',
] as const;
/** The report key under which "KPK activity" filter sets are saved (report_filter_simpans.report_key). */
export const KEGIATAN_FILTER_KEY = 'kpk-kegiatan';

export const kegiatanTimSchema = z.object({
  versi,
  anggota: z
    .array(z.object({ user_id: idSchema, peran: z.enum(['KETUA', 'ANGGOTA']) }))
    .min(1, 'Pilih minimal satu anggota tim')
    .max(30, 'Maksimal 30 anggota tim')
    .refine((a) => new Set(a.map((x) => x.user_id)).size === a.length, 'Anggota tim tidak boleh ganda')
    .refine((a) => a.filter((x) => x.peran === 'KETUA').length <= 1, 'Ketua tim kegiatan hanya satu'),
});
export type KegiatanTim = z.infer<typeof kegiatanTimSchema>;

const jam = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Format jam HH:MM');

const aktivitasFields = z.object({
  judul: teks('Nama sesi', 300, 3),
  tanggal: apiDateSchema,
  jam_mulai: jam,
  jam_selesai: jam,
  agenda: teksOpsional('Agenda', 5000),
  narasumber: z
    .array(teks('Narasumber', 200, 2))
    .max(20, 'Maksimal 20 narasumber')
    .default([]),
  ruang: teksOpsional('Ruang', 300),
  target_peserta: z
    .number({ message: 'Target peserta wajib diisi' })
    .int('Target peserta harus bilangan bulat')
    .min(0, 'Minimal 0')
    .max(100000, 'Maksimal 100.000'),
  catatan: teksOpsional('Catatan', 5000),
});
const urutanJam = <T extends { jam_mulai: string; jam_selesai: string }>(v: T) => v.jam_selesai > v.jam_mulai;
const urutanJamIssue = { message: 'Jam selesai harus setelah jam mulai', path: ['jam_selesai'] };
export const aktivitasCreateSchema = aktivitasFields.refine(urutanJam, urutanJamIssue);
export type AktivitasCreate = z.infer<typeof aktivitasCreateSchema>;
export type AktivitasInput = z.input<typeof aktivitasCreateSchema>;
export const aktivitasEditSchema = aktivitasFields.extend({ versi }).refine(urutanJam, urutanJamIssue);
export type AktivitasEdit = z.infer<typeof aktivitasEditSchema>;

/** `PUT kegiatan/{id}/aktivitas/{aid}/laporan`: the session's short report and its documentation photos. */
export const aktivitasLaporanSchema = z.object({
  versi,
  laporan: teks('Laporan sesi', 10_000, 10),
  dokumentasi: z
    .array(
      z.object({
        nama: teks('Nama foto', 200, 1),
        url: z
          .string({ message: 'Foto wajib diunggah' })
          .trim()
          .transform((s) => s.replace(/\?s=[0-9a-f]{64}&(?:amp;)?e=\d{1,12}$/, ''))
          .refine((s) => BERKAS_KONTEN_PATH.test(s), 'Foto wajib diunggah melalui tombol Unggah'),
      }),
    )
    .max(30, 'Maksimal 30 foto dokumentasi')
    .default([]),
});
export type AktivitasLaporan = z.infer<typeof aktivitasLaporanSchema>;
export type AktivitasLaporanInput = z.input<typeof aktivitasLaporanSchema>;

/** Opening (or re-opening) a session's attendance: its window, at most PRESENSI_MAX_JAM hours. */
export const presensiBukaSchema = z
  .object({ mulai: z.iso.datetime({ offset: true }), selesai: z.iso.datetime({ offset: true }) })
  .refine((v) => new Date(v.selesai) > new Date(v.mulai), {
    message: 'Waktu selesai harus setelah waktu mulai',
    path: ['selesai'],
  })
  .refine((v) => new Date(v.selesai).getTime() - new Date(v.mulai).getTime() <= PRESENSI_MAX_JAM * 3600_000, {
    message: `Jendela presensi maksimal ${PRESENSI_MAX_JAM} jam`,
    path: ['selesai'],
  })
  .refine((v) => new Date(v.selesai).getTime() > Date.now(), {
    message: 'Waktu selesai sudah lewat',
    path: ['selesai'],
  });
export type PresensiBuka = z.infer<typeof presensiBukaSchema>;

export const JENIS_IDENTITAS = ['NIK', 'NIP'] as const;

/** The public attendance form (no login): who, from where, at which level, how to reach them, and consent. */
export const presensiIsiSchema = z
  .object({
    nama: personNameSchema,
    jenis_identitas: z.enum(JENIS_IDENTITAS, { message: 'Pilih NIK atau NIP' }),
    nomor_identitas: z
      .string({ message: 'Nomor identitas wajib diisi' })
      .trim()
      .min(1, 'Nomor identitas wajib diisi')
      .max(30),
    instansi_id: idSchema.nullish().transform((v) => v ?? null),
    instansi_lain: teksOpsional('Nama instansi', 300),
    level_jabatan: z.enum(LEVEL_JABATAN_PESERTA, { message: 'Pilih level jabatan' }),
    jabatan: teksOpsional('Jabatan', 200),
    email: emailSchema,
    telepon: teleponSchema,
    persetujuan: z.literal(true, { message: 'Persetujuan penggunaan data wajib dicentang' }),
  })
  .superRefine((v, ctx) => {
    const error = v.jenis_identitas === 'NIK' ? nikError(v.nomor_identitas) : nipError(v.nomor_identitas);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['nomor_identitas'] });
    if (v.instansi_id === null && !v.instansi_lain) {
      ctx.addIssue({
        code: 'custom',
        message: 'Pilih instansi atau tuliskan nama instansi',
        path: ['instansi_id'],
      });
    }
  });
export type PresensiIsi = z.infer<typeof presensiIsiSchema>;
export type PresensiIsiInput = z.input<typeof presensiIsiSchema>;

export const presensiListQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(200).default(50),
  q: z
    .string()
    .trim()
    .max(200)
    .refine((v) => !hasNul(v), NUL_MESSAGE)
    .optional(),
});

/** What a public attendance answer says: recorded now, or recorded before (never a second row). */
export const PRESENSI_MESSAGES = {
  tercatat: 'Terima kasih, kehadiran Anda telah tercatat',
  sudahTercatat: 'Kehadiran Anda sudah tercatat pada sesi ini',
} as const;

/** How many activities and sessions a calendar day lists in the month view and in the week view; the rest are counted. */
export const KALENDER_PER_HARI = { bulan: 3, minggu: 25 } as const;

/**
 * `GET kegiatan-kalender`: one month (`bulan=YYYY-MM`) or one week (`minggu=YYYY-MM-DD`, the week — Monday to
 * Sunday — holding that day) of activities and sessions, every one or the caller's.
 */
export const kalenderQuerySchema = z
  .object({
    bulan: z
      .string()
      .regex(/^(20[1-9]\d|2100)-(0[1-9]|1[0-2])$/, 'Format bulan YYYY-MM')
      .optional(),
    minggu: apiDateSchema.optional(),
    milik: z.enum(['semua', 'saya']).default('semua'),
  })
  .refine((v) => (v.bulan === undefined) !== (v.minggu === undefined), {
    message: 'Pilih satu bulan atau satu minggu',
    path: ['bulan'],
  });

/** One day of the calendar: the first activities running and sessions held that day, and how many there are. */
export interface KalenderHari {
  tanggal: string;
  jumlah_kegiatan: number;
  jumlah_sesi: number;
  kegiatan: {
    id: number;
    judul: string;
    status: string;
    status_label: string;
    tanggal_mulai: string;
    tanggal_selesai: string;
  }[];
  sesi: {
    id: number;
    kegiatan_id: number;
    judul: string;
    tanggal: string;
    jam_mulai: string;
    jam_selesai: string;
    ruang: string | null;
  }[];
}

export interface Kalender {
  tampilan: 'bulan' | 'minggu';
  awal: string;
  akhir: string;
  hari: KalenderHari[];
}
