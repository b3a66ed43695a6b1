import { type DiseminasiBody, diseminasiBodySchema } from '../api/ppgUpg';

/** Columns of the dissemination import sheet ("Diseminasi"), one event per row. */
export const DISEMINASI_IMPORT_COLUMNS = [
  'nama_kegiatan',
  'jenis_diseminasi',
  'klasifikasi_kegiatan',
  'sasaran_kegiatan',
  'tanggal_awal',
  'tanggal_akhir',
  'narasumber',
  'provinsi',
  'kabkota',
  'tempat',
  'peserta',
  'uraian',
] as const;
export type DiseminasiImportColumn = (typeof DISEMINASI_IMPORT_COLUMNS)[number];

/** Columns a file may leave out (empty then). */
export const DISEMINASI_IMPORT_OPTIONAL_COLUMNS: readonly DiseminasiImportColumn[] = ['tempat', 'uraian'];

/** The most events one import file may hold. */
export const DISEMINASI_IMPORT_MAX_ROWS = 500;

/** The codes the sheet names, resolved to ids by the server (live master rows only). */
export interface DiseminasiImportCodes {
  jenis_diseminasi: ReadonlyMap<string, number>;
  klasifikasi_kegiatan: ReadonlyMap<string, number>;
  sasaran_kegiatan: ReadonlyMap<string, number>;
  level_jabatan_peserta: ReadonlyMap<string, number>;
  provinsi: ReadonlyMap<string, number>;
  /** A regency/city by its code, with the province it lies in. */
  kabkota: ReadonlyMap<string, { id: number; provinsi_id: number }>;
}

/** One row's cells as text; dates already read as YYYY-MM-DD (or 'invalid' when the cell is no date). */
export type DiseminasiImportCells = Readonly<Record<DiseminasiImportColumn, string>>;

/** What one row makes: the event's payload, or the row's errors (each naming its column). */
export type DiseminasiImportRowResult =
  | { ok: true; payload: DiseminasiBody }
  | { ok: false; errors: string[] };

const ENTRY = /^([A-Za-z0-9_.-]+)\s*[:=]\s*(\d{1,7})$/;

/**
 * Reads the participants cell: position-level codes with their counts, `KODE:jumlah` separated by `;` or new
 * lines (e.g. `ESELON_II:12; STAF:40`). Returns the entries or the reasons the cell is refused.
 */
export function parsePesertaCell(
  cell: string,
  levels: ReadonlyMap<string, number>,
): { entries: { level_jabatan_peserta_id: number; jumlah: number }[]; errors: string[] } {
  const entries: { level_jabatan_peserta_id: number; jumlah: number }[] = [];
  const errors: string[] = [];
  const parts = cell
    .split(/[;\n]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) errors.push('peserta: wajib diisi, mis. ESELON_II:12; STAF:40');
  for (const part of parts) {
    const m = ENTRY.exec(part);
    if (!m) {
      errors.push(`peserta: "${part}" harus berbentuk KODE:jumlah`);
      continue;
    }
    const id = levels.get((m[1] ?? '').toUpperCase());
    if (id === undefined) {
      errors.push(`peserta: kode level jabatan "${m[1]}" tidak dikenal`);
      continue;
    }
    entries.push({ level_jabatan_peserta_id: id, jumlah: Number(m[2]) });
  }
  return { entries, errors };
}

const CODED = ['jenis_diseminasi', 'klasifikasi_kegiatan', 'sasaran_kegiatan', 'provinsi'] as const;

/** The body field each column fills, so a schema error names the sheet's column. */
const COLUMN_OF: Readonly<Record<string, DiseminasiImportColumn>> = {
  nama_kegiatan: 'nama_kegiatan',
  jenis_diseminasi_id: 'jenis_diseminasi',
  klasifikasi_kegiatan_id: 'klasifikasi_kegiatan',
  sasaran_kegiatan_id: 'sasaran_kegiatan',
  tanggal_awal: 'tanggal_awal',
  tanggal_akhir: 'tanggal_akhir',
  narasumber: 'narasumber',
  provinsi_id: 'provinsi',
  kabkota_id: 'kabkota',
  tempat: 'tempat',
  uraian: 'uraian',
  peserta: 'peserta',
};

/**
 * Checks one sheet row by the same rules as the form (`diseminasiBodySchema`), after resolving its codes:
 * unknown codes, a regency/city outside the province, a malformed participants cell, dates out of order.
 */
export function checkDiseminasiImportRow(
  cells: DiseminasiImportCells,
  codes: DiseminasiImportCodes,
): DiseminasiImportRowResult {
  const errors: string[] = [];
  const ids: Partial<Record<(typeof CODED)[number], number>> = {};
  for (const column of CODED) {
    const kode = cells[column].trim().toUpperCase();
    if (kode === '') {
      errors.push(`${column}: wajib diisi`);
      continue;
    }
    const id = codes[column].get(kode);
    if (id === undefined) errors.push(`${column}: kode "${cells[column]}" tidak dikenal`);
    else ids[column] = id;
  }
  let kabkotaId: number | undefined;
  const kabkotaKode = cells.kabkota.trim().toUpperCase();
  if (kabkotaKode === '') errors.push('kabkota: wajib diisi');
  else {
    const kabkota = codes.kabkota.get(kabkotaKode);
    if (!kabkota) errors.push(`kabkota: kode "${cells.kabkota}" tidak dikenal`);
    else if (ids.provinsi !== undefined && kabkota.provinsi_id !== ids.provinsi) {
      errors.push('kabkota: kota/kabupaten tidak berada di provinsi yang diisi');
    } else kabkotaId = kabkota.id;
  }
  for (const column of ['tanggal_awal', 'tanggal_akhir'] as const) {
    if (cells[column] === 'invalid') errors.push(`${column}: bukan tanggal (isi YYYY-MM-DD atau DD-MM-YYYY)`);
  }
  const peserta = parsePesertaCell(cells.peserta, codes.level_jabatan_peserta);
  errors.push(...peserta.errors);
  if (errors.length > 0) return { ok: false, errors };

  const parsed = diseminasiBodySchema.safeParse({
    nama_kegiatan: cells.nama_kegiatan,
    jenis_diseminasi_id: ids.jenis_diseminasi,
    klasifikasi_kegiatan_id: ids.klasifikasi_kegiatan,
    sasaran_kegiatan_id: ids.sasaran_kegiatan,
    tanggal_awal: cells.tanggal_awal,
    tanggal_akhir: cells.tanggal_akhir,
    narasumber: cells.narasumber,
    provinsi_id: ids.provinsi,
    kabkota_id: kabkotaId,
    tempat: cells.tempat,
    uraian: cells.uraian,
    peserta: peserta.entries,
  });
  if (parsed.success) return { ok: true, payload: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => {
      const column = COLUMN_OF[String(issue.path[0] ?? '')] ?? 'baris';
      return `${column}: ${issue.message}`;
    }),
  };
}
