import {
  type BarisBuku,
  type BarisRekening,
  bandingkanRekon,
  periksaBarisRekening,
  type RekonStatus,
} from '@gratifikasi/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rekon_batches, rekon_hasils } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { RequestMeta } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';
import { rows } from '../ledger/query';
import { readStatement } from './read';

const BULK = 20_000;
export const MAX_ROWS = 200_000;

/** rekon-og-upload: the file read and every row checked; rows and their errors staged, nothing booked. */
export async function uploadRekon(
  db: Db,
  request: RequestMeta,
  file: { bytes: Buffer; nama: string; xlsx: boolean },
) {
  const raw = await readStatement(file.bytes, file.xlsx);
  if (raw.length === 0) throw fieldError('file', 'Berkas tidak berisi baris data');
  if (raw.length > MAX_ROWS) throw fieldError('file', `Maksimal ${MAX_ROWS} baris per berkas`);
  const seen = new Set<string>();
  const checked = raw.map((r) => periksaBarisRekening(r, seen));
  const valid = checked.filter((c) => c.errors.length === 0).map((c) => c.row.tanggal);
  const errors = checked.length - valid.length;
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(rekon_batches)
      .values({
        nama_file: file.nama.slice(0, 255),
        sumber: 'REKENING_KORAN',
        periode_dari: valid.length ? valid.reduce((a, b) => (a < b ? a : b)) : null,
        periode_sampai: valid.length ? valid.reduce((a, b) => (a > b ? a : b)) : null,
        status: 'STAGING',
        jumlah_baris: checked.length,
        jumlah_error: errors,
        created_by: request.auth?.user.id ?? null,
      })
      .returning({ id: rekon_batches.id });
    if (!batch) throw new Error('rekon batch insert');
    // One statement per chunk of arrays (unnest): a 100,000-row statement in a few round trips.
    for (let i = 0; i < checked.length; i += BULK) {
      const part = checked.slice(i, i + BULK);
      const col = (f: (c: (typeof part)[number]) => string | number) => sql.param(part.map(f));
      await tx.execute(sql`insert into rekon_rows (batch_id, baris, tanggal, va, jumlah, referensi, errors)
        select ${batch.id}, u.baris, u.tanggal, u.va, u.jumlah, u.referensi, u.errors::jsonb
        from unnest(${col((c) => c.row.baris)}::int[], ${col((c) => c.row.tanggal.slice(0, 40))}::text[],
                    ${col((c) => c.row.va.slice(0, 40))}::text[], ${col((c) => c.row.jumlah.slice(0, 40))}::text[],
                    ${col((c) => c.row.referensi.slice(0, 100))}::text[], ${col((c) => JSON.stringify(c.errors))}::text[])
          as u(baris, tanggal, va, jumlah, referensi, errors)`);
    }
    await audit(tx, request, {
      action: 'piutang.rekon.unggah',
      entity: 'rekon_batches',
      entity_id: batch.id,
      after: { nama_file: file.nama, baris: checked.length, error: errors },
    });
    return { id: batch.id, jumlah_baris: checked.length, jumlah_error: errors };
  });
}

export async function batchOf(db: Db, id: number) {
  const [b] = await db.select().from(rekon_batches).where(eq(rekon_batches.id, id));
  if (!b) throw new AppError('NOT_FOUND', 'Rekonsiliasi tidak ditemukan');
  return b;
}

/** rekon-og-staging/:id: the staged rows, those with errors first when asked. */
export async function stagingRows(
  db: Db,
  id: number,
  q: { page: number; per_page: number; hanya_error?: boolean | undefined },
) {
  const batch = await batchOf(db, id);
  const cond = q.hanya_error ? sql`and jsonb_array_length(errors) > 0` : sql``;
  const [items, total] = await Promise.all([
    rows<{ baris: number; tanggal: string; va: string; jumlah: string; referensi: string; errors: string[] }>(
      db,
      sql`select baris::int as baris, tanggal, va, jumlah, referensi, errors from rekon_rows
          where batch_id = ${id} ${cond} order by baris limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from rekon_rows where batch_id = ${id} ${cond}`),
  ]);
  return { batch, items, total: total[0]?.n ?? 0, page: q.page, per_page: q.per_page };
}

/**
 * Compares the statement's valid rows with the ledger's standing payments of its period (by reference) and
 * replaces the batch's results (`recompare` after corrections). A submitted batch is closed.
 */
