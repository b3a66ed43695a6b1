import { z } from 'zod';
import { TINDAKAN_LAPORAN } from '../beranda/figures';
import { LAPORAN_TABS } from '../laporan/rules';
import {
  apiDateSchema,
  idParamSchema,
  idSchema,
  moneyFits,
  pageNumberSchema,
  positiveMoneySchema,
  quantitySchema,
  requiredIdSchema,
  sumMoney,
  TOTAL_TOO_LARGE_MESSAGE,
} from '../validation/input';

const id = idSchema;
const optionalId = id.nullable().optional();
const optionalText = (max: number) =>
  z.string().trim().max(max, `Maksimal ${max} karakter`).nullable().optional();

/** One item (rincian) as the reporter writes it. Values are in `mata_uang_kode`; the server converts to rupiah. */
export const rincianPayloadSchema = z.object({
  /** Present when updating an item already saved. */
  id: id.optional(),
  status_penerimaan: z
    .enum(['DITERIMA', 'DITOLAK'], { message: 'Pilih diterima atau ditolak' })
    .default('DITERIMA'),
  jenis_penerimaan_id: requiredIdSchema('Jenis penerimaan wajib dipilih'),
  jenis_objek_id: requiredIdSchema('Jenis objek wajib dipilih'),
  uraian: z.string().trim().min(1, 'Uraian objek wajib diisi').max(2000, 'Maksimal 2000 karakter'),
  jumlah: quantitySchema(),
  satuan: optionalText(50),
  nilai_taksiran: positiveMoneySchema,
  mata_uang_kode: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'Kode mata uang tidak valid')
    .default('IDR'),
  lokasi_objek_gratifikasi_id: optionalId,
  dititipkan: z.enum(['TIDAK', 'UPG', 'KPK']).default('TIDAK'),
  keterangan: optionalText(2000),
});
export type RincianPayload = z.input<typeof rincianPayloadSchema>;

/** A draft item: everything may still be missing. */
export const rincianDraftSchema = rincianPayloadSchema.partial().extend({
  status_penerimaan: z.enum(['DITERIMA', 'DITOLAK']).optional(),
  uraian: optionalText(2000),
  nilai_taksiran: positiveMoneySchema.nullable().optional(),
});

/**
 * Whether the rupiah items' values add up to what the report's total column holds (items in another currency are
 * checked by the server once valued at the rate in force).
 */
function rupiahTotalFits(items: readonly { nilai_taksiran?: string | null; mata_uang_kode?: string }[]) {
  const values = items.flatMap((i) =>
    (i.mata_uang_kode ?? 'IDR') === 'IDR' && i.nilai_taksiran && moneyFits(i.nilai_taksiran)
      ? [i.nilai_taksiran]
      : [],
  );
  return moneyFits(sumMoney(values));
}

const eventFields = {
  jenis_peristiwa_id: requiredIdSchema('Jenis peristiwa wajib dipilih'),
  media_laporan_id: optionalId,
  tempat_penerimaan: z.string().trim().min(1, 'Tempat penerimaan wajib diisi').max(255),
  tanggal_penerimaan: apiDateSchema,
  /** Only data entry and KPK staff set it (the date on a paper report); otherwise the server uses today. */
  tanggal_lapor: apiDateSchema.nullable().optional(),
  hubungan_pemberi_penerima_id: requiredIdSchema('Hubungan dengan pemberi wajib dipilih'),
  nama_pemberi: z.string().trim().min(1, 'Nama pemberi wajib diisi').max(255),
  instansi_pemberi: optionalText(255),
  alamat_pemberi: z.string().trim().min(1, 'Alamat pemberi wajib diisi').max(2000),
  kronologi: z
    .string()
    .trim()
    .min(20, 'Kronologi minimal 20 karakter')
    .max(10000, 'Kronologi maksimal 10000 karakter'),
  checklist: z.array(id).max(50).default([]),
};

/**
 * Body of `POST laporan/save` (submit) and `PUT laporan/{id}` while editable. With `id` it submits that draft.
 * `lampiran_ids` are media ids from `laporan/upload-attachment`.
 */
export const laporanSaveSchema = z.object({
  id: id.optional(),
  /** The report's version the client last read (`laporan.version`): a stale one is refused with 409. */
  version: z.number().int().positive().max(2147483647).optional(),
  pelapor_id: requiredIdSchema('Pelapor wajib dipilih'),
  ...eventFields,
  rincian: z
    .array(rincianPayloadSchema)
    .min(1, 'Minimal satu rincian objek gratifikasi')
    .max(100)
    .refine(rupiahTotalFits, TOTAL_TOO_LARGE_MESSAGE),
  lampiran_ids: z.array(id).max(50).default([]),
  pernyataan_benar: z.literal(true, { message: 'Pernyataan kebenaran laporan wajib dicentang' }),
});
export type LaporanSavePayload = z.input<typeof laporanSaveSchema>;

