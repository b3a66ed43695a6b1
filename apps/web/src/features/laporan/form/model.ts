import type {
  Laporan,
  LaporanDraftPayload,
  LaporanSavePayload,
  MediaInfoDto,
  RincianPayload,
} from '@gratifikasi/domain';
import dayjs, { type Dayjs } from 'dayjs';

/** One item as the form holds it: the payload plus the names and rupiah value shown in the table. */
export interface RincianRow {
  /** A client key for the table (the saved id when there is one). */
  key: string;
  id?: number;
  status_penerimaan: 'DITERIMA' | 'DITOLAK';
  jenis_penerimaan_id?: number;
  jenis_objek_id?: number;
  uraian: string;
  jumlah?: number;
  satuan?: string | null;
  nilai_taksiran: string;
  mata_uang_kode: string;
  lokasi_objek_gratifikasi_id?: number | null;
  dititipkan: 'TIDAK' | 'UPG' | 'KPK';
  keterangan?: string | null;
  /** Shown only; the server computes the stored values. */
  jenis_penerimaan_nama?: string | null;
  jenis_objek_nama?: string | null;
  kurs?: string | null;
  nilai_rupiah?: string | null;
}

/** Every field of the whole form (all steps share one antd Form). */
export interface LaporanFormValues {
  pelapor_id?: number;
  jenis_peristiwa_id?: number;
  media_laporan_id?: number | null;
  tempat_penerimaan?: string;
  tanggal_penerimaan?: Dayjs | null;
  tanggal_lapor?: Dayjs | null;
  hubungan_pemberi_penerima_id?: number;
  nama_pemberi?: string;
  instansi_pemberi?: string | null;
  alamat_pemberi?: string;
  kronologi?: string;
  rincian?: RincianRow[];
  lampiran?: MediaInfoDto[];
  checklist?: number[];
  pernyataan_benar?: boolean;
}

/** The steps, in order, with the fields each one holds (validation and server errors go to the right step). */
export const STEPS = [
  { key: 'pelapor', title: 'Pelapor', fields: ['pelapor_id'] },
  {
    key: 'peristiwa',
    title: 'Peristiwa',
    fields: [
      'jenis_peristiwa_id',
      'media_laporan_id',
      'tempat_penerimaan',
      'tanggal_penerimaan',
      'tanggal_lapor',
      'hubungan_pemberi_penerima_id',
      'nama_pemberi',
      'instansi_pemberi',
      'alamat_pemberi',
    ],
  },
  { key: 'rincian', title: 'Rincian', fields: ['rincian'] },
  { key: 'kronologi', title: 'Kronologi', fields: ['kronologi'] },
  { key: 'lampiran', title: 'Lampiran', fields: ['lampiran', 'lampiran_ids'] },
  { key: 'kelengkapan', title: 'Kelengkapan & Pernyataan', fields: ['checklist', 'pernyataan_benar'] },
] as const;

/** The step that holds a field ('rincian.0.uraian' → the rincian step); the last step when unknown. */
export function stepOfField(field: string): number {
  const root = field.split('.')[0] ?? field;
  const index = STEPS.findIndex((s) => (s.fields as readonly string[]).includes(root));
  return index === -1 ? STEPS.length - 1 : index;
}

const apiDate = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);
const blankToNull = (v: string | null | undefined) =>
  v === undefined || v === null || v.trim() === '' ? null : v;

function rincianPayload(row: RincianRow): RincianPayload {
  return {
    ...(row.id ? { id: row.id } : {}),
    status_penerimaan: row.status_penerimaan,
    jenis_penerimaan_id: row.jenis_penerimaan_id as number,
    jenis_objek_id: row.jenis_objek_id as number,
    uraian: row.uraian,
    jumlah: row.jumlah as number,
    satuan: blankToNull(row.satuan),
    nilai_taksiran: row.nilai_taksiran,
    mata_uang_kode: row.mata_uang_kode,
    lokasi_objek_gratifikasi_id: row.lokasi_objek_gratifikasi_id ?? null,
    dititipkan: row.dititipkan,
    keterangan: blankToNull(row.keterangan),
  };
}

