import {
  alasanTidakDapatDiubah,
  dapatDiubah,
  type KonfigurasiListQuery,
  masihTerbuka,
  STALE_WORKFLOW_MESSAGE,
  STATUS_KONFIGURASI_LABELS,
  type StatusKonfigurasi,
  versiBaru,
} from '@gratifikasi/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext, RequestMeta } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { subjectAksi, subjectJejak } from '../../workflow/aksi';
import { instanceOf, startInstance, transition } from '../../workflow/engine';
import type { SubjectKind } from '../../workflow/subject';
import { type KonfigurasiConfig, type KonfigurasiRow, lockKonfigurasi } from './kind';

export type Meta = RequestMeta & { auth: AuthContext };

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return typeof cause === 'object' && cause !== null && (cause as { code?: unknown }).code === '23505';
};

/**
 * Runs a write whose uniqueness the code checked first: a concurrent writer that beat it to the same year (the index
 * holds) answers 409 with `message`, never a 500.
 */
export async function conflictOnClash<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', message);
    throw error;
  }
}

/** SQL: this row is the version in force of its year (the highest approved). */
export function berlakuSql(cfg: KonfigurasiConfig): SQL<boolean> {
  const t = cfg.table;
  return sql<boolean>`(${t.status} = 'APPROVED' and ${t.versi} = (select max(b.versi) from ${t} b where b.tahun = ${t.tahun} and b.status = 'APPROVED'))`;
}

/** The version in force of a year (id), or null. */
export async function berlakuId(db: Db, cfg: KonfigurasiConfig, tahun: number): Promise<number | null> {
  const t = cfg.table;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.tahun, tahun), eq(t.status, 'APPROVED')))
    .orderBy(desc(t.versi))
    .limit(1);
  return row?.id ?? null;
}

/** The latest approved version of the years before `tahun` (copy from last year), or null. */
export async function sebelumnyaId(db: Db, cfg: KonfigurasiConfig, tahun: number): Promise<number | null> {
  const t = cfg.table;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(sql`${t.tahun} < ${tahun}`, eq(t.status, 'APPROVED')))
    .orderBy(desc(t.tahun), desc(t.versi))
    .limit(1);
  return row?.id ?? null;
}

