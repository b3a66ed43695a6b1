import {
  buildPath,
  keputusanKegiatanAtas,
  type StatusLaporanKegiatan,
  statusLaporanKegiatanLabel,
} from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eoffice_kirimans, ppg_kegiatans, ppg_laporan_kegiatans, users } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { notify } from '../../../platform/notify';
import { wakeEoffice } from '../../eoffice/queue';
import { lockInstance, transition } from '../../workflow/engine';
import { type MoveContext, registerSubjectKind } from '../../workflow/subject';
import { KEGIATAN_TYPE, kegiatanSubject } from '../kegiatan/kind';

/** The engine's subject type of an activity report (wf_instances.subject_type). */
export const LAPORAN_KEGIATAN_TYPE = 'ppg_laporan_kegiatan';
/** Its letter's kind in the e-office (eoffice_kirimans.jenis) and the step that waits on it. */
export const EOFFICE_LAPORAN_KEGIATAN = { jenis: 'LAPORAN_KEGIATAN', langkah: 'eoffice' } as const;

export interface LaporanKegiatanRow {
  id: number;
  kegiatan_id: number;
  judul: string;
  status: StatusLaporanKegiatan;
  versi: number;
  created_by: number | null;
}

export const laporanKegiatanPath = (id: number) => buildPath('kpk-laporan-kegiatan-view', { id });

/**
 * A report, locked for the transaction. Reports are the KPK PPG team's own papers: every role the routes admit reads
 * them all (a UPG reads approved ones through its own calls); an unknown id is 404.
 */
export async function lockLaporanKegiatan(
  tx: Db,
  _auth: AuthContext | null,
  id: number,
): Promise<LaporanKegiatanRow> {
  const [row] = await tx
    .select({
      id: ppg_laporan_kegiatans.id,
      kegiatan_id: ppg_laporan_kegiatans.kegiatan_id,
      judul: ppg_kegiatans.judul,
      status: ppg_laporan_kegiatans.status,
      versi: ppg_laporan_kegiatans.versi,
      created_by: ppg_laporan_kegiatans.created_by,
    })
    .from(ppg_laporan_kegiatans)
    .innerJoin(ppg_kegiatans, eq(ppg_kegiatans.id, ppg_laporan_kegiatans.kegiatan_id))
    .where(eq(ppg_laporan_kegiatans.id, id))
    .for('update', { of: ppg_laporan_kegiatans })
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Laporan kegiatan tidak ditemukan');
  return { ...row, status: row.status as StatusLaporanKegiatan };
}

/** Moves the report's activity by the system decision the report's move implies (its status group follows). */
async function moveKegiatan(move: MoveContext<LaporanKegiatanRow>, to: StatusLaporanKegiatan) {
  const { tx, ctx, row } = move;
  const decision = keputusanKegiatanAtas(row.status, to);
  if (!decision) return [];
  const instance = await lockInstance(tx, KEGIATAN_TYPE, row.kegiatan_id);
  const moved = await transition(
    tx,
    ctx,
    kegiatanSubject,
    row.kegiatan_id,
    { kind: 'system' },
    {
      decision,
      version: instance.version,
      body: { catatan: `Laporan kegiatan: ${statusLaporanKegiatanLabel(to)}` },
    },
  );
  return moved.mailIds;
}

/** Tells the author what became of their report when someone else (or the e-office) decided. */
async function tellAuthor(move: MoveContext<LaporanKegiatanRow>, status: StatusLaporanKegiatan) {
  const { tx, ctx, row, mover, catatan, instance } = move;
  const authorId = instance.anggota_user_id ?? row.created_by;
  const actorId = mover.kind === 'user' ? mover.meta.auth.user.id : null;
  if (authorId === null || authorId === actorId) return [];
  const [author] = await tx.select({ email: users.email }).from(users).where(eq(users.id, authorId));
  const label = statusLaporanKegiatanLabel(status);
  return notify(
    tx,
    ctx.mailer,
    [
      {
        user_id: authorId,
        judul: `Laporan kegiatan: ${label}`,
        pesan: `Laporan kegiatan "${row.judul}" — ${label}.${catatan ? ` Catatan: ${catatan}` : ''}`,
        tautan: laporanKegiatanPath(row.id),
        entity: LAPORAN_KEGIATAN_TYPE,
        entity_id: row.id,
        email: author?.email ?? null,
      },
    ],
    ctx.config.appUrl,
  );
}

/**
 * The report as a subject of the engine: its row's status follows its step; each move takes its activity along; the
 * director's approval sends it to the e-office (in the mover's transaction, sent by the durable job after commit);
 * the e-office's signature issues its letter once (surat.ts).
 */
export const laporanKegiatanSubject = registerSubjectKind<LaporanKegiatanRow>({
  type: LAPORAN_KEGIATAN_TYPE,
  label: 'Laporan kegiatan',
  lock: lockLaporanKegiatan,
  // Four eyes: whoever wrote the report never approves it (a group head may also write one).
  refuseActor: (row, actor, task) =>
    (task.kode === 'reviu' || task.kode === 'direktur') &&
    row.created_by !== null &&
    row.created_by === actor.user_id
      ? 'Penyusun tidak dapat menyetujui laporan kegiatan yang disusunnya sendiri'
      : null,
  async moved(move) {
    const { tx, ctx, row, from, to, decision, catatan, mover } = move;
    const status = (to.status ?? row.status) as StatusLaporanKegiatan;
    await tx
      .update(ppg_laporan_kegiatans)
      .set({ status, updated_at: new Date() })
      .where(eq(ppg_laporan_kegiatans.id, row.id));
    const mail = await moveKegiatan(move, status);
    if (status === 'EOFFICE') {
      await tx
        .insert(eoffice_kirimans)
        .values({ laporan_kegiatan_id: row.id, ...EOFFICE_LAPORAN_KEGIATAN })
        .onConflictDoNothing();
      await wakeEoffice(tx, ctx);
    }
    await audit(tx, mover.kind === 'user' ? mover.meta : { id: 'eoffice', ip: '', headers: {}, auth: null }, {
      action: `laporan_kegiatan.${decision}`,
      entity: LAPORAN_KEGIATAN_TYPE,
      entity_id: row.id,
      before: { step: from.kode, status: row.status },
      after: { step: to.kode, status, catatan },
    });
    if (status === 'RETURN' || status === 'APPROVED' || status === 'REJECTED') {
      return [...mail, ...(await tellAuthor(move, status))];
    }
    return mail;
  },
  path: laporanKegiatanPath,
  title: (row) => `Laporan kegiatan "${row.judul}"`,
});
