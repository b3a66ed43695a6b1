import { z } from 'zod';
import { BATCH_LAPORAN_KEGIATAN_MAX, STATUS_LAPORAN_KEGIATAN } from '../ppg/laporan-kegiatan';
import {
  hasNul,
  INT32_MAX,
  idParamSchema,
  NUL_MESSAGE,
  pageNumberSchema,
  requiredIdSchema,
} from '../validation/input';
import { permintaanAksiSchema, permintaanJejakSchema } from './permintaan';
import { BERKAS_KONTEN_PATH } from './ppgDokumenPublik';

/**
 * Activity reports (issue 26 §3): `laporan-kegiatan` CRUD, decisions, batch approval, the draft a report starts from
 * (`draft-kegiatan`), and the issued letter with its QR verification. Shared by the server's routes and the screens.
 */
const teks = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(min, min <= 1 ? `${label} wajib diisi` : `${label} minimal ${min} karakter`)
    .max(max, `${label} maksimal ${max} karakter`)
    .refine((s) => !hasNul(s), NUL_MESSAGE);
const teksOpsional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .refine((s) => !hasNul(s), NUL_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null));

const versi = z.number({ message: 'Versi laporan wajib dikirim' }).int().min(1).max(INT32_MAX);

/** A file uploaded through the one upload path (`POST laporan-kegiatan/berkas`), with the name it is shown by. */
export const lampiranLaporanKegiatanSchema = z.object({
  nama: teks('Nama lampiran', 1, 200),
  url: z
    .string({ message: 'Berkas wajib diunggah' })
    .trim()
    .transform((s) => s.replace(/\?s=[0-9a-f]{64}&(?:amp;)?e=\d{1,12}$/, ''))
    .refine((s) => BERKAS_KONTEN_PATH.test(s), 'Berkas wajib diunggah melalui tombol Unggah'),
  /** Documentation (a photo) or another attachment. */
  jenis: z.enum(['DOKUMENTASI', 'LAMPIRAN'], { message: 'Jenis lampiran tidak dikenal' }),
});
export type LampiranLaporanKegiatan = z.infer<typeof lampiranLaporanKegiatanSchema>;

/** What the author writes: the summary, what was done in each session, results, follow-ups, attachments. */
const isi = {
  ringkasan: teks('Ringkasan', 10, 10_000),
  sesi: z
    .array(
      z.object({ aktivitas_id: requiredIdSchema('Sesi tidak valid'), uraian: teks('Uraian sesi', 1, 5_000) }),
    )
    .max(100, 'Maksimal 100 sesi')
    .refine((s) => new Set(s.map((x) => x.aktivitas_id)).size === s.length, 'Uraian sesi tidak boleh ganda')
    .default([]),
  hasil: teks('Hasil kegiatan', 10, 10_000),
  tindak_lanjut: teksOpsional('Tindak lanjut', 10_000),
  lampiran: z.array(lampiranLaporanKegiatanSchema).max(30, 'Maksimal 30 lampiran').default([]),
};

export const laporanKegiatanCreateSchema = z.object({
  kegiatan_id: requiredIdSchema('Pilih kegiatan yang dilaporkan'),
  ...isi,
});
export type LaporanKegiatanCreate = z.infer<typeof laporanKegiatanCreateSchema>;
export type LaporanKegiatanInput = z.input<typeof laporanKegiatanCreateSchema>;
export const laporanKegiatanEditSchema = z.object({ ...isi, versi });
export type LaporanKegiatanEdit = z.infer<typeof laporanKegiatanEditSchema>;

/** `POST laporan-kegiatan/{id}/keputusan`: ajukan, kembalikan (note required), setujui, perbaiki. */
export const laporanKegiatanKeputusanSchema = z.object({
  keputusan: z.string({ message: 'Keputusan wajib dipilih' }).trim().min(1).max(50),
  versi,
  catatan: z.string().trim().max(2000, 'Catatan maksimal 2000 karakter').nullish(),
});
export type LaporanKegiatanKeputusan = z.infer<typeof laporanKegiatanKeputusanSchema>;

