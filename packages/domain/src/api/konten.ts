import { z } from 'zod';
import { hasNul, idParamSchema, NUL_MESSAGE, pageNumberSchema } from '../validation/input';
import { HASIL_CARI_JENIS } from './konten-labels';

/** A search phrase of the public site (full-text search): trimmed, at most 100 characters. */
const searchSchema = z
  .string()
  .max(100, 'Maksimal 100 karakter')
  .refine((s) => !hasNul(s), NUL_MESSAGE)
  .transform((s) => s.trim())
  .default('');

/** Query of `GET public/berita`: newest first, paged, by category and search phrase. */
export const beritaListQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1, 'Minimal 1').max(50, 'Maksimal 50').default(9),
  q: searchSchema,
  kategori_berita_id: idParamSchema.optional(),
});
export type BeritaListQuery = z.input<typeof beritaListQuerySchema>;

/** One published article as a list shows it. */
export const beritaRingkasSchema = z.object({
  id: z.number().int(),
  judul: z.string(),
  slug: z.string(),
  ringkasan: z.string().nullable(),
  gambar_url: z.string().nullable(),
  tanggal_terbit: z.string(),
  kategori: z.object({ id: z.number().int(), nama: z.string() }),
});
export type BeritaRingkas = z.infer<typeof beritaRingkasSchema>;

export const beritaPageSchema = z.object({
  items: z.array(beritaRingkasSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type BeritaPage = z.infer<typeof beritaPageSchema>;

/** One published article with its body (HTML sanitised on the server when it was saved). */
export const beritaDetailSchema = beritaRingkasSchema.extend({ isi: z.string() });
export type BeritaDetail = z.infer<typeof beritaDetailSchema>;

/** Query of `faq/list`: active FAQs, optionally matching a search phrase. */
export const faqListQuerySchema = z.object({ q: searchSchema });

export const faqSchema = z.object({
  id: z.number().int(),
  pertanyaan: z.string(),
  jawaban: z.string(),
  kategori: z.string().nullable(),
});
export type Faq = z.infer<typeof faqSchema>;

export const imageSliderSchema = z.object({
  id: z.number().int(),
  judul: z.string(),
  gambar_url: z.string(),
  tautan: z.string().nullable(),
  deskripsi: z.string().nullable(),
});
export type ImageSlider = z.infer<typeof imageSliderSchema>;

/** The public pages kept as content (master halaman-publik), by their route. */
export const HALAMAN_KODES = ['panduan', 'privacy-policy', 'about'] as const;
export type HalamanKode = (typeof HALAMAN_KODES)[number];

export const halamanSchema = z.object({
  kode: z.enum(HALAMAN_KODES),
  judul: z.string(),
  isi: z.string(),
  berkas_url: z.string().nullable(),
  updated_at: z.string(),
});
export type Halaman = z.infer<typeof halamanSchema>;

export const kontenMateriSchema = z.object({
  id: z.number().int(),
  judul: z.string(),
  jenis: z.enum(['dokumen', 'gambar', 'video']),
  berkas_url: z.string().nullable(),
  video_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
});
export type KontenMateri = z.infer<typeof kontenMateriSchema>;

export const materiSosialisasiSchema = z.object({
  id: z.number().int(),
  judul: z.string(),
  deskripsi: z.string().nullable(),
  tanggal_terbit: z.string(),
  konten: z.array(kontenMateriSchema),
});
export type MateriSosialisasi = z.infer<typeof materiSosialisasiSchema>;

/** Query of `GET public/list` (public documents): newest first, paged, by kind, year and search phrase. */
export const dokumenPublikListQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1, 'Minimal 1').max(50, 'Maksimal 50').default(10),
  q: searchSchema,
  jenis_publikasi_dokumen_id: idParamSchema.optional(),
  tahun: z.coerce
    .number()
    .int('Tahun tidak valid')
    .min(1900, 'Tahun tidak valid')
    .max(2200, 'Tahun tidak valid')
    .optional(),
});
export type DokumenPublikListQuery = z.input<typeof dokumenPublikListQuerySchema>;

/** Where a public document comes from: uploaded by a content editor, or published from a redaction batch of SKs. */
export const DOKUMEN_PUBLIK_SUMBER = ['unggahan', 'redaksi-sk'] as const;

/** One published public document. */
export const dokumenPublikSchema = z.object({
  id: z.number().int(),
  judul: z.string(),
  jenis: z.object({ id: z.number().int(), nama: z.string() }),
  nomor: z.string().nullable(),
  tanggal_dokumen: z.string(),
  ringkasan: z.string().nullable(),
  berkas_url: z.string(),
  sumber: z.enum(DOKUMEN_PUBLIK_SUMBER),
  tanggal_terbit: z.string(),
});
export type DokumenPublik = z.infer<typeof dokumenPublikSchema>;

export const dokumenPublikPageSchema = z.object({
  items: z.array(dokumenPublikSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type DokumenPublikPage = z.infer<typeof dokumenPublikPageSchema>;

/** Query of `GET public/cari`: a phrase of at least 2 characters. */
export const cariQuerySchema = z.object({
  q: z
    .string()
    .max(100, 'Maksimal 100 karakter')
    .refine((s) => !hasNul(s), NUL_MESSAGE)
    .transform((s) => s.trim())
    .refine((s) => s.length >= 2, 'Minimal 2 karakter'),
});

export { HASIL_CARI_JENIS, HASIL_CARI_LABEL } from './konten-labels';

export const hasilCariSchema = z.object({
  jenis: z.enum(HASIL_CARI_JENIS),
  id: z.number().int(),
  judul: z.string(),
  /** Plain text around the matched words. */
  cuplikan: z.string(),
  /** The app path that shows it, e.g. /news/3/judul-berita. */
  tautan: z.string(),
});
export type HasilCari = z.infer<typeof hasilCariSchema>;

/** `mobile-info/active-info`: the notice a mobile client shows now, or null. */
export const mobileInfoSchema = z
  .object({
    id: z.number().int(),
    judul: z.string(),
    pesan: z.string(),
    tanggal_mulai: z.string(),
    tanggal_selesai: z.string().nullable(),
  })
  .nullable();

/** An uploaded content file (`POST konten/berkas`): its id and the public path to put in content. */
export const kontenBerkasSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});
export type KontenBerkas = z.infer<typeof kontenBerkasSchema>;

/** `POST konten/pratinjau`: HTML to preview exactly as the server will store it. */
export const pratinjauBodySchema = z.object({ html: z.string().max(500_000, 'Isi terlalu panjang') });

/** The slug of an article title: lower case, words joined by hyphens (e.g. 'kpk-terima-laporan'). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
