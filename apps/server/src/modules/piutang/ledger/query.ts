import type { EntriPiutang, JenisEntri } from '@gratifikasi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { cacheOf } from '../../../platform/cache';

/** Raw rows of a statement, with every value cast to text or int so PGlite and PostgreSQL answer alike. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** A debtor: a reporter in one currency, as their bills make them. */
export interface DebiturKey {
  pelapor_id: number;
  mata_uang: string;
}

export interface DebiturPage {
  items: DebiturKey[];
  total: number;
}

/**
 * One page of debtors, ordered by reporter. The page is read from the bills' (pelapor, currency) index; every
 * figure of the page is then derived from the entries of those debtors only (with their names, see pages.ts), so
 * a page costs the same with 100,000 debtors as with ten. `version`: the ledger version when the caller has it.
 */
export async function debiturPage(
  db: Db,
  opts: { page: number; per_page: number; q?: string | undefined; mata_uang?: string | undefined },
  version?: number,
): Promise<DebiturPage> {
  const v = version ?? (await ledgerVersion(db));
  const offset = (opts.page - 1) * opts.per_page;
  if (!opts.q) {
    // Unfiltered (the usual case): the ordered debtor keys once per ledger version (a new bill books an entry, so the
    // version names the list exactly); a page is then a slice, at any depth.
    const keys = await cacheOf(db).get('piutang', `debiturs|${opts.mata_uang ?? ''}|${v}`, () =>
      rows<DebiturKey>(
        db,
        sql`select distinct pelapor_id::int as pelapor_id, mata_uang from piutang_tagihans
            ${opts.mata_uang ? sql`where mata_uang = ${opts.mata_uang}` : sql``} order by 1, 2`,
      ),
    );
    return { items: keys.slice(offset, offset + opts.per_page), total: keys.length };
  }
  const where = [sql`true`];
  if (opts.mata_uang) where.push(sql`t.mata_uang = ${opts.mata_uang}`);
  where.push(sql`p.nama ilike ${`%${opts.q.replace(/[\\%_]/g, '\\$&')}%`}`);
  const cond = sql.join(where, sql` and `);
  const join = sql`join pelapors p on p.id = t.pelapor_id`;
  const key = `debitur|${opts.q}|${opts.mata_uang ?? ''}|${v}`;
  const [items, total] = await Promise.all([
    rows<DebiturKey>(
      db,
      sql`select distinct t.pelapor_id::int as pelapor_id, t.mata_uang from piutang_tagihans t ${join} where ${cond}
          order by 1, 2 limit ${opts.per_page} offset ${offset}`,
    ),
    cacheOf(db).get('piutang', key, () =>
      rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select distinct t.pelapor_id, t.mata_uang from piutang_tagihans t ${join} where ${cond}) x`,
      ),
    ),
  ]);
  return { items, total: total[0]?.n ?? 0 };
}

export interface EntriRow extends EntriPiutang {
  tagihan_id: number;
  pelapor_id: number;
  mata_uang: string;
  kurs: string | null;
  kurs_tanggal: string | null;
  referensi: string | null;
  memulihkan_id: number | null;
  keterangan: string | null;
  nomor: string;
  va: string;
  created_at: string;
}

const ENTRI_COLUMNS = sql`e.id::int as id, e.jenis, e.jumlah::text as jumlah, e.tanggal::text as tanggal,
  e.membatalkan_id::int as membatalkan_id, e.memulihkan_id::int as memulihkan_id, e.tagihan_id::int as tagihan_id,
  e.pelapor_id::int as pelapor_id, e.mata_uang, e.kurs::text as kurs, e.kurs_tanggal::text as kurs_tanggal,
  e.referensi, e.keterangan, t.nomor, t.va, e.created_at::text as created_at`;

/** The entries of some debtors (each pair pelapor × currency), in booking order. */
export async function entriesOfDebitur(
  db: Db,
  debiturs: readonly { pelapor_id: number; mata_uang: string }[],
) {
  if (debiturs.length === 0) return new Map<string, EntriRow[]>();
  const ids = [...new Set(debiturs.map((d) => d.pelapor_id))];
  const list = await rows<EntriRow>(
    db,
    sql`select ${ENTRI_COLUMNS} from piutang_entris e join piutang_tagihans t on t.id = e.tagihan_id
        where e.pelapor_id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})
        order by e.tanggal, e.id`,
  );
  const out = new Map<string, EntriRow[]>();
  for (const e of list) {
    const key = `${e.pelapor_id}|${e.mata_uang}`;
    const bucket = out.get(key) ?? [];
    bucket.push({ ...e, jenis: e.jenis as JenisEntri });
    out.set(key, bucket);
  }
  return out;
}

/** The entries of one tagihan (to check a cancellation or restore against). */
export async function entriesOfTagihan(db: Db, tagihanId: number): Promise<EntriRow[]> {
  return rows<EntriRow>(
    db,
    sql`select ${ENTRI_COLUMNS} from piutang_entris e join piutang_tagihans t on t.id = e.tagihan_id
        where e.tagihan_id = ${tagihanId} order by e.tanggal, e.id`,
  );
}

export async function entryById(db: Db, id: number): Promise<EntriRow | null> {
  const [row] = await rows<EntriRow>(
    db,
    sql`select ${ENTRI_COLUMNS} from piutang_entris e join piutang_tagihans t on t.id = e.tagihan_id where e.id = ${id}`,
  );
  return row ?? null;
}

/** The ledger's last entry id: with entries append-only, (query, last id) names a result that never goes stale. */
export async function ledgerVersion(db: Db): Promise<number> {
  const [row] = await rows<{ v: number | null }>(db, sql`select max(id)::int as v from piutang_entris`);
  return row?.v ?? 0;
}

export { ENTRI_COLUMNS };
