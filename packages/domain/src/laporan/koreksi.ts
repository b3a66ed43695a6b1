import type { z } from 'zod';
import { laporanSaveSchema, rincianPayloadSchema } from '../api/laporan';
import { pelaporPayloadSchema } from '../api/pelapor';

/**
 * Data corrections of a report by the administrators (issue 28 §1, /admin/admin-laporan-detail/:id): one whitelisted
 * field at a time, with a reason, never a step or status change (that is `move-workflow-laporan`). Each field is
 * validated as the original form validates it.
 */
export type KoreksiTarget = 'laporan' | 'pelapor' | 'rincian';
export type KoreksiTipe = 'teks' | 'teks_panjang' | 'tanggal' | 'uang' | 'angka' | 'instansi';

export interface KoreksiField {
  key: string;
  /** Which row the field lives on: the report, its reporter's profile, or one of its items (needs rincian_id). */
  target: KoreksiTarget;
  /** The column on that row. */
  column: string;
  label: string;
  tipe: KoreksiTipe;
  /**
   * Once the decision is taken (SK drafting onwards, or a final status) the field is what the decision was made on
   * and stays as decided; contact and administrative data stay correctable.
   */
  terkunciSetelahPutusan: boolean;
  schema: z.ZodType;
}

// Each field is checked by the schema the original form uses (the report, its items, the reporter's profile).
const laporanField = laporanSaveSchema.shape;
const rincianField = rincianPayloadSchema.shape;
const pelaporField = pelaporPayloadSchema.shape;

/** The fields an administrator may correct (the whitelist); anything else is refused. */
export const KOREKSI_FIELDS: readonly KoreksiField[] = [
  {
    key: 'tanggal_penerimaan',
    target: 'laporan',
    column: 'tanggal_penerimaan',
    label: 'Tanggal penerimaan',
    tipe: 'tanggal',
    terkunciSetelahPutusan: true,
    schema: laporanField.tanggal_penerimaan,
  },
  {
    key: 'tempat_penerimaan',
    target: 'laporan',
    column: 'tempat_penerimaan',
    label: 'Tempat penerimaan',
    tipe: 'teks',
    terkunciSetelahPutusan: true,
    schema: laporanField.tempat_penerimaan,
  },
  {
    key: 'nama_pemberi',
    target: 'laporan',
    column: 'nama_pemberi',
    label: 'Nama pemberi',
    tipe: 'teks',
    terkunciSetelahPutusan: true,
    schema: laporanField.nama_pemberi,
  },
  {
    key: 'instansi_pemberi',
    target: 'laporan',
    column: 'instansi_pemberi',
    label: 'Instansi pemberi',
    tipe: 'teks',
    terkunciSetelahPutusan: true,
    schema: laporanField.instansi_pemberi,
  },
  {
    key: 'alamat_pemberi',
    target: 'laporan',
    column: 'alamat_pemberi',
    label: 'Alamat pemberi',
    tipe: 'teks_panjang',
    terkunciSetelahPutusan: false,
    schema: laporanField.alamat_pemberi,
  },
  {
    key: 'instansi_id',
    target: 'laporan',
    column: 'instansi_id',
    label: 'Instansi pelapor (pada laporan)',
    tipe: 'instansi',
    terkunciSetelahPutusan: false,
    schema: pelaporField.instansi_id,
  },
  {
    key: 'pelapor_telepon',
    target: 'pelapor',
    column: 'telepon',
    label: 'Telepon pelapor',
    tipe: 'teks',
    terkunciSetelahPutusan: false,
    schema: pelaporField.telepon,
  },
  {
    key: 'pelapor_email',
    target: 'pelapor',
    column: 'email',
    label: 'Email pelapor',
    tipe: 'teks',
    terkunciSetelahPutusan: false,
    schema: pelaporField.email,
  },
  {
    key: 'pelapor_alamat',
    target: 'pelapor',
    column: 'alamat',
    label: 'Alamat pelapor',
    tipe: 'teks_panjang',
    terkunciSetelahPutusan: false,
    schema: pelaporField.alamat,
  },
  {
    key: 'rincian_uraian',
    target: 'rincian',
    column: 'uraian',
    label: 'Uraian objek',
    tipe: 'teks_panjang',
    terkunciSetelahPutusan: true,
    schema: rincianField.uraian,
  },
  {
    key: 'rincian_jumlah',
    target: 'rincian',
    column: 'jumlah',
    label: 'Jumlah objek',
    tipe: 'angka',
    terkunciSetelahPutusan: true,
    schema: rincianField.jumlah,
  },
  {
    key: 'rincian_satuan',
    target: 'rincian',
    column: 'satuan',
    label: 'Satuan objek',
    tipe: 'teks',
    terkunciSetelahPutusan: true,
    schema: rincianField.satuan,
  },
  {
    key: 'rincian_nilai_taksiran',
    target: 'rincian',
    column: 'nilai_taksiran',
    label: 'Nilai taksiran objek',
    tipe: 'uang',
    terkunciSetelahPutusan: true,
    schema: rincianField.nilai_taksiran,
  },
  {
    key: 'rincian_keterangan',
    target: 'rincian',
    column: 'keterangan',
    label: 'Keterangan objek',
    tipe: 'teks_panjang',
    terkunciSetelahPutusan: false,
    schema: rincianField.keterangan,
  },
];