export async function compareRekon(db: Db, request: RequestMeta, id: number) {
  return db.transaction(async (tx) => {
    const [batch] = await tx.select().from(rekon_batches).where(eq(rekon_batches.id, id)).for('update');
    if (!batch) throw new AppError('NOT_FOUND', 'Rekonsiliasi tidak ditemukan');
    if (batch.status === 'SUBMITTED') throw new AppError('CONFLICT', 'Rekonsiliasi sudah ditutup');
    const statement = await rows<BarisRekening>(
      tx,
      sql`select baris::int as baris, tanggal, va, jumlah, referensi from rekon_rows
          where batch_id = ${id} and jsonb_array_length(errors) = 0 order by baris`,
    );
    const ledger =
      batch.periode_dari && batch.periode_sampai
        ? await rows<BarisBuku>(
            tx,
            sql`select e.id::int as entri_id, e.referensi, t.va, (-e.jumlah)::text as jumlah, e.tanggal::text as tanggal
                from piutang_entris e join piutang_tagihans t on t.id = e.tagihan_id
                where e.jenis = 'BAYAR' and e.referensi is not null
                  and e.tanggal between ${batch.periode_dari} and ${batch.periode_sampai}
                  and not exists (select 1 from piutang_entris b where b.membatalkan_id = e.id)`,
          )
        : [];
    const hasil = bandingkanRekon(statement, ledger);
    await tx.delete(rekon_hasils).where(eq(rekon_hasils.batch_id, id));
    for (let i = 0; i < hasil.length; i += BULK) {
      const part = hasil.slice(i, i + BULK);
      const col = <T>(f: (h: (typeof part)[number]) => T) => sql.param(part.map(f));
      await tx.execute(sql`insert into rekon_hasils (batch_id, status, referensi, va, baris, entri_id, jumlah_rekening, jumlah_buku, selisih)
        select ${id}, u.status, u.referensi, u.va, u.baris, u.entri_id, u.jr::numeric, u.jb::numeric, u.selisih::numeric
        from unnest(${col((h) => h.status)}::text[], ${col((h) => h.referensi)}::text[], ${col((h) => h.va)}::text[],
                    ${col((h) => h.baris)}::int[], ${col((h) => h.entri_id)}::bigint[], ${col((h) => h.jumlah_rekening)}::text[],
                    ${col((h) => h.jumlah_buku)}::text[], ${col((h) => h.selisih)}::text[])
          as u(status, referensi, va, baris, entri_id, jr, jb, selisih)`);
    }
    const ringkasan: Record<RekonStatus, number> = { COCOK: 0, HANYA_REKENING: 0, HANYA_BUKU: 0, SELISIH: 0 };
    for (const h of hasil) ringkasan[h.status]++;
    await tx.update(rekon_batches).set({ status: 'COMPARED', ringkasan }).where(eq(rekon_batches.id, id));
    await audit(tx, request, {
      action: 'piutang.rekon.bandingkan',
      entity: 'rekon_batches',
      entity_id: id,
      after: ringkasan,
    });
    return { id, ringkasan };
  });
}

/** rekon-og/:id: the comparison's rows (by status) and the summary. */
export async function hasilRekon(
  db: Db,
  id: number,
  q: { page: number; per_page: number; status?: RekonStatus | undefined },
) {
  const batch = await batchOf(db, id);
  const cond = q.status ? sql`and status = ${q.status}` : sql``;
  const [items, total] = await Promise.all([
    rows<Record<string, unknown>>(
      db,
      sql`select id::int as id, status, referensi, va, baris::int as baris, entri_id::int as entri_id,
            jumlah_rekening::text as jumlah_rekening, jumlah_buku::text as jumlah_buku, selisih::text as selisih
          from rekon_hasils where batch_id = ${id} ${cond}
          order by case status when 'SELISIH' then 0 when 'HANYA_REKENING' then 1 when 'HANYA_BUKU' then 2 else 3 end, id
          limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from rekon_hasils where batch_id = ${id} ${cond}`),
  ]);
  return { batch, items, total: total[0]?.n ?? 0, page: q.page, per_page: q.per_page };
}

/** submit: closes the period's reconciliation (no recompare after it). */
export async function submitRekon(db: Db, request: RequestMeta, id: number) {
  return db.transaction(async (tx) => {
    const [batch] = await tx.select().from(rekon_batches).where(eq(rekon_batches.id, id)).for('update');
    if (!batch) throw new AppError('NOT_FOUND', 'Rekonsiliasi tidak ditemukan');
    if (batch.status !== 'COMPARED')
      throw new AppError('CONFLICT', 'Bandingkan dulu sebelum menutup rekonsiliasi');
    await tx
      .update(rekon_batches)
      .set({ status: 'SUBMITTED', submitted_by: request.auth?.user.id ?? null, submitted_at: new Date() })
      .where(and(eq(rekon_batches.id, id), eq(rekon_batches.status, 'COMPARED')));
    await audit(tx, request, {
      action: 'piutang.rekon.submit',
      entity: 'rekon_batches',
      entity_id: id,
      after: batch.ringkasan,
    });
    return { id };
  });
}

/** The reconciliations uploaded, newest first. */
export async function listRekon(db: Db, q: { page: number; per_page: number }) {
  const [items, total] = await Promise.all([
    rows<Record<string, unknown>>(
      db,
      sql`select id::int as id, nama_file, status, jumlah_baris::int as jumlah_baris, jumlah_error::int as jumlah_error,
            periode_dari::text as periode_dari, periode_sampai::text as periode_sampai, ringkasan, created_at::text as created_at
          from rekon_batches order by id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from rekon_batches`),
  ]);
  return { items, total: total[0]?.n ?? 0, page: q.page, per_page: q.per_page };
}
