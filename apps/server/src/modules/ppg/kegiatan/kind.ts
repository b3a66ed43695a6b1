import { buildPath, STATUS_KEGIATAN_LABELS, type StatusKegiatan } from '@gratifikasi/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ppg_kegiatan_tims, ppg_kegiatans, users } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { notify } from '../../../platform/notify';
import { type MoveContext, registerSubjectKind } from '../../workflow/subject';

/** The engine's subject type of a PPG activity (wf_instances.subject_type). */
export const KEGIATAN_TYPE = 'ppg_kegiatan';

export interface KegiatanRow {
  id: number;
  judul: string;
  status: StatusKegiatan;
  versi: number;
  created_by: number | null;
}

export const kegiatanPath = (id: number) => buildPath('kpk-kegiatan-view', { id });

/**
 * "Mine": activities the user drafted or is on the team of. The team's part is an uncorrelated `in`, which the
 * planner hashes once: a page walks the date index and tests each activity against the hash, where a correlated
 * `exists` probed the team per activity and a `union` of ids had to gather them all before the first row.
 */
export function kegiatanku(userId: number): SQL {
  return or(
    eq(ppg_kegiatans.created_by, userId),
    sql`${ppg_kegiatans.id} in (select ${ppg_kegiatan_tims.kegiatan_id} from ${ppg_kegiatan_tims} where ${ppg_kegiatan_tims.user_id} = ${userId})`,
  ) as SQL;
}

/** The days an activity runs, as the GiST index `ppg_kegiatans_rentang_idx` holds them. */
export const rentangKegiatan = sql`daterange(${ppg_kegiatans.tanggal_mulai}, ${ppg_kegiatans.tanggal_selesai}, '[]')`;

/**
 * Activities running at some time in a year, as two plain bounds: a page in date order walks the start-date index from
 * the year's end. (Not the range index's overlap: its estimate of a year's rows is twenty times short, and the planner
 * then gathers the whole year through it and sorts.)
 */
export const kegiatanDalamTahun = (tahun: number): SQL =>
  sql`${ppg_kegiatans.tanggal_mulai} <= ${`${tahun}-12-31`}::date and ${ppg_kegiatans.tanggal_selesai} >= ${`${tahun}-01-01`}::date`;

/** True when the user is on the activity's team. */
export async function diTim(db: Db, kegiatanId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ user_id: ppg_kegiatan_tims.user_id })
    .from(ppg_kegiatan_tims)
    .where(and(eq(ppg_kegiatan_tims.kegiatan_id, kegiatanId), eq(ppg_kegiatan_tims.user_id, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * An activity, locked for the transaction. Activities are the KPK PPG team's own work: every role the routes admit
 * reads them all; an unknown id is 404.
 */
export async function lockKegiatan(tx: Db, _auth: AuthContext | null, id: number): Promise<KegiatanRow> {
  const [row] = await tx
    .select({
      id: ppg_kegiatans.id,
      judul: ppg_kegiatans.judul,
      status: ppg_kegiatans.status,
      versi: ppg_kegiatans.versi,
      created_by: ppg_kegiatans.created_by,
    })
    .from(ppg_kegiatans)
    .where(eq(ppg_kegiatans.id, id))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Kegiatan tidak ditemukan');
  return { ...row, status: row.status as StatusKegiatan };
}

/** Tells the drafter what the group head decided (accepted, declined, returned, cancelled). */
async function tellDrafter(move: MoveContext<KegiatanRow>, status: StatusKegiatan): Promise<number[]> {
  const { tx, ctx, row, mover, catatan, to } = move;
  const actorId = mover.kind === 'user' ? mover.meta.auth.user.id : null;
  if (row.created_by === null || row.created_by === actorId) return [];
  const [drafter] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.created_by));
  const label = to.kode === 'draf' ? 'Dikembalikan untuk diperbaiki' : STATUS_KEGIATAN_LABELS[status];
  return notify(
    tx,
    ctx.mailer,
    [
      {
        user_id: row.created_by,
        judul: `Kegiatan: ${label}`,
        pesan: `Kegiatan "${row.judul}" — ${label}.${catatan ? ` Catatan: ${catatan}` : ''}`,
        tautan: kegiatanPath(row.id),
        entity: KEGIATAN_TYPE,
        entity_id: row.id,
        email: drafter?.email ?? null,
      },
    ],
    ctx.config.appUrl,
  );
}

/** The activity as a subject of the engine: its row's status group follows its step. */
export const kegiatanSubject = registerSubjectKind<KegiatanRow>({
  type: KEGIATAN_TYPE,
  label: 'Kegiatan',
  lock: lockKegiatan,
  async moved(move) {
    const { tx, row, from, to, decision, catatan, mover } = move;
    const status = (to.status ?? row.status) as StatusKegiatan;
    await tx
      .update(ppg_kegiatans)
      .set({ status, updated_at: new Date() })
      .where(eq(ppg_kegiatans.id, row.id));
    if (mover.kind === 'user') {
      await audit(tx, mover.meta, {
        action: `kegiatan.${decision}`,
        entity: KEGIATAN_TYPE,
        entity_id: row.id,
        before: { step: from.kode, status: row.status },
        after: { step: to.kode, status, catatan },
      });
    }
    if (from.kode !== 'analisis' && from.kode !== 'pelaksanaan') return [];
    return tellDrafter(move, status);
  },
  path: kegiatanPath,
  title: (row) => `Kegiatan "${row.judul}"`,
});
