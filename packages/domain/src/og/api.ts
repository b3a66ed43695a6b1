import { z } from 'zod';
import {
  apiDateSchema,
  INT32_MAX,
  idParamSchema,
  pageNumberSchema,
  requiredIdSchema,
} from '../validation/input';
import { OG_AKSI, OG_STATES } from './custody';

/** Shared by the server's OG routes and the screens (issue 12 §1–3). */
const KEPEMILIKAN = ['MILIK_NEGARA', 'SEBAGIAN_MILIK_NEGARA', 'MILIK_PENERIMA'] as const;
const text = (max: number, message: string) => z.string().trim().max(max, message);
const version = z.number({ message: 'Versi objek wajib dikirim' }).int().min(1).max(INT32_MAX);

/** `GET og/list`: a page of objects, by state, ruling, report or box, searched by code, item or report number. */
export const ogListQuerySchema = z.object({
  state: z.enum(OG_STATES).optional(),
  kepemilikan: z.enum(KEPEMILIKAN).optional(),
  laporan_id: idParamSchema.optional(),
  box_id: idParamSchema.optional(),
  lokasi_id: idParamSchema.optional(),
  /** State-owned objects not yet out of the KPK's hands (kpk-rincian-og-belum-djkn): 'true'. */
  belum_serah: z.enum(['true']).optional(),
  /** State-owned objects still in the KPK's hands (or not yet received) past their handover day: 'true'. */
  lewat_batas: z.enum(['true']).optional(),
  /** Only objects on which this action can be taken now (a record's candidates). */
  aksi: z.enum(OG_AKSI).optional(),
  q: z.string().trim().max(100).optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type OgListQuery = z.input<typeof ogListQuerySchema>;

export const ogItemSchema = z.object({
  id: z.number(),
  kode: z.string(),
  laporan_id: z.number(),
  nomor_laporan: z.string().nullable(),
  nomor_sk: z.string().nullable(),
  tanggal_sk: z.string().nullable(),
  batas_serah: z.string().nullable(),
  rincian_id: z.number(),
  uraian: z.string(),
  jumlah: z.number(),
  satuan: z.string().nullable(),
  kepemilikan: z.enum(KEPEMILIKAN),
  nilai: z.string(),
  mata_uang_kode: z.string(),
  nilai_rupiah: z.string(),
  state: z.enum(OG_STATES),
  lokasi_id: z.number().nullable(),
  lokasi_nama: z.string().nullable(),
  box_id: z.number().nullable(),
  box_kode: z.string().nullable(),
  version: z.number(),
});
export type OgItem = z.infer<typeof ogItemSchema>;

export const ogMutasiSchema = z.object({
  id: z.number(),
  aksi: z.string(),
  state_from: z.string().nullable(),
  state_to: z.string(),
  lokasi_from: z.string().nullable(),
  lokasi_to: z.string().nullable(),
  user_name: z.string().nullable(),
  role: z.string().nullable(),
  catatan: z.string().nullable(),
  dokumen_id: z.number().nullable(),
  dokumen_nomor: z.string().nullable(),
  created_at: z.string(),
});
export type OgMutasi = z.infer<typeof ogMutasiSchema>;

export const ogDetailSchema = ogItemSchema.extend({
  aksi_tersedia: z.array(z.enum(OG_AKSI)),
  /** The caller may match the arrived object to its report item now (og-match). */
  boleh_cocok: z.boolean(),
  mutasi: z.array(ogMutasiSchema),
});
export type OgDetail = z.infer<typeof ogDetailSchema>;

/** `POST og/{id}/aksi`: one custody action on one object, with the version the screen saw (409 when stale). */
export const ogAksiBodySchema = z.object({
  aksi: z.enum(['verifikasi', 'simpan', 'pindah', 'kemas', 'keluarkan'], { message: 'Aksi tidak valid' }),
  version,
  lokasi_id: requiredIdSchema('Pilih lokasi').optional(),
  box_id: requiredIdSchema('Pilih boks').optional(),
  kondisi: text(500, 'Kondisi maksimal 500 karakter').optional(),
  jumlah_diterima: z.number().int().min(0).max(INT32_MAX).optional(),
  catatan: text(1000, 'Catatan maksimal 1000 karakter').optional(),
});
export type OgAksiBody = z.infer<typeof ogAksiBodySchema>;

/** The records (berita acara) that move objects out of or into the KPK's hands. */
export const OG_DOKUMEN_JENIS = ['PENERIMAAN', 'PENGEMBALIAN', 'SERAH_DJKN', 'SERAH_LANGSUNG'] as const;
export type OgDokumenJenis = (typeof OG_DOKUMEN_JENIS)[number];
export const OG_DOKUMEN_LABELS: Readonly<Record<OgDokumenJenis, string>> = {
  PENERIMAAN: 'Penerimaan OG',
  PENGEMBALIAN: 'Pengembalian OG',
  SERAH_DJKN: 'Penyerahan OG ke DJKN',
  SERAH_LANGSUNG: 'Serah Langsung OG',
};

/** `POST og/dokumen`: a record of one act and the objects (or, to DJKN, the boxes) it covers. */
export const ogDokumenCreateSchema = z
  .object({
    jenis: z.enum(OG_DOKUMEN_JENIS, { message: 'Jenis berita acara tidak valid' }),
    tanggal: apiDateSchema,
    pihak_nama: z
      .string({ message: 'Nama pihak wajib diisi' })
      .trim()
      .min(3, 'Nama pihak minimal 3 karakter')
      .max(200),
    pihak_instansi: text(200, 'Instansi maksimal 200 karakter').optional(),
    kpknl_id: requiredIdSchema('Pilih kantor KPKNL').optional(),
    lokasi_id: requiredIdSchema('Pilih lokasi').optional(),
    catatan: text(2000, 'Catatan maksimal 2000 karakter').optional(),
    items: z
      .array(z.object({ og_id: requiredIdSchema('Objek tidak valid'), version }))
      .max(500)
      .default([]),
    box_ids: z.array(requiredIdSchema('Boks tidak valid')).max(100).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.jenis === 'SERAH_DJKN') {
      if (!v.kpknl_id) ctx.addIssue({ code: 'custom', path: ['kpknl_id'], message: 'Pilih kantor KPKNL' });
      if (v.box_ids.length === 0) ctx.addIssue({ code: 'custom', path: ['box_ids'], message: 'Pilih boks' });
    } else if (v.items.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'Pilih minimal satu objek' });
    }
    if (v.jenis === 'PENERIMAAN' && !v.lokasi_id) {
      ctx.addIssue({ code: 'custom', path: ['lokasi_id'], message: 'Pilih lokasi penyimpanan' });
    }
    if (v.jenis === 'SERAH_LANGSUNG' && !v.pihak_instansi) {
      ctx.addIssue({ code: 'custom', path: ['pihak_instansi'], message: 'Instansi penerima wajib diisi' });
    }
  });
