import {
  checkKeputusanInstansi,
  convertToRupiah,
  IMPORT_INSTANSI_COLUMNS,
  IMPORT_INSTANSI_EXTRA_COLUMNS,
  IMPORT_INSTANSI_MAX_ROWS,
  type ImportInstansiColumn,
  KANAL_DIKELOLA_INSTANSI,
  MONEY_TOO_LARGE_MESSAGE,
  moneyFits,
  STATUS_LAPORAN,
  sumMoney,
  TOTAL_TOO_LARGE_MESSAGE,
} from '@gratifikasi/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ImporInstansiPlan, type impor_instansi_rows, pelapors } from '../../db/schema/index';
import { type CellValue, streamWorkbookRows } from '../../platform/excel';
import { kursBerlaku } from '../kurs/service';
import { rincianRow } from '../laporan/filing/rincian-values';
import { cellsOf, columnIndexOf, dateOf, fileError, type ImportRow, text } from '../laporan/import/read';
import {
  checkerBase,
  checkImportGroup,
  type GroupChecker,
  type ImportPlan,
  problemCollector,
} from '../laporan/import/validate';
import { insertJsonRows } from './bulk';
import { OPTIONAL_COLUMNS } from './columns';

/** Rows checked and written per step: the memory held is one chunk's, whatever the file's size. */
const CHUNK_ROWS = 2000;

export interface BatchCounts {
  total_rows: number;
  valid_rows: number;
  total_laporan: number;
  valid_laporan: number;
}

interface Target {
  batchId: number;
  instansiId: number;
  userId: number;
}

/** One report's consecutive rows; `repeated` when its key was already used by an earlier report of the file. */
type Group = { key: string; rows: ImportRow[]; repeated: boolean };

/**
 * Reads the wizard file as a stream and checks it chunk by chunk with the UPG import's own rules
 * (`checkImportGroup`) plus the institution's decision (`checkKeputusanInstansi`), writing every row with its
 * errors — and, on a valid report's first row, its prepared insert — to the batch. No report is written.
 * A file-level problem (not .xlsx, missing columns, no rows, too many rows) is a 422.
 */
export async function validateInto(db: Db, target: Target, bytes: Buffer): Promise<BatchCounts> {
  const counts: BatchCounts = { total_rows: 0, valid_rows: 0, total_laporan: 0, valid_laporan: 0 };
  const base = await checkerBase(db);
  const rates = new Map<string, { nilai: string; tanggal: string } | null>();
  const seen = new Set<string>();
  let index: Record<ImportInstansiColumn, number> | null = null;
  let chunk: Group[] = [];
  let chunkRows = 0;
  let current: Group | null = null;

  const flush = async () => {
    if (chunk.length === 0) return;
    await checkChunk(db, target, base, rates, chunk, counts);
    chunk = [];
    chunkRows = 0;
  };

  const stream = streamWorkbookRows(bytes);
  for (;;) {
    const next = await stream.next().catch(() => {
      throw fileError('Berkas Excel tidak dapat dibaca');
    });
    if (next.done) break;
    const item = next.value;
    if (item.kind === 'header') {
      index = columnIndexOf(item.headers, IMPORT_INSTANSI_COLUMNS, OPTIONAL_COLUMNS);
      continue;
    }
    if (!index) break;
    counts.total_rows++;
    if (counts.total_rows > IMPORT_INSTANSI_MAX_ROWS) {
      throw fileError(`Maksimal ${IMPORT_INSTANSI_MAX_ROWS} baris per impor`);
    }
    const cells = cellsOf(item.cells, index);
    const row: ImportRow = { row: item.rowNumber, key: text(cells.no_laporan_impor), cells };
    // Rows of one report are consecutive: the group closes when the key changes (a row without a key stands alone).
    if (current && row.key !== '' && row.key === current.key) {
      current.rows.push(row);
    } else {
      if (current) chunk.push(current);
      if (chunkRows >= CHUNK_ROWS) await flush();
      current = { key: row.key, rows: [row], repeated: row.key !== '' && seen.has(row.key) };
      seen.add(row.key);
    }
    chunkRows++;
  }
  if (current) chunk.push(current);
  await flush();
  if (counts.total_rows === 0) throw fileError('Berkas tidak berisi data');
  return counts;
}

