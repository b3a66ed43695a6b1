import { type MasterField, masterByKey, parseMasterField } from '@gratifikasi/domain';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { type CellValue, readWorkbook } from '../../platform/excel';

/**
 * The kurs pajak template: the columns of the Finance Ministry's weekly KMK table, one currency a row.
 * Kode Mata Uang = ISO 4217 code (USD); Nilai = rupiah per 1 unit (per 100 for JPY as the KMK prints it, entered
 * already divided); Tanggal Mulai / Tanggal Selesai = the week the KMK applies (date cells or DD/MM/YYYY or
 * YYYY-MM-DD); Nomor KMK = the decree's number, e.g. KMK 52/KM.10/2026.
 */
export const KURS_PAJAK_COLUMNS = [
  { header: 'Kode Mata Uang', field: 'mata_uang_id' },
  { header: 'Nilai', field: 'nilai' },
  { header: 'Tanggal Mulai', field: 'tanggal_mulai' },
  { header: 'Tanggal Selesai', field: 'tanggal_selesai' },
  { header: 'Nomor KMK', field: 'nomor_kmk' },
] as const;

const MAX_ROWS = 5_000;
const norm = (v: unknown) =>
  String(v ?? '')
    .trim()
    .toLowerCase();

type RowErrors = Record<string, string[]>;
const addError = (errors: RowErrors, row: number, field: string, message: string) => {
  const key = `${row}.${field}`;
  errors[key] = [...(errors[key] ?? []), message];
};

/** DD/MM/YYYY or DD-MM-YYYY (as the KMK prints dates) becomes YYYY-MM-DD; anything else is left as it is. */
function isoDate(raw: CellValue): CellValue {
  if (typeof raw !== 'string') return raw;
  const m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(raw.trim());
  return m ? `${m[3]}-${m[2]?.padStart(2, '0')}-${m[1]?.padStart(2, '0')}` : raw;
}

/** '15.875,25' (Indonesian) becomes '15875.25'; numbers and plain decimals pass. */
function decimalText(raw: CellValue): CellValue {
  if (typeof raw !== 'string' || !raw.includes(',')) return raw;
  return raw.trim().replace(/\./g, '').replace(',', '.');
}

interface KursPajakRow {
  rowNumber: number;
  kode: string;
  record: {
    mata_uang_id: number;
    nilai: string;
    tanggal_mulai: string;
    tanggal_selesai: string;
    nomor_kmk: string;
  };
}

function fieldOf(name: string): MasterField {
  const field = masterByKey('kurs-pajak')?.fields.find((f) => f.name === name);
  if (!field) throw new Error(`kurs-pajak has no field ${name}`);
  return field;
}