/** Body of `POST laporan/draft`: only the reporter is required; with `id` it updates that draft. */
export const laporanDraftSchema = z.object({
  id: id.optional(),
  /** The report's version the client last read (`laporan.version`): a stale one is refused with 409. */
  version: z.number().int().positive().max(2147483647).optional(),
  pelapor_id: requiredIdSchema('Pelapor wajib dipilih'),
  jenis_peristiwa_id: optionalId,
  media_laporan_id: optionalId,
  tempat_penerimaan: optionalText(255),
  tanggal_penerimaan: apiDateSchema.nullable().optional(),
  tanggal_lapor: apiDateSchema.nullable().optional(),
  hubungan_pemberi_penerima_id: optionalId,
  nama_pemberi: optionalText(255),
  instansi_pemberi: optionalText(255),
  alamat_pemberi: optionalText(2000),
  kronologi: optionalText(10000),
  checklist: z.array(id).max(50).optional(),
  rincian: z.array(rincianDraftSchema).max(100).refine(rupiahTotalFits, TOTAL_TOO_LARGE_MESSAGE).optional(),
  lampiran_ids: z.array(id).max(50).optional(),
  pernyataan_benar: z.boolean().optional(),
});
export type LaporanDraftPayload = z.input<typeof laporanDraftSchema>;