/** Reporters of the institution among the NIKs: NIK → the reporter's ids. */
async function reportersOf(db: Db, instansiId: number, niks: readonly string[]) {
  const unique = [...new Set(niks.filter((n) => n !== ''))];
  if (unique.length === 0) return new Map<string, PelaporRef>();
  const rows = await db
    .select({
      id: pelapors.id,
      nik: pelapors.nik,
      nama: pelapors.nama,
      unit_kerja_id: pelapors.unit_kerja_id,
      upg_id: pelapors.upg_id,
    })
    .from(pelapors)
    .where(
      and(inArray(pelapors.nik, unique), isNull(pelapors.deleted_at), eq(pelapors.instansi_id, instansiId)),
    );
  return new Map(rows.map((r) => [String(r.nik), r]));
}
type PelaporRef = { id: number; nama: string; unit_kerja_id: number | null; upg_id: number | null };

async function checkChunk(
  db: Db,
  target: Target,
  base: Omit<GroupChecker, 'pelaporOf' | 'pelaporMissing'>,
  rates: Map<string, { nilai: string; tanggal: string } | null>,
  groups: readonly Group[],
  counts: BatchCounts,
): Promise<void> {
  const reporters = await reportersOf(
    db,
    target.instansiId,
    groups.map((g) => text(g.rows[0]?.cells.nik_pelapor ?? null)),
  );
  const checker: GroupChecker = {
    ...base,
    pelaporOf: (nik) => reporters.get(nik)?.id,
    pelaporMissing: (nik) => `Pelapor dengan NIK ${nik} tidak terdaftar di instansi ini`,
  };
  const { problems, fail } = problemCollector();
  const values: (typeof impor_instansi_rows.$inferInsert)[] = [];

  for (const group of groups) {
    const first = group.rows[0] as ImportRow;
    const { repeated } = group;
    if (repeated) {
      fail(
        first.row,
        'no_laporan_impor',
        'Sudah dipakai laporan lain di atas: baris satu laporan harus berurutan',
      );
    }
    const plan = await checkImportGroup(checker, group, problems, fail);
    const cells = first.cells as Record<ImportInstansiColumn, CellValue>;
    const tanggalPenerimaan = dateOf(cells.tanggal_penerimaan);
    const keputusan = {
      tanggal_penerimaan: tanggalPenerimaan === 'invalid' ? null : tanggalPenerimaan,
      tanggal_lapor_upg: dateOf(cells.tanggal_lapor_upg),
      keputusan_instansi: text(cells.keputusan_instansi),
      tanggal_keputusan: dateOf(cells.tanggal_keputusan),
      nomor_keputusan: text(cells.nomor_keputusan),
    };
    for (const p of checkKeputusanInstansi(keputusan, base.today)) fail(first.row, p.column, p.message);
    for (const row of group.rows.slice(1)) {
      const rowCells = row.cells as Record<ImportInstansiColumn, CellValue>;
      for (const column of IMPORT_INSTANSI_EXTRA_COLUMNS) {
        const value = text(rowCells[column]);
        if (value !== '' && value !== text(cells[column])) {
          fail(row.row, column, `Berbeda dengan baris ${first.row} untuk no_laporan_impor yang sama`);
        }
      }
    }
    const valid = plan !== null && !repeated && group.rows.every((r) => !problems.has(r.row));
    const prepared =
      valid && plan
        ? await prepare(db, target, plan, reporters.get(text(cells.nik_pelapor)), keputusan, rates, fail)
        : null;
    counts.total_laporan++;
    if (prepared) counts.valid_laporan++;
    for (const [i, row] of group.rows.entries()) {
      const errors = (problems.get(row.row) ?? []).map((p) => `${p.column}: ${p.message}`);
      if (errors.length === 0) counts.valid_rows++;
      values.push({
        batch_id: target.batchId,
        row_number: row.row,
        key: group.key.slice(0, 100),
        cells: displayCells(row),
        errors,
        has_error: errors.length > 0,
        plan: i === 0 ? prepared : null,
      });
    }
  }
  await insertJsonRows(db, 'impor_instansi_rows', values);
}