/** Reads the KMK file, validates every row, then writes all rows in one transaction or none (422 with the report). */
export async function importKursPajak(
  ctx: ServerContext,
  request: RequestMeta,
  bytes: Buffer,
): Promise<number> {
  const { headers, rows } = await readWorkbook(bytes).catch(() => {
    throw new AppError('VALIDATION_FAILED', 'Berkas Excel tidak dapat dibaca', {
      file: ['Berkas tidak valid'],
    });
  });
  const columnOf = new Map<string, number>();
  for (const col of KURS_PAJAK_COLUMNS) {
    const i = headers.findIndex((h) => norm(h) === norm(col.header));
    if (i >= 0) columnOf.set(col.field, i);
  }
  const missing = KURS_PAJAK_COLUMNS.filter((c) => !columnOf.has(c.field));
  if (missing.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Kolom wajib tidak ditemukan di baris judul', {
      file: missing.map((c) => `Kolom "${c.header}" tidak ada`),
    });
  }
  if (rows.length === 0)
    throw new AppError('VALIDATION_FAILED', undefined, { file: ['Berkas tidak berisi data'] });
  if (rows.length > MAX_ROWS) {
    throw new AppError('VALIDATION_FAILED', undefined, { file: [`Maksimal ${MAX_ROWS} baris per impor`] });
  }

  const mataUang = masterTableOf('mata-uang');
  const kodeCol = masterColumn(mataUang, 'kode');
  const currencies = await ctx.db
    .select({ id: mataUang.id, kode: sql<string>`upper(${kodeCol})` })
    .from(mataUang)
    .where(isNull(mataUang.deleted_at));
  const idOfKode = new Map(currencies.map((c) => [c.kode, c.id]));

  const errors: RowErrors = {};
  const valid: KursPajakRow[] = [];
  for (const { rowNumber, cells } of rows) {
    const cell = (field: string) => cells[columnOf.get(field) ?? -1] ?? null;
    let ok = true;
    const fail = (field: string, message: string) => {
      ok = false;
      addError(errors, rowNumber, field, message);
    };
    const kode = String(cell('mata_uang_id') ?? '')
      .trim()
      .toUpperCase();
    const mataUangId = idOfKode.get(kode);
    if (kode === '') fail('mata_uang_id', 'Wajib diisi');
    else if (mataUangId === undefined) fail('mata_uang_id', `Mata uang ${kode} tidak dikenal`);
    const parsed: Record<string, unknown> = {};
    for (const [field, raw] of [
      ['nilai', decimalText(cell('nilai'))],
      ['tanggal_mulai', isoDate(cell('tanggal_mulai'))],
      ['tanggal_selesai', isoDate(cell('tanggal_selesai'))],
      ['nomor_kmk', cell('nomor_kmk')],
    ] as const) {
      const result = parseMasterField(fieldOf(field), raw);
      if (result.ok) parsed[field] = result.value;
      else fail(field, result.message);
    }
    if (parsed.nilai !== undefined && Number(parsed.nilai) <= 0) fail('nilai', 'Harus lebih dari 0');
    const mulai = parsed.tanggal_mulai as string | undefined;
    const selesai = parsed.tanggal_selesai as string | undefined;
    if (mulai && selesai && selesai < mulai) fail('tanggal_selesai', 'Tidak boleh sebelum Tanggal Mulai');
    if (ok && mataUangId !== undefined && mulai && selesai) {
      valid.push({
        rowNumber,
        kode,
        record: {
          mata_uang_id: mataUangId,
          nilai: String(parsed.nilai),
          tanggal_mulai: mulai,
          tanggal_selesai: selesai,
          nomor_kmk: String(parsed.nomor_kmk),
        },
      });
    }
  }
  await checkDuplicates(ctx, valid, errors);

  const failedRows = new Set(Object.keys(errors).map((k) => k.split('.')[0]));
  if (failedRows.size > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Impor gagal: ${failedRows.size} baris tidak valid. Tidak ada data yang disimpan.`,
      errors,
    );
  }
  const table = masterTableOf('kurs-pajak');
  const userId = request.auth?.user.id ?? null;
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(table)
      .values(valid.map((r) => ({ ...r.record, created_by: userId, updated_by: userId })));
    await audit(tx, request, {
      action: 'kurs_pajak_import',
      entity: 'kurs_pajaks',
      after: { inserted: valid.length, nomor_kmk: [...new Set(valid.map((r) => r.record.nomor_kmk))] },
    });
  });
  return valid.length;
}

/** One rate per currency and start date: twice in the file, or already stored (not deleted), is refused. */
async function checkDuplicates(ctx: ServerContext, rows: KursPajakRow[], errors: RowErrors): Promise<void> {
  const firstRow = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.record.mata_uang_id}|${r.record.tanggal_mulai}`;
    const seen = firstRow.get(key);
    if (seen !== undefined) addError(errors, r.rowNumber, 'mata_uang_id', `Duplikat dengan baris ${seen}`);
    else firstRow.set(key, r.rowNumber);
  }
  if (rows.length === 0) return;
  const table = masterTableOf('kurs-pajak');
  const mulaiCol = masterColumn(table, 'tanggal_mulai');
  const taken = await ctx.db
    .select({ key: sql<string>`${masterColumn(table, 'mata_uang_id')}::text || '|' || ${mulaiCol}::text` })
    .from(table)
    .where(
      and(inArray(mulaiCol, [...new Set(rows.map((r) => r.record.tanggal_mulai))]), isNull(table.deleted_at)),
    );
  for (const { key } of taken) {
    const row = firstRow.get(key);
    if (row !== undefined) {
      const kode = rows.find((r) => r.rowNumber === row)?.kode ?? '';
      addError(errors, row, 'mata_uang_id', `Kurs pajak ${kode} untuk periode ini sudah ada`);
    }
  }
}
