import { type ReportFilterSimpan, type ReportFilterSimpanBody, reportQuerySchema } from '@gratifikasi/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { report_filter_simpans } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { reportFilters } from './engine';
import type { RegisteredReport } from './registry';

const toItem = (r: typeof report_filter_simpans.$inferSelect): ReportFilterSimpan => ({
  id: r.id,
  report_key: r.report_key,
  nama: r.nama,
  params: r.params,
  created_at: r.created_at.toISOString(),
});

/** The caller's saved filter sets of one report, by name. */
export async function listFilterSimpan(db: Db, userId: number, key: string): Promise<ReportFilterSimpan[]> {
  const rows = await db
    .select()
    .from(report_filter_simpans)
    .where(and(eq(report_filter_simpans.user_id, userId), eq(report_filter_simpans.report_key, key)))
    .orderBy(asc(report_filter_simpans.nama));
  return rows.map(toItem);
}

/**
 * Saves (or replaces, by name) a filter set; its values must be a valid query of this report (422 naming the bad
 * ones), paging left out: a saved set opens at the first page.
 */
export async function saveFilterSimpan(
  db: Db,
  actor: RequestMeta & { auth: NonNullable<RequestMeta['auth']> },
  reg: RegisteredReport,
  body: ReportFilterSimpanBody,
): Promise<ReportFilterSimpan> {
  const { page: _p, per_page: _pp, ...params } = body.params;
  const parsed = reportQuerySchema.safeParse(params);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = `params.${issue.path.map(String).join('.') || ((issue as { keys?: string[] }).keys ?? []).join(',')}`;
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
    throw new AppError('VALIDATION_FAILED', undefined, errors);
  }
  reportFilters(reg, parsed.data);
  return upsertFilterSimpan(db, actor, reg.meta.key, body.nama, params);
}

/**
 * Saves (or replaces, by name) a filter set under `key` whose params the caller has validated: the reports above,
 * and lists with a saved filter of their own (the "KPK activity" filter of the activity list, key `kpk-kegiatan`; the public documents list).
 */
export async function upsertFilterSimpan(
  db: Db,
  actor: RequestMeta & { auth: NonNullable<RequestMeta['auth']> },
  key: string,
  nama: string,
  params: Record<string, string>,
): Promise<ReportFilterSimpan> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(report_filter_simpans)
      .values({ user_id: actor.auth.user.id, report_key: key, nama, params })
      .onConflictDoUpdate({
        target: [report_filter_simpans.user_id, report_filter_simpans.report_key, report_filter_simpans.nama],
        set: { params },
      })
      .returning();
    await audit(tx, actor, {
      action: 'report.filter.save',
      entity: 'report_filter_simpan',
      entity_id: row!.id,
      after: { report_key: key, nama, params },
    });
    return toItem(row!);
  });
}

/** Deletes one of the caller's saved sets; another user's id answers 404. */
export async function deleteFilterSimpan(
  db: Db,
  actor: RequestMeta & { auth: NonNullable<RequestMeta['auth']> },
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(report_filter_simpans)
      .where(and(eq(report_filter_simpans.id, id), eq(report_filter_simpans.user_id, actor.auth.user.id)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await audit(tx, actor, {
      action: 'report.filter.delete',
      entity: 'report_filter_simpan',
      entity_id: id,
      before: { report_key: row.report_key, nama: row.nama },
    });
  });
}