export type OgDokumenCreate = z.input<typeof ogDokumenCreateSchema>;

/**
 * `PUT og/dokumen/{id}`: corrects a record not yet final — its date (within its number's year, not ahead of today),
 * party and note; the objects it moved stay moved.
 */
export const ogDokumenEditSchema = z.object({
  tanggal: apiDateSchema,
  pihak_nama: z
    .string({ message: 'Nama pihak wajib diisi' })
    .trim()
    .min(3, 'Nama pihak minimal 3 karakter')
    .max(200, 'Nama pihak maksimal 200 karakter'),
  pihak_instansi: text(200, 'Instansi maksimal 200 karakter').optional(),
  catatan: text(2000, 'Catatan maksimal 2000 karakter').optional(),
});
export type OgDokumenEdit = z.infer<typeof ogDokumenEditSchema>;

export const ogDokumenListQuerySchema = z.object({
  jenis: z.enum(OG_DOKUMEN_JENIS),
  q: z.string().trim().max(100).optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const ogDokumenItemSchema = z.object({
  id: z.number(),
  jenis: z.enum(OG_DOKUMEN_JENIS),
  nomor: z.string(),
  tanggal: z.string(),
  pihak_nama: z.string(),
  pihak_instansi: z.string().nullable(),
  kpknl_nama: z.string().nullable(),
  jumlah_objek: z.number(),
  created_by_name: z.string().nullable(),
  /** The officer's NIP, printed under their name on the record's berita acara (null: not recorded). */
  created_by_nip: z.string().nullable(),
  /** The PDF has been issued (template version and SHA-256 kept): the record can no longer be changed. */
  final: z.boolean(),
});
export type OgDokumenItem = z.infer<typeof ogDokumenItemSchema>;

export const ogDokumenDetailSchema = ogDokumenItemSchema.extend({
  catatan: z.string().nullable(),
  lokasi_nama: z.string().nullable(),
  template_versi: z.number().nullable(),
  sha256: z.string().nullable(),
  final_at: z.string().nullable(),
  objek: z.array(ogItemSchema),
});
export type OgDokumenDetail = z.infer<typeof ogDokumenDetailSchema>;

/** `POST og/box`: an open box for one KPKNL office. */
export const ogBoxCreateSchema = z.object({
  kpknl_id: requiredIdSchema('Pilih kantor KPKNL'),
  catatan: text(1000, 'Catatan maksimal 1000 karakter').optional(),
});
export const ogBoxItemSchema = z.object({
  id: z.number(),
  kode: z.string(),
  kpknl_id: z.number(),
  kpknl_nama: z.string().nullable(),
  status: z.enum(['TERBUKA', 'DISERAHKAN']),
  dokumen_id: z.number().nullable(),
  jumlah_objek: z.number(),
  catatan: z.string().nullable(),
});
export type OgBoxItem = z.infer<typeof ogBoxItemSchema>;

/** `POST og/scan`: the text a label's barcode gave; answers the object or a clear not-found. */
export const ogScanBodySchema = z.object({
  kode: z
    .string({ message: 'Kode wajib diisi' })
    .trim()
    .min(1, 'Kode wajib diisi')
    .max(100, 'Kode terlalu panjang'),
});
export const ogScanItemSchema = z.object({
  id: z.number(),
  kode: z.string(),
  og_id: z.number().nullable(),
  ditemukan: z.boolean(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});

/** `GET og/lokasi`: how many objects each location holds now (in the KPK's hands), for stock-taking. */
export const ogLokasiItemSchema = z.object({
  lokasi_id: z.number().nullable(),
  lokasi_nama: z.string().nullable(),
  jumlah: z.number(),
});
export type OgLokasiItem = z.infer<typeof ogLokasiItemSchema>;

/** `GET og/sk`: the numbered SKs with objects, each with its 7 HK date and how many objects are done. */
export const ogSkItemSchema = z.object({
  laporan_id: z.number(),
  nomor_laporan: z.string().nullable(),
  nomor_sk: z.string().nullable(),
  tanggal_sk: z.string().nullable(),
  batas_serah: z.string().nullable(),
  jumlah_objek: z.number(),
  jumlah_selesai: z.number(),
});
export type OgSkItem = z.infer<typeof ogSkItemSchema>;
