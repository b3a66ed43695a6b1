import { pageNumberSchema } from '@gratifikasi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';

const tags = ['masters'];

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const listUpgQuery = z.object({
  q: z.string().trim().max(100).default(''),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(1000).default(100),
});

export interface InstansiUpgItem {
  id: number;
  kode: string;
  nama: string;
  singkatan: string | null;
  upg_id: number;
  upg_nama: string;
}

interface Rows<T> {
  rows: T[];
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers (node-postgres, PGlite) answer raw SQL with `{ rows }`.
  const result = (await db.execute(query)) as unknown as Rows<T>;
  return result.rows;
}

/**
 * Live instansi that have a live UPG: the UPG of the institution itself (upgs.instansi_id) first, else the
 * UPG it is attached to (instansi_upgs). One row per instansi, by name; `q` searches kode, nama, singkatan.
 */
export async function listInstansiUpg(db: Db, query: z.infer<typeof listUpgQuery>) {
  const search =
    query.q === ''
      ? sql``
      : sql`and (i.kode ilike ${containsPattern(query.q)} or i.nama ilike ${containsPattern(query.q)}
          or i.singkatan ilike ${containsPattern(query.q)})`;
  const rows = await rowsOf<InstansiUpgItem & { total: string | number }>(
    db,
    sql`select i.id, i.kode, i.nama, i.singkatan, u.id as upg_id, u.nama as upg_nama, count(*) over () as total
      from instansis i
      join lateral (
        select u.id, u.nama from upgs u
        where u.deleted_at is null and (u.instansi_id = i.id or exists (
          select 1 from instansi_upgs iu
          where iu.upg_id = u.id and iu.instansi_id = i.id and iu.deleted_at is null))
        order by (u.instansi_id = i.id) desc, u.id
        limit 1
      ) u on true
      where i.deleted_at is null ${search}
      order by i.nama asc, i.id asc
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  return {
    items: rows.map(({ total: _total, ...item }) => ({
      ...item,
      id: Number(item.id),
      upg_id: Number(item.upg_id),
    })),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    per_page: query.per_page,
  };
}

export const transformBody = z.object({
  values: z.array(z.string().max(255)).min(1).max(1000),
});

export type TransformMatch =
  | { value: string; instansi_id: number; kode: string; nama: string }
  | { value: string; instansi_id: null };

/**
 * Each value matched to a live instansi: exact kode first, then nama or singkatan regardless of case
 * (surrounding spaces ignored). Values keep their order; an unmatched value answers `instansi_id: null`.
 */
export async function transformInstansi(db: Db, values: string[]): Promise<TransformMatch[]> {
  const wanted = [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];
  const rows =
    wanted.length === 0
      ? []
      : await rowsOf<{ id: number; kode: string; nama: string; singkatan: string | null }>(
          db,
          sql`select id, kode, nama, singkatan from instansis
            where deleted_at is null and (kode in (${sql.join(
              wanted.map((w) => sql`${w}`),
              sql`, `,
            )}) or lower(nama) in (${sql.join(
              wanted.map((w) => sql`${w.toLowerCase()}`),
              sql`, `,
            )}) or lower(singkatan) in (${sql.join(
              wanted.map((w) => sql`${w.toLowerCase()}`),
              sql`, `,
            )}))
            order by id`,
        );
  const byKode = new Map<string, (typeof rows)[number]>();
  const byName = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    byKode.set(row.kode, row);
    // The lowest id wins when two institutions share a name or an abbreviation.
    for (const name of [row.nama, row.singkatan]) {
      const key = name?.toLowerCase();
      if (key && !byName.has(key)) byName.set(key, row);
    }
  }
  return values.map((value) => {
    const v = value.trim();
    const hit = byKode.get(v) ?? byName.get(v.toLowerCase());
    return hit
      ? { value, instansi_id: Number(hit.id), kode: hit.kode, nama: hit.nama }
      : { value, instansi_id: null };
  });
}

/** GET instansi/list-upg and POST transform-instansi (spec §7 "Masters"), for any signed-in user. */
export function instansiRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'authenticated' as const };
  r.get(
    '/instansi/list-upg',
    {
      config,
      schema: {
        tags,
        summary: 'Instansi that have a UPG, with upg_id and upg_nama',
        querystring: listUpgQuery,
      },
    },
    async (request) => ({ data: await listInstansiUpg(ctx.db, request.query) }),
  );
  r.post(
    '/transform-instansi',
    {
      config,
      schema: {
        tags,
        summary: 'Match instansi codes or names (e.g. from an import) to instansi rows',
        body: transformBody,
      },
    },
    async (request) => ({ data: await transformInstansi(ctx.db, request.body.values) }),
  );
}
