import type { LetterKind } from '@gratifikasi/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { template_dokumen_versis } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { AppError } from '../../../platform/errors';
import { registerMasterHooks } from '../../masters/hooks';
import { checkTemplate } from './engine';
import { placeOf, type TemplateIssue, TOO_HEAVY } from './liquid';

const KEY = 'template-dokumen';
const table = () => masterTableOf(KEY);
const col = (name: string) => masterColumn(table(), name);

/**
 * The 422 of a template's problem under its field; one refused for its cost says so in the message too ("Templat
 * terlalu berat untuk dirender: …"), as the editor shows the message.
 */
export function templateError(problem: TemplateIssue, field: string): AppError {
  const text = placeOf(problem);
  return new AppError('VALIDATION_FAILED', text.startsWith(TOO_HEAVY) ? text : undefined, {
    [field]: [text],
  });
}

/** Throws the 422 naming the place of the body's first problem; nothing when it is sound. */
export async function assertTemplate(body: string, field = 'isi'): Promise<void> {
  const [problem] = await checkTemplate(body);
  if (problem) throw templateError(problem, field);
}

/**
 * Records the template's body as its next version when it differs from the last one kept: the newest version is the
 * active one, the one a letter made now records.
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
  if (last && last.konten === row.konten) return last;
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
  return kept;
}

export type TemplateVersion = typeof template_dokumen_versis.$inferSelect;

/**
 * The active template of a letter kind (the live, active row of that kind last changed) at its newest version, kept
 * as a version row if it has none yet. A kind without an active template is a 409 the admin can fix.
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
    .where(eq(template_dokumen_versis.template_id, row.id))
    .orderBy(desc(template_dokumen_versis.versi))
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
      await assertTemplate(String(record.konten ?? ''), 'konten');
      return null;
    },
    afterWrite: (tx, id, userId) => keepVersion(tx, id, userId).then(() => undefined),
  });
}