function common(v: LaporanFormValues, paperDate: boolean) {
  return {
    media_laporan_id: v.media_laporan_id ?? null,
    tanggal_lapor: paperDate ? apiDate(v.tanggal_lapor) : null,
    instansi_pemberi: blankToNull(v.instansi_pemberi),
    checklist: v.checklist ?? [],
    lampiran_ids: (v.lampiran ?? []).map((m) => m.id),
  };
}

/** `POST laporan/draft`: whatever is filled in so far. */
export function toDraftPayload(
  v: LaporanFormValues,
  id: number | null,
  paperDate: boolean,
): LaporanDraftPayload {
  return {
    ...(id ? { id } : {}),
    pelapor_id: v.pelapor_id as number,
    jenis_peristiwa_id: v.jenis_peristiwa_id ?? null,
    tempat_penerimaan: blankToNull(v.tempat_penerimaan),
    tanggal_penerimaan: apiDate(v.tanggal_penerimaan),
    hubungan_pemberi_penerima_id: v.hubungan_pemberi_penerima_id ?? null,
    nama_pemberi: blankToNull(v.nama_pemberi),
    alamat_pemberi: blankToNull(v.alamat_pemberi),
    kronologi: blankToNull(v.kronologi),
    rincian: (v.rincian ?? []).map(rincianPayload),
    pernyataan_benar: Boolean(v.pernyataan_benar),
    ...common(v, paperDate),
  };
}

/** `POST laporan/save`: the full report (the form has validated every step). */
export function toSavePayload(
  v: LaporanFormValues,
  id: number | null,
  paperDate: boolean,
): LaporanSavePayload {
  return {
    ...(id ? { id } : {}),
    pelapor_id: v.pelapor_id as number,
    jenis_peristiwa_id: v.jenis_peristiwa_id as number,
    tempat_penerimaan: v.tempat_penerimaan ?? '',
    tanggal_penerimaan: apiDate(v.tanggal_penerimaan) ?? '',
    hubungan_pemberi_penerima_id: v.hubungan_pemberi_penerima_id as number,
    nama_pemberi: v.nama_pemberi ?? '',
    alamat_pemberi: v.alamat_pemberi ?? '',
    kronologi: v.kronologi ?? '',
    rincian: (v.rincian ?? []).map(rincianPayload),
    pernyataan_benar: true,
    ...common(v, paperDate),
  };
}

const day = (value: string | null) => (value ? dayjs(value.slice(0, 10)) : null);
const opt = (value: number | null) => value ?? undefined;

/** The form's values of a saved report (editing a draft or a returned report). */
export function fromLaporan(l: Laporan): LaporanFormValues {
  return {
    pelapor_id: l.pelapor_id,
    jenis_peristiwa_id: opt(l.jenis_peristiwa_id),
    media_laporan_id: l.media_laporan_id,
    tempat_penerimaan: l.tempat_penerimaan ?? undefined,
    tanggal_penerimaan: day(l.tanggal_penerimaan),
    tanggal_lapor: day(l.tanggal_lapor),
    hubungan_pemberi_penerima_id: opt(l.hubungan_pemberi_penerima_id),
    nama_pemberi: l.nama_pemberi ?? undefined,
    instansi_pemberi: l.instansi_pemberi,
    alamat_pemberi: l.alamat_pemberi ?? undefined,
    kronologi: l.kronologi ?? undefined,
    checklist: l.checklist,
    lampiran: l.lampiran,
    pernyataan_benar: false,
    rincian: l.rincian.map((r) => ({
      key: `saved-${r.id}`,
      id: r.id,
      status_penerimaan: r.status_penerimaan,
      jenis_penerimaan_id: opt(r.jenis_penerimaan_id),
      jenis_objek_id: opt(r.jenis_objek_id),
      uraian: r.uraian,
      jumlah: r.jumlah,
      satuan: r.satuan,
      nilai_taksiran: r.nilai_taksiran,
      mata_uang_kode: r.mata_uang_kode,
      lokasi_objek_gratifikasi_id: r.lokasi_objek_gratifikasi_id,
      dititipkan: r.dititipkan,
      keterangan: r.keterangan,
      jenis_penerimaan_nama: r.jenis_penerimaan_nama,
      jenis_objek_nama: r.jenis_objek_nama,
      kurs: r.kurs,
      nilai_rupiah: r.nilai_rupiah,
    })),
  };
}