/** The cells the detail screen shows, as text. */
function displayCells(row: ImportRow): Record<string, string> {
  const cells = row.cells as Record<ImportInstansiColumn, CellValue>;
  return {
    nik_pelapor: text(cells.nik_pelapor),
    tanggal_penerimaan: text(cells.tanggal_penerimaan),
    uraian: text(cells.uraian).slice(0, 200),
    keputusan_instansi: text(cells.keputusan_instansi).toUpperCase(),
  };
}

/** A valid report's insert: the items valued in rupiah at the rate in force, marked as handled by the institution. */
async function prepare(
  db: Db,
  target: Target,
  plan: ImportPlan,
  pelapor: PelaporRef | undefined,
  keputusan: {
    tanggal_lapor_upg: string | null;
    keputusan_instansi: string;
    tanggal_keputusan: string | null;
    nomor_keputusan: string;
  },
  rates: Map<string, { nilai: string; tanggal: string } | null>,
  fail: (row: number, column: string, message: string) => void,
): Promise<ImporInstansiPlan | null> {
  const p = plan.payload;
  if (!pelapor) return null;
  const rincian: Record<string, unknown>[] = [];
  for (const item of p.rincian) {
    const kode = (item.mata_uang_kode ?? 'IDR').toUpperCase();
    let kurs = '1';
    let kursTanggal: string | null = null;
    if (kode !== 'IDR') {
      const id = `${kode}|${p.tanggal_penerimaan}`;
      if (!rates.has(id)) {
        const rate = await kursBerlaku(db, kode, p.tanggal_penerimaan).catch(() => null);
        rates.set(id, rate ? { nilai: rate.nilai, tanggal: rate.tanggal } : null);
      }
      const rate = rates.get(id);
      if (!rate) return null;
      kurs = rate.nilai;
      kursTanggal = rate.tanggal;
    }
    const nilai = item.nilai_taksiran ?? '0';
    const nilaiRupiah = convertToRupiah(nilai, kurs);
    if (!moneyFits(nilaiRupiah)) {
      fail(plan.firstRow, 'nilai_taksiran', MONEY_TOO_LARGE_MESSAGE);
      return null;
    }
    rincian.push(
      rincianRow(item, {
        nilai_taksiran: nilai,
        mata_uang_kode: kode,
        kurs,
        kurs_tanggal: kursTanggal,
        nilai_rupiah: nilaiRupiah,
      }),
    );
  }
  const total = sumMoney(rincian.map((r) => String(r.nilai_rupiah)));
  if (!moneyFits(total)) {
    fail(plan.firstRow, 'nilai_taksiran', TOTAL_TOO_LARGE_MESSAGE);
    return null;
  }
  return {
    laporan: {
      pelapor_id: pelapor.id,
      created_by: target.userId,
      created_by_role: 'superuser',
      kanal: KANAL_DIKELOLA_INSTANSI,
      instansi_id: target.instansiId,
      unit_kerja_id: pelapor.unit_kerja_id,
      upg_id: pelapor.upg_id,
      status: STATUS_LAPORAN.DIKELOLA_INSTANSI,
      jenis_peristiwa_id: p.jenis_peristiwa_id,
      tempat_penerimaan: p.tempat_penerimaan,
      tanggal_penerimaan: p.tanggal_penerimaan,
      tanggal_lapor: keputusan.tanggal_lapor_upg,
      diterima_upg_at: keputusan.tanggal_lapor_upg,
      hubungan_pemberi_penerima_id: p.hubungan_pemberi_penerima_id,
      nama_pemberi: p.nama_pemberi,
      instansi_pemberi: p.instansi_pemberi ?? null,
      alamat_pemberi: p.alamat_pemberi,
      kronologi: p.kronologi,
      pernyataan_benar: true,
      total_nilai: total,
      search_text: `${pelapor.nama} ${p.nama_pemberi}`.toLowerCase(),
      impor_batch_id: target.batchId,
      keputusan_instansi: keputusan.keputusan_instansi.toUpperCase(),
      tanggal_keputusan_instansi: keputusan.tanggal_keputusan,
      nomor_keputusan_instansi: keputusan.nomor_keputusan || null,
    },
    rincian,
  };
}
