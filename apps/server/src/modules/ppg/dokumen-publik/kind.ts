import { buildPath, DOKUMEN_PUBLIK_PROCESS, langkahAwalDokumenPublik } from '@gratifikasi/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { masterColumn as c, masterTableOf } from '../../../db/schema/masters';
import { audit } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { notify } from '../../../platform/notify';
import { todayJakarta } from '../../laporan/lookups';
import { instanceOf, startInstance } from '../../workflow/engine';
import { type MoveContext, registerSubjectKind, type WfInstance } from '../../workflow/subject';

/** The engine's subject type of a public document (wf_instances.subject_type); its id is the master record's. */
export const DOKUMEN_PUBLIK_TYPE = 'dokumen_publik';
/** The one store of public documents: the `dokumen-publik` master (read by /dokumen, the admin screens, the sitemap). */
export const dokumen = masterTableOf('dokumen-publik');
export const jenis = masterTableOf('jenis-publikasi-dokumen');

export interface DokumenRow {
  id: number;
  judul: string;
  created_by: number | null;
  is_published: boolean;
  sumber: string | null;
}

export const dokumenPath = (id: number) => buildPath('kpk-kpk-public-doc-detail', { id });
export const approvalPath = (id: number) => buildPath('kpk-gh-public-doc-view-approval', { id });

/**
 * A document as the staff the routes admit may see it (every PPG drafter and the group head read them all), locked
 * for the transaction; 404 for an unknown or deleted id.
 */
export async function lockDokumen(tx: Db, _auth: AuthContext | null, id: number): Promise<DokumenRow> {
  const [row] = await tx
    .select({
      id: dokumen.id,
      judul: c(dokumen, 'judul'),
      created_by: dokumen.created_by,
      is_published: c(dokumen, 'is_published'),
      sumber: c(dokumen, 'sumber'),
    })
    .from(dokumen)
    .where(and(eq(dokumen.id, id), isNull(dokumen.deleted_at)))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Dokumen publik tidak ditemukan');
  return {
    id: row.id,
    judul: String(row.judul),
    created_by: row.created_by,
    is_published: Boolean(row.is_published),
    sumber: (row.sumber as string | null) ?? null,
  };
}

/** Tells the author what became of their document (returned with the note, published) when someone else decided. */
async function tellAuthor(move: MoveContext<DokumenRow>, judul: string): Promise<number[]> {
  const { tx, ctx, row, mover, catatan, instance } = move;
  const authorId = instance.anggota_user_id ?? row.created_by;
  const actorId = mover.kind === 'user' ? mover.meta.auth.user.id : null;
  if (authorId === null || authorId === actorId) return [];
  const [author] = await tx.select({ email: users.email }).from(users).where(eq(users.id, authorId));
  return notify(
    tx,
    ctx.mailer,
    [
      {
        user_id: authorId,
        judul,
        pesan: `Dokumen publik "${row.judul}": ${judul.toLowerCase()}.${catatan ? ` Catatan: ${catatan}` : ''}`,
        tautan: dokumenPath(row.id),
        entity: DOKUMEN_PUBLIK_TYPE,
        entity_id: row.id,
        email: author?.email ?? null,
      },
    ],
    ctx.config.appUrl,
  );
}

/** The document as a subject of the engine: approval publishes the master record, withdrawal unpublishes it. */
export const dokumenSubject = registerSubjectKind<DokumenRow>({
  type: DOKUMEN_PUBLIK_TYPE,
  label: 'Dokumen publik',
  lock: lockDokumen,
  // Four eyes: whoever drafted the document never approves it.
  refuseActor: (row, actor, task) =>
    task.kode === 'persetujuan' && row.created_by !== null && row.created_by === actor.user_id
      ? 'Penyusun tidak dapat menyetujui dokumen publik yang disusunnya sendiri'
      : null,
  async moved(move) {
    const { tx, row, from, to, decision, catatan, mover } = move;
    const userId = mover.kind === 'user' ? mover.meta.auth.user.id : null;
    const published = to.kode === 'terbit' ? true : to.kode === 'ditarik' ? false : null;
    if (published !== null) {
      await tx
        .update(dokumen)
        .set({
          [c(dokumen, 'is_published').name]: published,
          ...(published ? { [c(dokumen, 'tanggal_terbit').name]: todayJakarta() } : {}),
          updated_at: new Date(),
          updated_by: userId,
        })
        .where(eq(dokumen.id, row.id));
    }
    if (mover.kind === 'user') {
      await audit(tx, mover.meta, {
        action: `dokumen_publik.${decision}`,
        entity: 'dokumen_publiks',
        entity_id: row.id,
        before: { step: from.kode, is_published: row.is_published },
        after: { step: to.kode, is_published: published ?? row.is_published, catatan },
      });
    }
    if (decision === 'kembalikan') return tellAuthor(move, 'Dokumen publik dikembalikan');
    if (decision === 'setuju') return tellAuthor(move, 'Dokumen publik disetujui dan diterbitkan');
    return [];
  },
  // The engine's notices and deadline reminders go to whoever acts next: the group head, on their approval screen.
  path: approvalPath,
  title: (row) => `Dokumen publik "${row.judul}"`,
});

/**
 * The document's process, started where its record stands when it has none yet: a record entered before this flow
 * (migrated: published ones at 'terbit'), or published by a redaction batch of SKs. Idempotent.
 */
export async function ensureInstance(tx: Db, ctx: ServerContext, row: DokumenRow): Promise<WfInstance> {
  const existing = await instanceOf(tx, DOKUMEN_PUBLIK_TYPE, row.id);
  if (existing) return existing;
  const started = await startInstance(
    tx,
    ctx,
    dokumenSubject,
    row.id,
    DOKUMEN_PUBLIK_PROCESS.kode,
    langkahAwalDokumenPublik(row),
    { anggota_user_id: row.created_by },
  );
  const instance = started ?? (await instanceOf(tx, DOKUMEN_PUBLIK_TYPE, row.id));
  if (!instance) throw new Error(`dokumen_publik ${row.id}: no instance`);
  return instance;
}