/**
 * `POST laporan-kegiatan/batch-approval`: the group head's or director's approval of several reports at once, each at
 * the engine version its list row showed (`version`).
 */
export const laporanKegiatanBatchSchema = z.object({
  items: z
    .array(z.object({ id: requiredIdSchema('Laporan tidak valid'), versi }))
    .min(1, 'Pilih minimal satu laporan')
    .max(BATCH_LAPORAN_KEGIATAN_MAX, `Maksimal ${BATCH_LAPORAN_KEGIATAN_MAX} laporan sekaligus`),
  catatan: z.string().trim().max(2000, 'Catatan maksimal 2000 karakter').nullish(),
});
export type LaporanKegiatanBatch = z.infer<typeof laporanKegiatanBatchSchema>;
/** Each report of a batch is its own transaction: approved, or refused with the reason. */
export const laporanKegiatanBatchResultSchema = z.object({
  berhasil: z.number(),
  gagal: z.number(),
  hasil: z.array(
    z.object({
      id: z.number(),
      ok: z.boolean(),
      status: z.enum(STATUS_LAPORAN_KEGIATAN).nullable(),
      pesan: z.string().nullable(),
    }),
  ),
});
export type LaporanKegiatanBatchResult = z.infer<typeof laporanKegiatanBatchResultSchema>;

const tahun = z.coerce.number({ message: 'Tahun tidak valid' }).int().min(2016).max(2100);

/**
 * `GET laporan-kegiatan`: the "Activity report" saved filter of SPEC §3 (tahun, jenis_klop, nama_klop,
 * bentuk_kegiatan, pelaksana_kegiatan), a status, and `antrian=menunggu` for the caller's approval queue (the group
 * head: the reports under review; the director: those waiting on the director); paged, sorted, searched.
 */
export const laporanKegiatanListQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  sort: z
    .enum(['tanggal_mulai', 'judul', 'updated_at'], { message: 'Urutan tidak dikenal' })
    .default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: z
    .string()
    .trim()
    .max(200)
    .refine((v) => !hasNul(v), NUL_MESSAGE)
    .optional(),
  tahun: tahun.optional(),
  jenis_klop: idParamSchema.optional(),
  nama_klop: idParamSchema.optional(),
  bentuk_kegiatan: idParamSchema.optional(),
  pelaksana_kegiatan: idParamSchema.optional(),
  status: z.enum(STATUS_LAPORAN_KEGIATAN, { message: 'Status tidak dikenal' }).optional(),
  antrian: z.enum(['menunggu'], { message: 'Antrian tidak dikenal' }).optional(),
});
export type LaporanKegiatanListQuery = z.input<typeof laporanKegiatanListQuerySchema>;
/** The saved filter's own fields, and the key its sets are saved under (report_filter_simpans.report_key). */
export const LAPORAN_KEGIATAN_FILTER_KEYS = [
  'tahun',
  'jenis_klop',
  'nama_klop',
  'bentuk_kegiatan',
  'pelaksana_kegiatan',
] as const;
export const LAPORAN_KEGIATAN_FILTER_KEY = 'kpk-laporan-kegiatan';

export const laporanKegiatanItemSchema = z.object({
  id: z.number(),
  kegiatan_id: z.number(),
  judul: z.string(),
  jenis_kegiatan: z.string().nullable(),
  bentuk_kegiatan: z.string().nullable(),
  tanggal_mulai: z.string(),
  tanggal_selesai: z.string(),
  status: z.enum(STATUS_LAPORAN_KEGIATAN),
  status_label: z.string(),
  penyusun: z.string().nullable(),
  jumlah_peserta: z.number(),
  /** The text's version (edits) and the engine's (decisions: what a batch approval sends). */
  versi: z.number(),
  version: z.number(),
  updated_at: z.string(),
});
export type LaporanKegiatanItem = z.infer<typeof laporanKegiatanItemSchema>;

