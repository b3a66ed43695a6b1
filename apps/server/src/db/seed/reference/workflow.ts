import {
  BROADCAST_SEED,
  DEFAULT_PROCESS_SEED,
  DOKUMEN_PUBLIK_SEED,
  KEGIATAN_PPG_SEED,
  KONFIGURASI_INDIKATOR_SEED,
  KONFIGURASI_SKOR_SEED,
  LAPORAN_KEGIATAN_SEED,
  PEMBATALAN_SK_SEED,
  PENGHAPUSAN_LAPORAN_SEED,
  type ProcessSeed,
  REALISASI_RENCANA_KERJA_SEED,
  RENCANA_KERJA_SEED,
  SENSOR_SK_SEED,
  SURVEI_SEED,
  seedSequences,
  VERIFIKASI_PPG_SEED,
} from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { rowsOf } from '../../rows';
import { definition, seedMaster } from './insert';

/** The processes the engine runs from the start: the report's path, and the requests on a report (issue 10 §2.9). */
const PROCESSES: readonly ProcessSeed[] = [
  DEFAULT_PROCESS_SEED,
  PEMBATALAN_SK_SEED,
  PENGHAPUSAN_LAPORAN_SEED,
  SENSOR_SK_SEED,
  KEGIATAN_PPG_SEED,
  KONFIGURASI_INDIKATOR_SEED,
  KONFIGURASI_SKOR_SEED,
  BROADCAST_SEED,
  DOKUMEN_PUBLIK_SEED,
  RENCANA_KERJA_SEED,
  VERIFIKASI_PPG_SEED,
  REALISASI_RENCANA_KERJA_SEED,
  LAPORAN_KEGIATAN_SEED,
  SURVEI_SEED,
];

async function ids(db: Db, query: string): Promise<Map<string, number>> {
  return new Map(
    rowsOf<{ id: number; kode: string }>(await db.execute(sql.raw(query))).map((r) => [r.kode, Number(r.id)]),
  );
}

const add = (into: Record<string, number>, counts: Record<string, number>) => {
  for (const [key, n] of Object.entries(counts)) into[key] = (into[key] ?? 0) + n;
};

/** One process's tasks and the sequences between them (its procdef row already seeded). */
async function seedSteps(db: Db, proc: ProcessSeed, procId: number): Promise<Record<string, number>> {
  const procMap = new Map([[proc.kode, procId]]);
  const taskdef = await seedMaster(
    db,
    'wfl-re-taskdef',
    proc.tasks.map((t, i) => ({
      procdef_id: proc.kode,
      kode: t.kode,
      nama: t.nama,
      roles: [...t.roles],
      lingkup: t.lingkup,
      periode_hk: t.periode_hk,
      status_laporan: t.status,
      formulir: t.formulir,
      urutan: i + 1,
    })),
    { key: ['procdef_id', 'kode'], resolve: { procdef_id: procMap } },
  );
  const taskTable = definition('wfl-re-taskdef').table;
  const taskMap = await ids(db, `SELECT id, kode FROM "${taskTable}" WHERE procdef_id = ${procId}`);
  const sequence = await seedMaster(
    db,
    'wfl-re-sequence',
    seedSequences(proc.sequences).map((seq) => ({
      procdef_id: proc.kode,
      from_taskdef_id: seq.from,
      to_taskdef_id: seq.to,
      kondisi: seq.decision,
      syarat: seq.syarat,
      sistem: seq.sistem,
    })),
    {
      key: ['procdef_id', 'from_taskdef_id', 'to_taskdef_id', 'kondisi'],
      resolve: { procdef_id: procMap, from_taskdef_id: taskMap, to_taskdef_id: taskMap },
    },
  );
  return { 'wfl-re-taskdef': taskdef, 'wfl-re-sequence': sequence };
}

/** The process definitions of PROCESSES (GRATIFIKASI v1 first): each with its tasks and sequences. */
export async function seedWorkflow(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {
    'wfl-re-procdef': await seedMaster(
      db,
      'wfl-re-procdef',
      PROCESSES.map((p) => ({ kode: p.kode, versi: p.versi, nama: p.nama, keterangan: p.keterangan })),
      { key: ['kode', 'versi'] },
    ),
  };
  const procTable = definition('wfl-re-procdef').table;
  for (const proc of PROCESSES) {
    const procId = (
      await ids(
        db,
        `SELECT id, kode FROM "${procTable}" WHERE versi = ${proc.versi} AND kode = '${proc.kode}'`,
      )
    ).get(proc.kode);
    if (procId === undefined) throw new Error(`Seed: workflow process ${proc.kode} missing`);
    add(counts, await seedSteps(db, proc, procId));
  }
  return counts;
}
