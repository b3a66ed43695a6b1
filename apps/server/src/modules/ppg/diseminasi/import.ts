import {
  checkDiseminasiImportRow,
  DISEMINASI_IMPORT_COLUMNS,
  DISEMINASI_IMPORT_MAX_ROWS,
  DISEMINASI_IMPORT_OPTIONAL_COLUMNS,
  type DiseminasiBody,
  type DiseminasiImportCells,
  type DiseminasiImportCodes,
  type LaporanImportResult,
} from '@gratifikasi/domain';
import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { audit } from '../../../platform/audit';
import type { RequestMeta } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { readWorkbook } from '../../../platform/excel';
import { looksLikeXlsx } from '../../../platform/upload';
import { dateOf, text } from '../../laporan/import/read';
import { type PpgActor, requireUpg } from './scope';
import { insertDiseminasi } from './service';

/** Live rows of a master as code → row (regions have no `is_active`). */
export async function codeRows(db: Db, key: string) {
  const t = masterTableOf(key);
  const hasActive = key !== 'provinsi' && key !== 'kota-kabupaten';
  const rows = await db
    .select()
    .from(t)
    .where(
      and(isNull(t.deleted_at), hasActive ? sql`${masterColumn(t, 'is_active')} is not false` : undefined),
    );
  return rows as Record<string, unknown>[];
}

async function loadCodes(db: Db): Promise<DiseminasiImportCodes> {
  const byKode = async (key: string) =>
    new Map((await codeRows(db, key)).map((r) => [String(r.kode).toUpperCase(), Number(r.id)]));
  const kabkota = await codeRows(db, 'kota-kabupaten');
  return {
    jenis_diseminasi: await byKode('jenis-diseminasi'),
    klasifikasi_kegiatan: await byKode('klasifikasi-kegiatan'),
    sasaran_kegiatan: await byKode('sasaran-kegiatan'),
    level_jabatan_peserta: await byKode('level-jabatan-peserta'),
    provinsi: await byKode('provinsi'),
    kabkota: new Map(
      kabkota.map((r) => [
        String(r.kode).toUpperCase(),
        { id: Number(r.id), provinsi_id: Number(r.provinsi_id) },
      ]),
    ),
  };
}

const fileError = (message: string) => new AppError('VALIDATION_FAILED', message, { file: [message] });

/** The sheet's rows as cells by column (any column order; the two optional ones may be missing). */
async function readRows(bytes: Buffer): Promise<{ row: number; cells: DiseminasiImportCells }[]> {
  if (!looksLikeXlsx(bytes)) throw fileError('Berkas harus berformat Excel (.xlsx)');
  const { headers, rows } = await readWorkbook(bytes).catch(() => {
    throw fileError('Berkas Excel tidak dapat dibaca');
  });
  const index = new Map(headers.map((h, i) => [h.trim().toLowerCase(), i]));
  const missing = DISEMINASI_IMPORT_COLUMNS.filter(
    (c) => !index.has(c) && !DISEMINASI_IMPORT_OPTIONAL_COLUMNS.includes(c),
  );
  if (missing.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Kolom wajib tidak ditemukan di baris judul', {
      file: missing.map((c) => `Kolom "${c}" tidak ada`),
    });
  }
  if (rows.length === 0) throw fileError('Berkas tidak berisi data');
  if (rows.length > DISEMINASI_IMPORT_MAX_ROWS) {
    throw fileError(`Maksimal ${DISEMINASI_IMPORT_MAX_ROWS} baris per impor`);
  }
  return rows.map(({ rowNumber, cells }) => {
    const cell = (c: string) => cells[index.get(c) ?? -1] ?? null;
    const byColumn = Object.fromEntries(
      DISEMINASI_IMPORT_COLUMNS.map((c) => {
        if (c === 'tanggal_awal' || c === 'tanggal_akhir') return [c, dateOf(cell(c)) ?? ''];
        return [c, text(cell(c))];
      }),
    ) as DiseminasiImportCells;
    return { row: rowNumber, cells: byColumn };
  });
}

interface Checked {
  result: LaporanImportResult;
  payloads: { row: number; payload: DiseminasiBody }[];
}

async function check(db: Db, bytes: Buffer): Promise<Checked> {
  const rows = await readRows(bytes);
  const codes = await loadCodes(db);
  const report: LaporanImportResult['rows'] = [];
  const payloads: Checked['payloads'] = [];
  for (const { row, cells } of rows) {
    const checked = checkDiseminasiImportRow(cells, codes);
    if (checked.ok) payloads.push({ row, payload: checked.payload });
    report.push({ row, key: cells.nama_kegiatan, errors: checked.ok ? [] : checked.errors });
  }
  const valid = payloads.length === rows.length;
  return { result: { valid, total_rows: rows.length, valid_rows: payloads.length, rows: report }, payloads };
}

/** `POST diseminasi/import`: the row-by-row report of a file; nothing is written. */
export async function checkDiseminasiImport(db: Db, actor: PpgActor, bytes: Buffer) {
  requireUpg(actor);
  return (await check(db, bytes)).result;
}

/**
 * `POST diseminasi/save-import`: checks the file again, then records every event in ONE transaction (each
 * audited), or 422 with the row-by-row errors ('<row>.<column>') and nothing written.
 */
export async function saveDiseminasiImport(db: Db, request: RequestMeta, actor: PpgActor, bytes: Buffer) {
  requireUpg(actor);
  const { result, payloads } = await check(db, bytes);
  if (!result.valid) {
    const errors: Record<string, string[]> = {};
    for (const row of result.rows) {
      for (const message of row.errors) {
        const [column = 'baris', ...rest] = message.split(': ');
        const key = `${row.row}.${column}`;
        errors[key] = [...(errors[key] ?? []), rest.join(': ') || message];
      }
    }
    throw new AppError(
      'VALIDATION_FAILED',
      `Impor dibatalkan: ${result.total_rows - result.valid_rows} baris tidak valid. Tidak ada diseminasi yang disimpan.`,
      errors,
    );
  }
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const { payload } of payloads) {
      ids.push(
        await insertDiseminasi(tx, request, actor, payload, { checked: true, action: 'diseminasi.import' }),
      );
    }
    await audit(tx, request, {
      action: 'diseminasi.import',
      entity: 'ppg_diseminasi',
      after: { total_rows: result.total_rows, ids },
    });
    return { created: ids.length, ids };
  });
}
