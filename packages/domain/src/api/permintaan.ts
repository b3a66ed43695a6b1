import { z } from 'zod';
import { INT32_MAX, pageNumberSchema, requiredIdSchema } from '../validation/input';
import { STATUS_PERMINTAAN, type StatusPermintaan } from '../workflow/pembatalan-process';

/**
 * The requests on a report that run on the workflow engine (issue 10 §2.9): SK cancellation (pembatalan-sk) and the
 * deletion request (fxx). Shared by the server's routes and the screens' forms.
 */
const alasan = z
  .string({ message: 'Alasan wajib diisi' })
  .trim()
  .min(10, 'Alasan minimal 10 karakter')
  .max(2000, 'Alasan maksimal 2000 karakter');
const versi = z.number({ message: 'Versi permintaan wajib dikirim' }).int().min(1).max(INT32_MAX);
const kembaliKe = z
  .string({ message: 'Pilih langkah tujuan' })
  .trim()
  .min(1, 'Pilih langkah tujuan')
  .max(30, 'Kode langkah tidak valid');

/** A page of requests: by status (none: all), searched by report number or reporter's name. */
export const permintaanListQuerySchema = z.object({
  status: z.enum(STATUS_PERMINTAAN).optional(),
  q: z.string().trim().max(100).optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type PermintaanListQuery = z.input<typeof permintaanListQuerySchema>;
export type PermintaanListParams = z.output<typeof permintaanListQuerySchema>;

/** `GET laporan/list-for-pembatalan`: the reports whose numbered SK the caller may ask to cancel. */
export const laporanPembatalanQuerySchema = permintaanListQuerySchema.omit({ status: true });

export const pembatalanCreateSchema = z.object({
  laporan_id: requiredIdSchema('Pilih laporan yang SK-nya dibatalkan'),
  alasan,
  kembali_ke: kembaliKe,
});
export type PembatalanCreate = z.infer<typeof pembatalanCreateSchema>;

/** `PUT laporan/pembatalan/{id}`: the reason and step corrected while returned, then sent again. */
export const pembatalanEditSchema = z.object({ alasan, kembali_ke: kembaliKe, versi });
export type PembatalanEdit = z.infer<typeof pembatalanEditSchema>;

export const penghapusanCreateSchema = z.object({ alasan });
export const penghapusanEditSchema = z.object({ alasan, versi });
export type PenghapusanEdit = z.infer<typeof penghapusanEditSchema>;

/** The one decision on a request: the decision, the version seen, and a note (required to return or refuse). */
export const permintaanKeputusanSchema = z.object({
  keputusan: z.string({ message: 'Keputusan wajib dipilih' }).trim().min(1).max(50),
  versi,
  catatan: z.string().trim().max(2000, 'Catatan maksimal 2000 karakter').nullish(),
});
export type PermintaanKeputusan = z.infer<typeof permintaanKeputusanSchema>;

export const laporanPembatalanItemSchema = z.object({
  id: z.number(),
  nosig: z.string().nullable(),
  pelapor_nama: z.string().nullable(),
  tanggal_lapor: z.string().nullable(),
  step: z.string(),
  status_penomoran: z.string().nullable(),
  nomor_sk: z.string().nullable(),
  nomor_spsk: z.string().nullable(),
  proses_kode: z.string(),
  proses_versi: z.number(),
});
export type LaporanPembatalanItem = z.infer<typeof laporanPembatalanItemSchema>;

const permintaanBase = {
  id: z.number(),
  laporan_id: z.number(),
  nosig: z.string().nullable(),
  pelapor_nama: z.string().nullable(),
  alasan: z.string(),
  status: z.enum(STATUS_PERMINTAAN),
  /** The request's own step in its process. */
  step: z.string().nullable(),
  pengaju: z.string().nullable(),
  created_by: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const pembatalanItemSchema = z.object({
  ...permintaanBase,
  nomor_sk: z.string().nullable(),
  kembali_ke: z.string(),
});
export type PembatalanItem = z.infer<typeof pembatalanItemSchema>;

export const penghapusanItemSchema = z.object({
  ...permintaanBase,
  /** Where the report itself stands. */
  laporan_step: z.string().nullable(),
});
export type PenghapusanItem = z.infer<typeof penghapusanItemSchema>;

/** A page of requests, with the count of each status in the caller's reach (the tabs). */
export function permintaanPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    per_page: z.number(),
    jumlah: z.record(z.string(), z.number()),
  });
}
export interface PermintaanPage<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
  jumlah: Partial<Record<StatusPermintaan, number>>;
}

/** What the caller may decide on a request now (the engine's answer). */
export const permintaanAksiSchema = z.object({
  proses: z.object({ kode: z.string(), versi: z.number(), nama: z.string() }),
  step: z.string(),
  step_nama: z.string(),
  version: z.number(),
  selesai: z.boolean(),
  tenggat: z.object({ batas: z.string(), hari_tersisa: z.number(), urgensi: z.string() }).nullable(),
  dapat_bertindak: z.boolean(),
  alasan: z.string().nullable(),
  keputusan: z.array(
    z.object({ keputusan: z.string(), label: z.string(), ke: z.string(), ke_nama: z.string() }),
  ),
});
export type PermintaanAksi = z.infer<typeof permintaanAksiSchema>;

export const permintaanJejakSchema = z.array(
  z.object({
    from: z.string().nullable(),
    to: z.string(),
    decision: z.string().nullable(),
    at: z.string(),
    actor_name: z.string().nullable(),
    actor_role: z.string().nullable(),
    catatan: z.string().nullable(),
  }),
);
export type PermintaanJejak = z.infer<typeof permintaanJejakSchema>;

const laporanRingkas = z.object({
  id: z.number(),
  nosig: z.string().nullable(),
  pelapor_nama: z.string().nullable(),
  status: z.string(),
  step: z.string().nullable(),
  status_penomoran: z.string().nullable(),
  dihapus: z.boolean(),
  /** The report's own process (where a cancelled SK sends it back is one of its steps). */
  proses: z.object({ kode: z.string(), versi: z.number() }).nullable(),
});

/** The request's own process: the name of each of its steps (for its path). */
const langkahNama = z.record(z.string(), z.string());

export const pembatalanDetailSchema = pembatalanItemSchema.extend({
  kembali_ke_nama: z.string(),
  laporan: laporanRingkas,
  /** The letters' numbers of the report, cancelled ones marked. */
  nomor_surat: z.array(
    z.object({
      jenis: z.string(),
      nomor: z.string(),
      tanggal: z.string(),
      dibatalkan_at: z.string().nullable(),
    }),
  ),
  aksi: permintaanAksiSchema,
  jejak: permintaanJejakSchema,
  langkah: langkahNama,
  /** The requester may correct the reason and step and send it again (it was returned to them). */
  dapat_diubah: z.boolean(),
});
export type PembatalanDetail = z.infer<typeof pembatalanDetailSchema>;

export const penghapusanDetailSchema = penghapusanItemSchema.extend({
  laporan: laporanRingkas,
  aksi: permintaanAksiSchema,
  jejak: permintaanJejakSchema,
  langkah: langkahNama,
  dapat_diubah: z.boolean(),
});
export type PenghapusanDetail = z.infer<typeof penghapusanDetailSchema>;

/** The id of a request in a body (e.g. after creating one). */
export const permintaanCreatedSchema = z.object({
  id: z.number(),
  status: z.enum(STATUS_PERMINTAAN),
  version: z.number(),
});
