import {
  buildPath,
  KONFIGURASI_INDIKATOR_PROCESS,
  KONFIGURASI_SKOR_PROCESS,
  STATUS_KONFIGURASI_LABELS,
  type StatusKonfigurasi,
} from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ppg_indikator_sets, ppg_skor_sets, users } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import { notify } from '../../../platform/notify';
import { type MoveContext, registerSubjectKind, type SubjectKind } from '../../workflow/subject';

/**
 * The durable job that scores a year's finished verifications again at a newly approved criteria version (its
 * handler lives with the verifications, which read the configuration, never the other way round).
 */
export const HITUNG_ULANG_SKOR_JOB = 'ppg.skor-hitung-ulang';

/** The columns both configuration tables share; the generic code reads and writes only these. */
export type KonfigurasiTable = typeof ppg_indikator_sets;

/** A configuration version as the engine moves it. */
export interface KonfigurasiRow {
  id: number;
  tahun: number;
  versi: number;
  status: StatusKonfigurasi;
  revisi: number;
  created_by: number | null;
}

/**
 * One kind of configuration (the indicator set, the score criteria): its table, its process, its screens. What the
 * approval does — the status on the row, the approver stamped, audit, the drafter told — is the same for both.
 */
export interface KonfigurasiConfig {
  type: string;
  label: string;
  auditPrefix: string;
  table: KonfigurasiTable;
  proses: string;
  /** Where the group head opens a version, and where the director decides on it. */
  path: (id: number) => string;
}

/** A version by id, locked for the transaction; 404 when there is none (the KPK's own data: no ownership scope). */
export async function lockKonfigurasi(tx: Db, cfg: KonfigurasiConfig, id: number): Promise<KonfigurasiRow> {
  const t = cfg.table;
  const [row] = await tx
    .select({
      id: t.id,
      tahun: t.tahun,
      versi: t.versi,
      status: t.status,
      revisi: t.revisi,
      created_by: t.created_by,
    })
    .from(t)
    .where(eq(t.id, id))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', `${cfg.label} tidak ditemukan`);
  return { ...row, status: row.status as StatusKonfigurasi };
}

const title = (cfg: KonfigurasiConfig, row: Pick<KonfigurasiRow, 'tahun' | 'versi'>) =>
  `${cfg.label} ${row.tahun} versi ${row.versi}`;

/** Tells the drafter what the director decided (returned, approved, refused). */
async function tellDrafter(
  move: MoveContext<KonfigurasiRow>,
  cfg: KonfigurasiConfig,
  status: StatusKonfigurasi,
) {
  const { tx, ctx, row, mover, catatan } = move;
  const actorId = mover.kind === 'user' ? mover.meta.auth.user.id : null;
  if (row.created_by === null || row.created_by === actorId) return [];
  const [drafter] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.created_by));
  const label = status === 'DRAFT' ? 'Dikembalikan' : STATUS_KONFIGURASI_LABELS[status];
  return notify(
    tx,
    ctx.mailer,
    [
      {
        user_id: row.created_by,
        judul: `${title(cfg, row)}: ${label}`,
        pesan: `${title(cfg, row)} ${label.toLowerCase()}.${catatan ? ` Catatan: ${catatan}` : ''}`,
        tautan: cfg.path(row.id),
        entity: cfg.type,
        entity_id: row.id,
        email: drafter?.email ?? null,
      },
    ],
    ctx.config.appUrl,
  );
}

const SKOR_TYPE = 'ppg_konfigurasi_skor';

function konfigurasiSubject(cfg: KonfigurasiConfig): SubjectKind<KonfigurasiRow> {
  return registerSubjectKind<KonfigurasiRow>({
    type: cfg.type,
    label: cfg.label,
    lock: (tx, _auth, id) => lockKonfigurasi(tx, cfg, id),
    // Four eyes: whoever drafted a version never approves it (an acting director who drafted it too).
    refuseActor: (row, actor, task) =>
      task.kode === 'persetujuan' && row.created_by !== null && row.created_by === actor.user_id
        ? 'Penyusun tidak dapat menyetujui konfigurasi yang disusunnya sendiri'
        : null,
    async moved(move) {
      const { tx, row, from, to, decision, catatan, mover } = move;
      const status = (to.status ?? row.status) as StatusKonfigurasi;
      const approved = status === 'APPROVED';
      await tx
        .update(cfg.table)
        .set({
          status,
          updated_at: new Date(),
          ...(approved
            ? {
                disetujui_at: new Date(),
                disetujui_by: mover.kind === 'user' ? mover.meta.auth.user.id : null,
              }
            : {}),
        })
        .where(eq(cfg.table.id, row.id));
      if (mover.kind === 'user') {
        await audit(tx, mover.meta, {
          action: `${cfg.auditPrefix}.${decision}`,
          entity: cfg.type,
          entity_id: row.id,
          before: { step: from.kode, status: row.status },
          after: { step: to.kode, status, catatan },
        });
      }
      if (status === row.status || status === 'IN PROGRESS') return [];
      if (approved && cfg.type === SKOR_TYPE) {
        // Committed with the approval: the year's kept scores follow the new criteria (history kept).
        await move.ctx.jobs.enqueue(
          tx,
          HITUNG_ULANG_SKOR_JOB,
          { skor_set_id: row.id },
          { onceKey: `skor-set-${row.id}`, maxAttempts: 10 },
        );
      }
      return tellDrafter(move, cfg, status);
    },
    path: cfg.path,
    title: (row) => title(cfg, row),
  });
}

export const INDIKATOR_CFG: KonfigurasiConfig = {
  type: 'ppg_konfigurasi_indikator',
  label: 'Konfigurasi indikator',
  auditPrefix: 'ppg.konfigurasi-indikator',
  table: ppg_indikator_sets,
  proses: KONFIGURASI_INDIKATOR_PROCESS.kode,
  path: (id) => buildPath('kpk-gh-konfigurasi-indikator', { id }),
};

export const SKOR_CFG: KonfigurasiConfig = {
  type: SKOR_TYPE,
  label: 'Konfigurasi skor verifikasi',
  auditPrefix: 'ppg.kriteria-verif-skor',
  // The score sets share every column the generic code touches.
  table: ppg_skor_sets as unknown as KonfigurasiTable,
  proses: KONFIGURASI_SKOR_PROCESS.kode,
  path: (id) => buildPath('kpk-detail-konfigurasi-skor-verifikasi', { id }),
};

export const indikatorSubject = konfigurasiSubject(INDIKATOR_CFG);
export const skorSubject = konfigurasiSubject(SKOR_CFG);
