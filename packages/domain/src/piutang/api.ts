import { z } from 'zod';
import {
  apiDateSchema,
  idParamSchema,
  idSchema,
  pageNumberSchema,
  positiveMoneySchema,
} from '../validation/input';

const text = (max: number) => z.string().trim().max(max);
const pageQuery = {
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  q: text(100).optional(),
};
const format = { format: z.enum(['json', 'xlsx']).default('json') };

/** `POST piutang/tagihan`: a bill for one item the SK ruled state-owned and the reporter keeps. */
export const tagihanCreateSchema = z.object({
  rincian_id: idSchema,
  keterangan: text(500).optional(),
});

/** Lists of bills (`og-piutang`, `monitoring-piutang`, `list-piutang`). */
export const tagihanListQuerySchema = z.object({
  ...pageQuery,
  ...format,
  status: z.enum(['BELUM_LUNAS', 'LUNAS', 'LEBIH_BAYAR', 'DIBATALKAN']).optional(),
  laporan_id: idParamSchema.optional(),
  /** Bills whose object's handover day (7 HK after the SK, the day to pay by) has passed: 'true'. */
  lewat_batas: z.enum(['true']).optional(),
});

/** The statement-of-account list and the aging list: one row per debtor and currency. */
export const debiturQuerySchema = z.object({
  ...pageQuery,
  ...format,
  per_tanggal: apiDateSchema.optional(),
  mata_uang: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Kode mata uang 3 huruf')
    .optional(),
});

export const soaParamsSchema = z.object({
  id: idParamSchema,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Kode mata uang 3 huruf'),
});
export const agingParamsSchema = z.object({
  pelapor_id: idParamSchema,
  currency: soaParamsSchema.shape.currency,
});

export const periodeQuerySchema = z
  .object({ dari: apiDateSchema, sampai: apiDateSchema, ...format })
  .refine((v) => v.dari <= v.sampai, {
    message: 'Tanggal awal harus sebelum tanggal akhir',
    path: ['sampai'],
  });

export const transaksiListQuerySchema = z.object({
  ...pageQuery,
  ...format,
  jenis: z.enum(['TAGIHAN', 'BAYAR', 'BATAL']).optional(),
  tagihan_id: idParamSchema.optional(),
});

export const transaksiBatalSchema = z.object({
  alasan: text(500).min(5, 'Alasan minimal 5 karakter'),
});

/** The bank's payment notification (`POST pembayaran/notifikasi`), signed with `x-signature`. */
export const notifikasiPembayaranSchema = z.object({
  notification_id: text(64)
    .min(1, 'ID notifikasi wajib diisi')
    .regex(/^[\w.:-]+$/, 'ID notifikasi tidak valid'),
  va: z.string().regex(/^\d{8,20}$/, 'Nomor VA tidak valid'),
  jumlah: positiveMoneySchema,
  mata_uang: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Kode mata uang 3 huruf')
    .default('IDR'),
  // A real instant (month 1–12, the month's days, 00:00:00–23:59:59, an offset within ±23:59), not only its shape.
  dibayar_at: z.iso
    .datetime({ offset: true, message: 'Waktu tidak valid' })
    .refine((v) => v >= '1900' && v < '3000', 'Waktu tidak valid'),
});
export type NotifikasiPembayaran = z.infer<typeof notifikasiPembayaranSchema>;

/** `POST pembayaran/settlement`: the bank's day, the notifications it settled (each booked at most once). */
export const settlementSchema = z.object({
  tanggal: apiDateSchema,
  items: z
    .array(notifikasiPembayaranSchema.extend({ signature: z.string().regex(/^[0-9a-f]{64}$/) }))
    .min(1)
    .max(1000),
});

export const trxListQuerySchema = z.object({
  ...pageQuery,
  ...format,
  tab: z.enum(['SEMUA', 'DIBUKUKAN', 'DUPLIKAT', 'TINJAU']).default('SEMUA'),
});

/** The simulator's "bank" form: pay a VA, in part or in full. */
export const simulatorBayarSchema = z.object({
  va: z.string().regex(/^\d{8,20}$/, 'Nomor VA tidak valid'),
  jumlah: positiveMoneySchema,
  notification_id: text(64)
    .regex(/^[\w.:-]*$/)
    .optional(),
});

export const rekonListQuerySchema = z.object({
  ...format,
  status: z.enum(['COCOK', 'HANYA_REKENING', 'HANYA_BUKU', 'SELISIH']).optional(),
});

export const REKON_STATUS_LABELS = {
  COCOK: 'Cocok',
  HANYA_REKENING: 'Hanya di rekening koran',
  HANYA_BUKU: 'Hanya di buku piutang',
  SELISIH: 'Nilai berbeda',
} as const;
export type RekonStatus = keyof typeof REKON_STATUS_LABELS;
