import type { LetterKind } from '@gratifikasi/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { template_dokumen_versis } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { AppError } from '../../../platform/errors';
import { registerMasterHooks } from '../../masters/hooks';
import { checkTemplate } from './engine';

const KEY = 'template-dokumen';
const table = () => masterTableOf(KEY);
const col = (name: string) => masterColumn(table(), name);

/** "Baris 3, kolom 7: Isian tidak dikenal: pelapor.gaji" — where a template's problem is, for a 422. */
export function placeOf(problem: { line: number | null; col: number | null; message: string }): string {
  return `${problem.line === null ? '' : `Baris ${problem.line}, kolom ${problem.col}: `}${problem.message}`;
}

/** Throws the 422 naming the place of the body's first problem; nothing when it is sound. */
export async function assertTemplate(body: string, field = 'isi'): Promise<void> {
  const [problem] = await checkTemplate(body);
  if (problem) throw new AppError('VALIDATION_FAILED', undefined, { [field]: [placeOf(problem)] });
}

/**
 * Records the template's body as its next version when it differs from the last one kept, and sets the row's
 * `versi` to it: the version a letter made now records.
 */
export async function keepVersion(tx: Db, templateId: number, userId: number | null) {
  const [row] = await tx
    .select({ konten: col('konten'), jenis: col('jenis') })
    .from(table())
    .where(eq(table().id, templateId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  const [last] = await tx
    .select()
    .from(template_dokumen_versis)
    .where(eq(template_dokumen_versis.template_id, templateId))
    .orderBy(desc(template_dokumen_versis.versi))
    .limit(1);
  if (last && last.konten === row.konten) {
    await tx
      .update(table())
      .set({ versi: last.versi } as never)
      .where(eq(table().id, templateId));
    return last;
  }
  const [kept] = await tx
    .insert(template_dokumen_versis)
    .values({
      template_id: templateId,
      jenis: String(row.jenis),
      versi: (last?.versi ?? 0) + 1,
      konten: String(row.konten),
      created_by: userId,
    })
    .returning();
  if (!kept) throw new Error('template version insert returned nothing');
  await tx
    .update(table())
    .set({ versi: kept.versi } as never)
    .where(eq(table().id, templateId));
  return kept;
}

export type TemplateVersion = typeof template_dokumen_versis.$inferSelect;

/**
 * The active template of a letter kind (the live, active row of that kind) at its current version, kept as a
 * version row if the seed wrote it directly. 404-free: a kind without a template is a 409 the admin can fix.
 */
export async function activeTemplate(db: Db, kind: LetterKind): Promise<TemplateVersion> {
  const [row] = await db
    .select({ id: table().id })
    .from(table())
    .where(and(eq(col('jenis'), kind), eq(col('is_active'), true), isNull(table().deleted_at)))
    .orderBy(desc(table().updated_at))
    .limit(1);
  if (!row) {
    throw new AppError('CONFLICT', `Template dokumen untuk jenis ${kind} belum tersedia atau tidak aktif`);
  }
  const [current] = await db
    .select()
    .from(template_dokumen_versis)
    .where(
      and(
        eq(template_dokumen_versis.template_id, row.id),
        sql`${template_dokumen_versis.versi} = (select ${col('versi')} from ${table()} where ${table().id} = ${row.id})`,
      ),
    )
    .limit(1);
  if (current) return current;
  return db.transaction((tx) => keepVersion(tx, row.id, null));
}

/** The versions of one template, newest first. */
export function versionsOf(db: Db, templateId: number): Promise<TemplateVersion[]> {
  return db
    .select()
    .from(template_dokumen_versis)
    .where(eq(template_dokumen_versis.template_id, templateId))
    .orderBy(desc(template_dokumen_versis.versi));
}

/** The template master's own rules: its body is checked at save, and every change of it is a new version. */
export function registerTemplateHooks(): void {
  registerMasterHooks(KEY, {
    async check(record) {
      const [problem] = await checkTemplate(String(record.konten ?? ''));
      return problem ? { konten: [placeOf(problem)] } : null;
    },
    afterWrite: (tx, id, userId) => keepVersion(tx, id, userId).then(() => undefined),
  });
}