const byKey = new Map(KOREKSI_FIELDS.map((f) => [f.key, f]));

/** The whitelisted field of a key, or undefined. */
export function koreksiField(key: string): KoreksiField | undefined {
  return byKey.get(key);
}

/**
 * Fields that are legal outcomes or workflow state: never corrected here (the step is `move-workflow-laporan`,
 * the decision its SK and the cancellation path), each with the reason the refusal gives.
 */
export const KOREKSI_FIELD_TERLARANG: Readonly<Record<string, string>> = {
  nosig: 'Nomor laporan diberikan sistem dan tidak dapat dikoreksi',
  status: 'Status laporan hanya berubah melalui alur kerja (gunakan Pindah Workflow Laporan)',
  step: 'Tahap alur kerja hanya berubah melalui Pindah Workflow Laporan',
  status_penomoran: 'Status penomoran SK adalah hasil penetapan dan tidak dapat dikoreksi',
  sk_tanggal: 'Tanggal SK adalah hasil penetapan dan tidak dapat dikoreksi',
  sk_batas_sampai: 'Batas penyampaian SK adalah hasil penetapan dan tidak dapat dikoreksi',
  nomor_sk: 'Nomor SK adalah hasil penetapan; pembatalan SK melalui jalur pembatalan',
  keputusan: 'Keputusan adalah hasil penetapan; pembatalan SK melalui jalur pembatalan',
  status_penerimaan: 'Status penerimaan objek menentukan keputusan dan tidak dapat dikoreksi di sini',
  total_nilai: 'Total nilai dihitung dari rincian objek',
  nilai_rupiah: 'Nilai rupiah dihitung dari nilai taksiran dan kurs',
  is_terlambat: 'Keterlambatan dihitung dari tanggal penerimaan',
};

/** Statuses at which the decision is taken or being drafted: what it was taken on stays as decided. */
export const STATUS_PUTUSAN: readonly string[] = [
  'PENETAPAN_SK',
  'PIUTANG',
  'SELESAI',
  'TIDAK_DITINDAKLANJUTI',
];

/** True when the report's decision is being drafted or taken (SK numbering begun, or a decided status). */
export function putusanDitetapkan(laporan: { status: string; status_penomoran: string | null }): boolean {
  return laporan.status_penomoran !== null || STATUS_PUTUSAN.includes(laporan.status);
}

/**
 * Why a correction of `key` is refused for this report, or null when it may go ahead: a legal outcome, a field
 * outside the whitelist, a draft (its reporter still edits it), or a field the decision was taken on.
 */
export function koreksiDitolak(
  key: string,
  laporan: { status: string; status_penomoran: string | null },
): string | null {
  const terlarang = KOREKSI_FIELD_TERLARANG[key];
  if (terlarang) return terlarang;
  const field = koreksiField(key);
  if (!field) return 'Field ini tidak termasuk data yang dapat dikoreksi';
  if (laporan.status === 'DRAFT') return 'Laporan masih draf: pelapor dapat mengubahnya sendiri';
  if (field.terkunciSetelahPutusan && putusanDitetapkan(laporan)) {
    return `${field.label} sudah menjadi dasar penetapan dan tidak dapat dikoreksi`;
  }
  return null;
}

/** The whitelisted fields that may be corrected on this report now (the form's field picker). */
export function koreksiFieldsFor(laporan: {
  status: string;
  status_penomoran: string | null;
}): KoreksiField[] {
  return KOREKSI_FIELDS.filter((f) => koreksiDitolak(f.key, laporan) === null);
}

/** The minimum length of a correction's reason. */
export const KOREKSI_ALASAN_MIN = 10;
