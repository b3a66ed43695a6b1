import {
  formatDate,
  type LaporanImportColumn,
  type LaporanImportResult,
  laporanSaveSchema,
} from '@gratifikasi/domain';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { pelapors } from '../../../db/schema/index';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import type { AuthContext } from '../../../platform/auth-context';
import { isAppError } from '../../../platform/errors';
import { kursBerlaku } from '../../kurs/service';
import { pelaporScope } from '../../pelapor/access';
import { todayJakarta } from '../lookups';
import { dateOf, groupRows, type ImportGroup, type ImportRow, moneyOf, text } from './read';

/** A report ready to submit: the payload as laporanSaveSchema parsed it, and where it came from. */
export interface ImportPlan {
  key: string;
  firstRow: number;
  payload: z.output<typeof laporanSaveSchema>;
}

/** Problems by sheet row: the column and the message. */
export type RowProblems = Map<number, { column: string; message: string }[]>;

export interface ImportValidation {
  result: LaporanImportResult;
  plans: ImportPlan[];
  problems: RowProblems;
}

/** The event columns (read from a report's first row) and the item columns (one per row). */
const REPORT_COLUMNS = [
  'nik_pelapor',
  'jenis_peristiwa',
  'tempat_penerimaan',
  'tanggal_penerimaan',
  'hubungan',
  'nama_pemberi',
  'instansi_pemberi',
  'alamat_pemberi',
  'kronologi',
] as const satisfies readonly LaporanImportColumn[];

/** laporanSaveSchema's field → the sheet column that feeds it. */
const COLUMN_OF_FIELD: Record<string, LaporanImportColumn> = {
  pelapor_id: 'nik_pelapor',
  jenis_peristiwa_id: 'jenis_peristiwa',
  hubungan_pemberi_penerima_id: 'hubungan',
  jenis_penerimaan_id: 'jenis_penerimaan',
  jenis_objek_id: 'jenis_objek',
  mata_uang_kode: 'mata_uang',
  lokasi_objek_gratifikasi_id: 'lokasi_objek',
  rincian: 'no_laporan_impor',
};

/** The masters whose codes the sheet uses: column → master key. */
export const IMPORT_CODE_MASTERS = {
  jenis_peristiwa: 'jenis-peristiwa',
  hubungan: 'hubungan-pemberi-penerima',
  jenis_penerimaan: 'jenis-penerimaan',
  jenis_objek: 'jenis-objek',
  mata_uang: 'mata-uang',
  lokasi_objek: 'lokasi-objek-gratifikasi',
} as const;
type CodeColumn = keyof typeof IMPORT_CODE_MASTERS;

/** Where an item was deposited (rincianPayloadSchema.dititipkan). */
const DITITIPKAN: readonly string[] = ['TIDAK', 'UPG', 'KPK'];

/** Live, active rows of a master: upper-cased kode → id. */
export async function codesOf(db: Db, key: string): Promise<Map<string, number>> {
  const table = masterTableOf(key);
  const kode = masterColumn(table, 'kode');
  const rows = await db
    .select({ id: table.id, kode: sql<string>`upper(${kode})` })
    .from(table)
    .where(and(isNull(table.deleted_at), sql`${masterColumn(table, 'is_active')} is not false`));
  return new Map(rows.map((r) => [String(r.kode), r.id]));
}

