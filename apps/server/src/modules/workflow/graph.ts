import {
  buildGraph,
  type RoleName,
  WORKFLOW_SCOPES,
  type WorkflowGraph,
  type WorkflowScope,
} from '@gratifikasi/domain';
import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { cacheOf } from '../../platform/cache';
import { AppError } from '../../platform/errors';
import { holidaysOf } from '../laporan/lookups';

export interface LoadedProcess {
  id: number;
  nama: string;
  graph: WorkflowGraph;
  /** Step codes in the definition's order (taskdef `urutan`): the first is where a subject starts. */
  order: string[];
}

const procdefs = () => masterTableOf('wfl-re-procdef');
const taskdefs = () => masterTableOf('wfl-re-taskdef');
const sequences = () => masterTableOf('wfl-re-sequence');

const scopeOf = (value: unknown): WorkflowScope =>
  (WORKFLOW_SCOPES as readonly unknown[]).includes(value) ? (value as WorkflowScope) : 'peran';

async function load(db: Db, kode: string, versi: number | null): Promise<LoadedProcess> {
  const p = procdefs();
  const live = and(isNull(p.deleted_at), eq(masterColumn(p, 'is_active'), true));
  const [proc] = await db
    .select({ id: p.id, nama: masterColumn(p, 'nama'), versi: masterColumn(p, 'versi') })
    .from(p)
    .where(
      and(
        live,
        eq(masterColumn(p, 'kode'), kode),
        versi === null ? undefined : eq(masterColumn(p, 'versi'), versi),
      ) as SQL,
    )
    .orderBy(desc(masterColumn(p, 'versi')))
    .limit(1);
  if (!proc) throw new AppError('NOT_FOUND', `Alur ${kode} tidak ditemukan`);
  const t = taskdefs();
  const tasks = await db
    .select({
      id: t.id,
      kode: masterColumn(t, 'kode'),
      nama: masterColumn(t, 'nama'),
      roles: masterColumn(t, 'roles'),
      lingkup: masterColumn(t, 'lingkup'),
      periode_hk: masterColumn(t, 'periode_hk'),
      status: masterColumn(t, 'status_laporan'),
      formulir: masterColumn(t, 'formulir'),
    })
    .from(t)
    .where(
      and(
        isNull(t.deleted_at),
        eq(masterColumn(t, 'is_active'), true),
        eq(masterColumn(t, 'procdef_id'), proc.id),
      ),
    )
    .orderBy(asc(masterColumn(t, 'urutan')), asc(t.id));
  const byId = new Map(tasks.map((task) => [task.id, String(task.kode)]));
  const s = sequences();
  const seqs = await db
    .select({
      from: masterColumn(s, 'from_taskdef_id'),
      to: masterColumn(s, 'to_taskdef_id'),
      kondisi: masterColumn(s, 'kondisi'),
      syarat: masterColumn(s, 'syarat'),
      sistem: masterColumn(s, 'sistem'),
    })
    .from(s)
    .where(and(isNull(s.deleted_at), eq(masterColumn(s, 'procdef_id'), proc.id)))
    .orderBy(asc(s.id));
  const graph = buildGraph({
    kode,
    versi: Number(proc.versi),
    tasks: tasks.map((task) => ({
      kode: String(task.kode),
      nama: String(task.nama),
      roles: (Array.isArray(task.roles) ? task.roles : []) as RoleName[],
      lingkup: scopeOf(task.lingkup),
      periode_hk: task.periode_hk === null ? null : Number(task.periode_hk),
      status: task.status === null ? null : String(task.status),
      formulir: task.formulir === null ? null : String(task.formulir),
    })),
    // A sequence to or from a step that is inactive or deleted is not part of the process.
    sequences: seqs.flatMap((seq) => {
      const from = byId.get(Number(seq.from));
      const to = byId.get(Number(seq.to));
      return from && to
        ? [
            {
              from,
              to,
              decision: String(seq.kondisi),
              syarat: seq.syarat === null ? null : String(seq.syarat),
              sistem: seq.sistem === true,
            },
          ]
        : [];
    }),
  });
  return { id: proc.id, nama: String(proc.nama), graph, order: tasks.map((task) => String(task.kode)) };
}

/**
 * A process as the engine reads it: from the wfl-re masters (the latest active version unless one is named), kept in
 * the one cache beside the other master data, so any master write drops it in every process at once.
 */
export function loadProcess(
  db: Db,
  kode: string,
  versi: number | null = null,
  /** Loads through this handle on a miss (the caller's transaction: PGlite has one connection). */
  via: Db = db,
): Promise<LoadedProcess> {
  return cacheOf(db).get('masters', `workflow:${kode}:${versi ?? 'latest'}`, () => load(via, kode, versi));
}

/** The holiday dates, in the one cache ('holidays'), loaded through `via` on a miss. */
export function cachedHolidays(db: Db, via: Db = db): Promise<ReadonlySet<string>> {
  return cacheOf(db).get('holidays', '', () => holidaysOf(via));
}