export const laporanKegiatanPageSchema = z.object({
  items: z.array(laporanKegiatanItemSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type LaporanKegiatanPage = z.infer<typeof laporanKegiatanPageSchema>;

/** Participants as attendance recorded them (never retyped): counts by institution and by position level. */
export const pesertaLaporanKegiatanSchema = z.object({
  total: z.number(),
  per_instansi: z.array(z.object({ instansi: z.string(), jumlah: z.number() })),
  per_level: z.array(z.object({ level: z.string(), label: z.string(), jumlah: z.number() })),
});
export type PesertaLaporanKegiatan = z.infer<typeof pesertaLaporanKegiatanSchema>;

/** A session of the activity as its report shows it: when, what, who spoke, how many attended. */
export const sesiLaporanKegiatanSchema = z.object({
  aktivitas_id: z.number(),
  judul: z.string(),
  tanggal: z.string(),
  jam_mulai: z.string(),
  jam_selesai: z.string(),
  narasumber: z.array(z.string()),
  target_peserta: z.number(),
  hadir: z.number(),
  uraian: z.string().nullable(),
});
export type SesiLaporanKegiatan = z.infer<typeof sesiLaporanKegiatanSchema>;

const kegiatanRingkas = z.object({
  id: z.number(),
  judul: z.string(),
  jenis_kegiatan: z.string().nullable(),
  bentuk_kegiatan: z.string().nullable(),
  tanggal_mulai: z.string(),
  tanggal_selesai: z.string(),
  tempat: z.string().nullable(),
  instansi_sasaran: z.array(z.string()),
  tim: z.array(z.object({ nama: z.string(), peran: z.string() })),
});

/** `GET laporan-kegiatan/draft-kegiatan/{kegiatan_id}`: what a new report starts from. */
export const draftLaporanKegiatanSchema = z.object({
  kegiatan: kegiatanRingkas,
  sesi: z.array(sesiLaporanKegiatanSchema),
  peserta: pesertaLaporanKegiatanSchema,
});
export type DraftLaporanKegiatan = z.infer<typeof draftLaporanKegiatanSchema>;

/** `GET laporan-kegiatan/draft-kegiatan`: the caller's activities carried out and not reported yet. */
export const kegiatanTanpaLaporanSchema = z.array(
  z.object({ id: z.number(), judul: z.string(), tanggal_mulai: z.string(), tanggal_selesai: z.string() }),
);

/** The issued letter: its number, date, verification code and address (null until the e-office signed it). */
export const suratLaporanKegiatanSchema = z.object({
  nomor: z.string().nullable(),
  tanggal: z.string(),
  kode: z.string(),
  verifikasi_url: z.string(),
});

/** `GET laporan-kegiatan/{id}`: the report, its activity, sessions, participants, the decision panel, its history. */
export const laporanKegiatanDetailSchema = laporanKegiatanItemSchema.extend({
  kegiatan: kegiatanRingkas,
  ringkasan: z.string(),
  hasil: z.string(),
  tindak_lanjut: z.string().nullable(),
  sesi: z.array(sesiLaporanKegiatanSchema),
  peserta: pesertaLaporanKegiatanSchema,
  /** Signed addresses for the staff reading it. */
  lampiran: z.array(
    z.object({ nama: z.string(), url: z.string(), jenis: z.enum(['DOKUMENTASI', 'LAMPIRAN']) }),
  ),
  dapat_diubah: z.boolean(),
  eoffice: z
    .object({ status: z.string(), ref: z.string().nullable(), catatan: z.string().nullable() })
    .nullable(),
  surat: suratLaporanKegiatanSchema.nullable(),
  aksi: permintaanAksiSchema,
  jejak: permintaanJejakSchema,
});
export type LaporanKegiatanDetail = z.infer<typeof laporanKegiatanDetailSchema>;

export const laporanKegiatanMovedSchema = z.object({
  id: z.number(),
  status: z.enum(STATUS_LAPORAN_KEGIATAN),
  versi: z.number(),
  version: z.number(),
});
export type LaporanKegiatanMoved = z.infer<typeof laporanKegiatanMovedSchema>;
