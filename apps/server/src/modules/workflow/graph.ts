import { buildGraph, type RoleName, type WorkflowGraph } from '@gratifikasi/domain';
import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { cacheOf } from '../../platform/cache';
import { AppError } from '../../platform/errors';

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
      role: masterColumn(t, 'role_name'),
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
      roles: [task.role as RoleName],
    })),
    // A sequence to or from a step that is inactive or deleted is not part of the process.
    sequences: seqs.flatMap((seq) => {
      const from = byId.get(Number(seq.from));
      const to = byId.get(Number(seq.to));
      return from && to ? [{ from, to, decision: String(seq.kondisi) }] : [];
    }),
  });
  return { id: proc.id, nama: String(proc.nama), graph, order: tasks.map((task) => String(task.kode)) };
}

/**
 * A process as the engine reads it: from the wfl-re masters (the latest active version unless one is named), kept in
 * the one cache beside the other master data, so any master write drops it in every process at once.
 */
export function loadProcess(db: Db, kode: string, versi: number | null = null): Promise<LoadedProcess> {
  return cacheOf(db).get('masters', `workflow:${kode}:${versi ?? 'latest'}`, () => load(db, kode, versi));
}