/** A stored file as the API shows it. */
export const mediaInfoSchema = z.object({
  id: z.number().int(),
  original_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type MediaInfoDto = z.infer<typeof mediaInfoSchema>;

export const rincianSchema = z.object({
  id: z.number().int(),
  status_penerimaan: z.enum(['DITERIMA', 'DITOLAK']),
  jenis_penerimaan_id: z.number().int().nullable(),
  jenis_penerimaan_nama: z.string().nullable(),
  jenis_objek_id: z.number().int().nullable(),
  jenis_objek_nama: z.string().nullable(),
  uraian: z.string(),
  jumlah: z.number().int(),
  satuan: z.string().nullable(),
  nilai_taksiran: z.string(),
  mata_uang_kode: z.string(),
  kurs: z.string(),
  kurs_tanggal: z.string().nullable(),
  nilai_rupiah: z.string(),
  lokasi_objek_gratifikasi_id: z.number().int().nullable(),
  lokasi_objek_gratifikasi_nama: z.string().nullable(),
  dititipkan: z.enum(['TIDAK', 'UPG', 'KPK']),
  keterangan: z.string().nullable(),
});
export type Rincian = z.infer<typeof rincianSchema>;

const nlHintSchema = z.object({ kode: z.string(), pesan: z.string() });

/** One report in full (`GET laporan/{id}`), with what the screens show. */
export const laporanSchema = z.object({
  id: z.number().int(),
  nosig: z.string().nullable(),
  /** Goes up with every change; sent back on edit and submit so a stale copy gets 409. */
  version: z.number().int(),
  status: z.string(),
  status_nama: z.string(),
  step: z.string().nullable(),
  kanal: z.enum(['INDIVIDU', 'UPG', 'DATA_ENTRY', 'KPK']),
  pelapor_id: z.number().int(),
  pelapor: z.object({
    id: z.number().int(),
    nama: z.string(),
    nik: z.string().nullable(),
    jabatan: z.string().nullable(),
    instansi_nama: z.string().nullable(),
    unit_kerja_nama: z.string().nullable(),
    email: z.string().nullable(),
    telepon: z.string().nullable(),
  }),
  instansi_id: z.number().int().nullable(),
  instansi_nama: z.string().nullable(),
  upg_id: z.number().int().nullable(),
  jenis_peristiwa_id: z.number().int().nullable(),
  jenis_peristiwa_nama: z.string().nullable(),
  media_laporan_id: z.number().int().nullable(),
  media_laporan_nama: z.string().nullable(),
  tempat_penerimaan: z.string().nullable(),
  tanggal_penerimaan: z.string().nullable(),
  tanggal_lapor: z.string().nullable(),
  hubungan_pemberi_penerima_id: z.number().int().nullable(),
  hubungan_pemberi_penerima_nama: z.string().nullable(),
  nama_pemberi: z.string().nullable(),
  instansi_pemberi: z.string().nullable(),
  alamat_pemberi: z.string().nullable(),
  kronologi: z.string().nullable(),
  checklist: z.array(z.number().int()),
  pernyataan_benar: z.boolean(),
  batas_lapor: z.string().nullable(),
  is_terlambat: z.boolean(),
  /** Filed through a UPG: its 10 HK deadline to report to the UPG, and whether it was reported after it. */
  batas_lapor_upg: z.string().nullable(),
  is_terlambat_upg: z.boolean(),
  nl_hints: z.array(nlHintSchema),
  total_nilai: z.string(),
  diterima_upg_at: z.string().nullable(),
  batas_teruskan: z.string().nullable(),
  diteruskan_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  created_by_role: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  rincian: z.array(rincianSchema),
  lampiran: z.array(mediaInfoSchema),
  /** Whether the caller may still edit or delete it (draft or returned, and the caller's own). */
  can_edit: z.boolean(),
  /** Whether the caller (a UPG) may forward it to the KPK now. */
  can_teruskan: z.boolean(),
});
export type Laporan = z.infer<typeof laporanSchema>;

/** One row of a report list. */
export const laporanListItemSchema = z.object({
  id: z.number().int(),
  nosig: z.string().nullable(),
  status: z.string(),
  status_nama: z.string(),
  kanal: z.enum(['INDIVIDU', 'UPG', 'DATA_ENTRY', 'KPK']),
  pelapor_id: z.number().int(),
  pelapor_nama: z.string(),
  instansi_nama: z.string().nullable(),
  jenis_peristiwa_nama: z.string().nullable(),
  nama_pemberi: z.string().nullable(),
  tanggal_penerimaan: z.string().nullable(),
  tanggal_lapor: z.string().nullable(),
  batas_lapor: z.string().nullable(),
  is_terlambat: z.boolean(),
  /** Filed through a UPG: its 10 HK deadline to report to the UPG, and whether it was reported after it. */
  batas_lapor_upg: z.string().nullable(),
  is_terlambat_upg: z.boolean(),
  batas_teruskan: z.string().nullable(),
  total_nilai: z.string(),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
});
export type LaporanListItem = z.infer<typeof laporanListItemSchema>;

const TAB_KEYS = LAPORAN_TABS.map((t) => t.key) as [string, ...string[]];

/** Query of `list-individu`, `list-upg`, `list-kpk` and `tabbed` (and their Excel export with `format=xlsx`). */
export const laporanListQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  /** Searches the number, the reporter's name and the giver. */
  q: z.string().trim().max(100).optional(),
  /** One status code or several, comma-separated. */
  status: z.string().trim().max(500).optional(),
  tab: z.enum(TAB_KEYS).optional(),
  kanal: z.enum(['INDIVIDU', 'UPG', 'DATA_ENTRY', 'KPK']).optional(),
  instansi_id: idParamSchema.optional(),
  pelapor_id: idParamSchema.optional(),
  jenis_peristiwa_id: idParamSchema.optional(),
  tahun: z.coerce.number().int().min(2000).max(2100).optional(),
  tanggal_awal: apiDateSchema.optional(),
  tanggal_akhir: apiDateSchema.optional(),
  terlambat: z.enum(['0', '1']).optional(),
  /** Reported to the UPG after its 10 HK ('1') or within them ('0'). */
  terlambat_upg: z.enum(['0', '1']).optional(),
  /** What the report still needs (a home's figure opens its list with it): objects to hand over, a bill to pay… */
  tindakan: z.enum(TINDAKAN_LAPORAN).optional(),
  sort: z
    .enum(['id', 'nosig', 'tanggal_penerimaan', 'tanggal_lapor', 'submitted_at', 'total_nilai', 'created_at'])
    .default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type LaporanListQuery = z.input<typeof laporanListQuerySchema>;

/** `GET laporan/tabbed`: the count of every tab and the page of the chosen one. */
export const laporanTabbedSchema = z.object({
  tabs: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() })),
  tab: z.string(),
  items: z.array(laporanListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

/** One entry of `GET laporan/{id}/history`. */
export const laporanHistorySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  status_from: z.string().nullable(),
  status_to: z.string().nullable(),
  status_to_nama: z.string().nullable(),
  step: z.string().nullable(),
  catatan: z.string().nullable(),
  user_name: z.string().nullable(),
  role_name: z.string().nullable(),
  created_at: z.string(),
  /** The reporter's answer this row records (`GET laporan/{id}/jawaban-pelapor`, item `id`), else null. */
  public_link_id: z.number().int().nullable(),
});
export type LaporanHistory = z.infer<typeof laporanHistorySchema>;

/** Answer of `POST laporan/save`: the report and what the reporter should be warned about. */
export const laporanSaveResultSchema = z.object({
  laporan: laporanSchema,
  nl_hints: z.array(nlHintSchema),
  is_terlambat: z.boolean(),
});

/**
 * `GET dashboard/individu`, `GET dashboard/upg` (and data entry): the caller's counts per tab, late reports and, for
 * a UPG, the received reports past their forwarding deadline (the first few listed).
 */
export const laporanDashboardSchema = z.object({
  tabs: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() })),
  total: z.number().int(),
  terlambat: z.number().int(),
  /** Reports made to the UPG after its 10 HK (0 outside a UPG's scope). */
  terlambat_upg: z.number().int(),
  lewat_batas_teruskan: z.number().int(),
  lewat_batas_teruskan_items: z.array(laporanListItemSchema),
});
export type LaporanDashboard = z.infer<typeof laporanDashboardSchema>;