/** A page of versions, newest year and version first, with the item counts `jumlah` reads. */
export async function listVersi(
  ctx: ServerContext,
  cfg: KonfigurasiConfig,
  q: KonfigurasiListQuery & { page: number; per_page: number },
  jumlah: (ids: number[]) => Promise<Map<number, number>>,
  extra?: (ids: number[]) => Promise<Map<number, number>>,
) {
  const t = cfg.table;
  const where = and(
    q.tahun ? eq(t.tahun, Number(q.tahun)) : undefined,
    q.status ? eq(t.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: t.id,
        tahun: t.tahun,
        versi: t.versi,
        status: t.status,
        berlaku: berlakuSql(cfg),
        penyusun: users.name,
        disetujui_at: t.disetujui_at,
        updated_at: t.updated_at,
      })
      .from(t)
      .leftJoin(users, eq(users.id, t.created_by))
      .where(where)
      .orderBy(desc(t.tahun), desc(t.versi))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    ctx.db.select({ n: count() }).from(t).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const sizes = ids.length ? await jumlah(ids) : new Map<number, number>();
  const extras = ids.length && extra ? await extra(ids) : new Map<number, number>();
  return {
    items: rows.map((r) => ({
      ...r,
      status: r.status as StatusKonfigurasi,
      status_label: STATUS_KONFIGURASI_LABELS[r.status as StatusKonfigurasi] ?? r.status,
      berlaku: Boolean(r.berlaku),
      jumlah: sizes.get(r.id) ?? 0,
      disetujui_at: r.disetujui_at?.toISOString() ?? null,
      updated_at: r.updated_at.toISOString(),
      indikator_versi: extras.get(r.id) ?? null,
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    per_page: q.per_page,
  };
}

/**
 * A new draft version of a year: refused (409) while another version of the year is open; numbered after the
 * highest; put into its process at the group head's step. `fill` copies the content it starts from.
 */
export async function createVersi(
  ctx: ServerContext,
  meta: Meta,
  cfg: KonfigurasiConfig,
  kind: SubjectKind<KonfigurasiRow>,
  tahun: number,
  extra: Record<string, unknown>,
  fill: (tx: Db, id: number) => Promise<{ dari: number | null; jumlah: number }>,
) {
  const t = cfg.table;
  const clash = `Versi ${cfg.label.toLowerCase()} tahun ${tahun} baru saja dibuat oleh pengguna lain; muat ulang halaman`;
  return conflictOnClash(
    () =>
      ctx.db.transaction(async (tx) => {
        // One new version of a year at a time: the year's rows are locked before the open one is looked for.
        const versions = await tx
          .select({ id: t.id, versi: t.versi, status: t.status })
          .from(t)
          .where(eq(t.tahun, tahun))
          .for('update');
        const next = versiBaru(versions.map((v) => ({ ...v, status: v.status as StatusKonfigurasi })));
        if (!next.ok) throw new AppError('CONFLICT', next.pesan, { versi: [String(next.terbuka.id)] });
        const [row] = await tx
          .insert(t)
          .values({ tahun, versi: next.versi, status: 'DRAFT', created_by: meta.auth.user.id, ...extra })
          .returning({ id: t.id, revisi: t.revisi });
        if (!row) throw new Error(`${cfg.type} insert returned nothing`);
        const filled = await fill(tx, row.id);
        const started = await startInstance(tx, ctx, kind, row.id, cfg.proses, 'susun', {
          anggota_user_id: meta.auth.user.id,
        });
        await audit(tx, meta, {
          action: `${cfg.auditPrefix}.create`,
          entity: cfg.type,
          entity_id: row.id,
          after: { tahun, versi: next.versi, disalin_dari: filled.dari, jumlah: filled.jumlah, ...extra },
        });
        return { id: row.id, status: 'DRAFT' as const, version: started?.version ?? 1, revisi: row.revisi };
      }),
    clash,
  );
}

/** The draft locked for an edit: a draft (409 otherwise, saying why) at the revision the editor saw (409 stale). */
export async function lockDraft(tx: Db, cfg: KonfigurasiConfig, id: number, revisi: number) {
  const row = await lockKonfigurasi(tx, cfg, id);
  const reason = alasanTidakDapatDiubah(row.status);
  if (reason) throw new AppError('CONFLICT', reason);
  if (row.revisi !== revisi) throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
  return row;
}

/** Marks a draft edited: its revision raised, its note kept. */
export async function touchDraft(
  tx: Db,
  cfg: KonfigurasiConfig,
  row: KonfigurasiRow,
  catatan: string | null | undefined,
) {
  const t = cfg.table;
  await tx
    .update(t)
    .set({
      revisi: row.revisi + 1,
      updated_at: new Date(),
      ...(catatan === undefined ? {} : { catatan }),
    })
    .where(eq(t.id, row.id));
  return row.revisi + 1;
}

/**
 * A decision on a version (send, return, approve, refuse) on the one engine; `check` runs first in the same
 * transaction (a set sent or approved must be complete: 422; still scoring the indicators in force: 409).
 */
export async function decideVersi(
  ctx: ServerContext,
  meta: Meta,
  cfg: KonfigurasiConfig,
  kind: SubjectKind<KonfigurasiRow>,
  id: number,
  body: { keputusan: string; versi: number; catatan?: string | null | undefined },
  check: (tx: Db, row: KonfigurasiRow, keputusan: string) => Promise<void>,
) {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockKonfigurasi(tx, cfg, id);
    await check(tx, row, body.keputusan);
    const moved = await transition(
      tx,
      ctx,
      kind,
      id,
      { kind: 'user', meta },
      { decision: body.keputusan, version: body.versi, body: { catatan: body.catatan ?? null } },
    );
    const after = await lockKonfigurasi(tx, cfg, id);
    return {
      id,
      status: after.status,
      version: moved.instance.version,
      revisi: after.revisi,
      mailIds: moved.mailIds,
    };
  });
  for (const mail of result.mailIds) ctx.mailer.dispatch(mail);
  const { mailIds: _m, ...out } = result;
  return out;
}

/** What every version's detail shows above its content: status, in force, who, the decision panel and the path. */
export async function headOf(
  ctx: ServerContext,
  auth: AuthContext,
  cfg: KonfigurasiConfig,
  kind: SubjectKind<KonfigurasiRow>,
  id: number,
  /** Whether the caller may edit (a group head or an administrator): the screens' buttons. */
  penyunting: boolean,
) {
  const row = await lockKonfigurasi(ctx.db, cfg, id);
  const instance = await instanceOf(ctx.db, cfg.type, id);
  if (!instance) throw new AppError('NOT_FOUND', `${cfg.label} tidak ditemukan`);
  const t = cfg.table;
  const approver = sql<string | null>`(select name from ${users} where ${users.id} = ${t.disetujui_by})`;
  const [meta] = await ctx.db
    .select({
      catatan: t.catatan,
      penyusun: users.name,
      disetujui_oleh: approver,
      disetujui_at: t.disetujui_at,
      berlaku: berlakuSql(cfg),
      terbuka: sql<number>`(select count(*) from ${t} o where o.tahun = ${t.tahun} and o.status in ('DRAFT', 'IN PROGRESS'))`,
    })
    .from(t)
    .leftJoin(users, eq(users.id, t.created_by))
    .where(eq(t.id, id));
  return {
    id: row.id,
    tahun: row.tahun,
    versi: row.versi,
    status: row.status,
    status_label: STATUS_KONFIGURASI_LABELS[row.status],
    berlaku: Boolean(meta?.berlaku),
    revisi: row.revisi,
    catatan: meta?.catatan ?? null,
    penyusun: meta?.penyusun ?? null,
    disetujui_oleh: meta?.disetujui_oleh ?? null,
    disetujui_at: meta?.disetujui_at?.toISOString() ?? null,
    dapat_diubah: penyunting && dapatDiubah(row.status),
    dapat_versi_baru: penyunting && !masihTerbuka(row.status) && Number(meta?.terbuka ?? 0) === 0,
    version: instance.version,
    aksi: await subjectAksi(ctx, auth, kind, row, instance),
    jejak: await subjectJejak(ctx.db, instance.id),
  };
}