async function codeMaps(db: Db): Promise<Record<CodeColumn, Map<string, number>>> {
  const entries = await Promise.all(
    (Object.entries(IMPORT_CODE_MASTERS) as [CodeColumn, string][]).map(
      async ([column, key]) => [column, await codesOf(db, key)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<CodeColumn, Map<string, number>>;
}

/** The caller's pelapors (pelaporScope: a UPG's own) among the NIKs of the file: NIK → id. */
async function pelaporsByNik(
  db: Db,
  auth: AuthContext,
  niks: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(niks.filter((n) => n !== ''))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: pelapors.id, nik: pelapors.nik })
    .from(pelapors)
    .where(and(inArray(pelapors.nik, unique), isNull(pelapors.deleted_at), pelaporScope(auth)));
  return new Map(rows.map((r) => [String(r.nik), r.id]));
}

/** What checking one report needs: the master codes, the reporters found, the rates and today. */
export interface GroupChecker {
  codes: Record<CodeColumn, Map<string, number>>;
  /** The reporter of a NIK, when the importer may file for them. */
  pelaporOf: (nik: string) => number | undefined;
  /** The message for a NIK not found (the importer's words: "di UPG Anda", "di instansi ini"). */
  pelaporMissing: (nik: string) => string;
  kursAvailable: (kode: string, tanggal: string) => Promise<boolean>;
  today: string;
}

export type Fail = (row: number, column: string, message: string) => void;

/** The codes and the rate lookup of a checker; the caller adds who the reporters are. */
export async function checkerBase(db: Db): Promise<Omit<GroupChecker, 'pelaporOf' | 'pelaporMissing'>> {
  const codes = await codeMaps(db);
  const kursCache = new Map<string, boolean>();
  const kursAvailable = async (kode: string, tanggal: string) => {
    const id = `${kode}|${tanggal}`;
    if (!kursCache.has(id)) {
      const ok = await kursBerlaku(db, kode, tanggal).then(
        () => true,
        (error: unknown) => {
          if (isAppError(error) && error.code === 'NOT_FOUND') return false;
          throw error;
        },
      );
      kursCache.set(id, ok);
    }
    return kursCache.get(id) === true;
  };
  return { codes, kursAvailable, today: todayJakarta() };
}

/** Collects problems by row (a column's message once). */
export function problemCollector(): { problems: RowProblems; fail: Fail } {
  const problems: RowProblems = new Map();
  const fail: Fail = (row, column, message) => {
    const list = problems.get(row) ?? [];
    if (!list.some((p) => p.column === column && p.message === message)) list.push({ column, message });
    problems.set(row, list);
  };
  return { problems, fail };
}

/** Validates every report of the file; writes nothing. */
export async function validateImportRows(
  db: Db,
  auth: AuthContext,
  rows: readonly ImportRow[],
): Promise<ImportValidation> {
  const { problems, fail } = problemCollector();
  const nikToPelapor = await pelaporsByNik(
    db,
    auth,
    rows.map((r) => text(r.cells.nik_pelapor)),
  );
  const checker: GroupChecker = {
    ...(await checkerBase(db)),
    pelaporOf: (nik) => nikToPelapor.get(nik),
    pelaporMissing: (nik) => `Pelapor dengan NIK ${nik} belum terdaftar di UPG Anda`,
  };
  const plans: ImportPlan[] = [];
  for (const group of groupRows(rows)) {
    const plan = await checkImportGroup(checker, group, problems, fail);
    if (plan) plans.push(plan);
  }

  const reportRows = rows.map((r) => ({
    row: r.row,
    key: r.key,
    errors: (problems.get(r.row) ?? []).map((p) => `${p.column}: ${p.message}`),
  }));
  const validRows = reportRows.filter((r) => r.errors.length === 0).length;
  return {
    result: {
      valid: validRows === rows.length,
      total_rows: rows.length,
      valid_rows: validRows,
      total_laporan: groupRows(rows).length,
      rows: reportRows,
    },
    plans,
    problems,
  };
}

/**
 * Checks one report (the rows sharing a key) as the UPG template states it: the codes, the reporter, the dates,
 * the rates, then laporanSaveSchema. Problems go to `fail` by row; the parsed payload when every row is valid.
 */
export async function checkImportGroup(
  checker: GroupChecker,
  group: ImportGroup,
  problems: RowProblems,
  fail: Fail,
): Promise<ImportPlan | null> {
  const { codes, today } = checker;
  const has = (row: number, column: string) => (problems.get(row) ?? []).some((p) => p.column === column);
  const code = (row: ImportRow, column: CodeColumn): number | undefined => {
    const raw = text(row.cells[column]).toUpperCase();
    if (raw === '') return undefined;
    const id = codes[column].get(raw);
    if (id === undefined) fail(row.row, column, `Kode "${raw}" tidak dikenal`);
    return id;
  };

  const first = group.rows[0] as ImportRow;
  if (group.key === '') fail(first.row, 'no_laporan_impor', 'Wajib diisi');
  checkSameEvent(group, fail);

  const nik = text(first.cells.nik_pelapor);
  const pelaporId = checker.pelaporOf(nik);
  if (nik === '') fail(first.row, 'nik_pelapor', 'NIK pelapor wajib diisi');
  else if (pelaporId === undefined) fail(first.row, 'nik_pelapor', checker.pelaporMissing(nik));
  const tanggal = dateOf(first.cells.tanggal_penerimaan);
  if (tanggal === 'invalid') {
    fail(first.row, 'tanggal_penerimaan', 'Tanggal tidak valid (gunakan YYYY-MM-DD atau sel tanggal)');
  } else if (tanggal !== null && tanggal > today) {
    fail(first.row, 'tanggal_penerimaan', 'Tanggal penerimaan tidak boleh melewati hari ini');
  }

  const rincian = [];
  for (const row of group.rows) {
    const mataUang = text(row.cells.mata_uang).toUpperCase() || 'IDR';
    if (!codes.mata_uang.has(mataUang)) fail(row.row, 'mata_uang', `Kode "${mataUang}" tidak dikenal`);
    else if (
      mataUang !== 'IDR' &&
      typeof tanggal === 'string' &&
      tanggal !== 'invalid' &&
      !(await checker.kursAvailable(mataUang, tanggal))
    ) {
      fail(row.row, 'mata_uang', `Kurs ${mataUang} pada tanggal ${formatDate(tanggal)} belum tersedia`);
    }
    const status = text(row.cells.status_penerimaan).toUpperCase();
    if (status !== '' && status !== 'DITERIMA' && status !== 'DITOLAK') {
      fail(row.row, 'status_penerimaan', 'Isi DITERIMA atau DITOLAK');
    }
    const jumlahText = text(row.cells.jumlah);
    const jumlah = jumlahText === '' ? undefined : Number(jumlahText.replace(',', '.'));
    if (jumlah !== undefined && Number.isNaN(jumlah)) fail(row.row, 'jumlah', 'Jumlah harus angka');
    const nilai = moneyOf(row.cells.nilai_taksiran);
    const dititipkan = text(row.cells.dititipkan).toUpperCase() || 'TIDAK';
    if (!DITITIPKAN.includes(dititipkan)) fail(row.row, 'dititipkan', 'Isi TIDAK, UPG atau KPK');
    rincian.push({
      status_penerimaan: status === 'DITOLAK' ? 'DITOLAK' : 'DITERIMA',
      jenis_penerimaan_id: code(row, 'jenis_penerimaan'),
      jenis_objek_id: code(row, 'jenis_objek'),
      uraian: text(row.cells.uraian),
      jumlah,
      nilai_taksiran: nilai ?? undefined,
      mata_uang_kode: mataUang,
      satuan: text(row.cells.satuan) || null,
      lokasi_objek_gratifikasi_id: code(row, 'lokasi_objek') ?? null,
      dititipkan: DITITIPKAN.includes(dititipkan) ? dititipkan : undefined,
      keterangan: text(row.cells.keterangan) || null,
    });
  }

  const parsed = laporanSaveSchema.safeParse({
    pelapor_id: pelaporId,
    jenis_peristiwa_id: code(first, 'jenis_peristiwa'),
    tempat_penerimaan: text(first.cells.tempat_penerimaan),
    tanggal_penerimaan: typeof tanggal === 'string' && tanggal !== 'invalid' ? tanggal : undefined,
    hubungan_pemberi_penerima_id: code(first, 'hubungan'),
    nama_pemberi: text(first.cells.nama_pemberi),
    instansi_pemberi: text(first.cells.instansi_pemberi) || null,
    alamat_pemberi: text(first.cells.alamat_pemberi),
    kronologi: text(first.cells.kronologi),
    rincian,
    // The UPG vouches for the reports it keys in from its staff's signed forms.
    pernyataan_benar: true,
  });
  if (parsed.success) {
    if (group.rows.every((r) => !problems.has(r.row))) {
      return { key: group.key, firstRow: first.row, payload: parsed.data };
    }
    return null;
  }
  for (const issue of parsed.error.issues) {
    const [field, index, itemField] = issue.path;
    const isItem = field === 'rincian' && typeof index === 'number';
    const row = isItem ? (group.rows[index]?.row ?? first.row) : first.row;
    const name = String(isItem ? itemField : field);
    const column = COLUMN_OF_FIELD[name] ?? name;
    if (!has(row, column)) fail(row, column, issue.message);
  }
  return null;
}

/** Later rows of a report may leave the event columns empty; a value that differs from the first row is an error. */
function checkSameEvent(group: ImportGroup, fail: Fail) {
  const [first, ...rest] = group.rows;
  if (!first) return;
  for (const row of rest) {
    for (const column of REPORT_COLUMNS) {
      const value = text(row.cells[column]);
      if (value !== '' && value !== text(first.cells[column])) {
        fail(row.row, column, `Berbeda dengan baris ${first.row} untuk no_laporan_impor yang sama`);
      }
    }
  }
}
