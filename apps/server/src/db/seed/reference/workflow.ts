import { DEFAULT_PROCESS, DEFAULT_SEQUENCES, DEFAULT_TASKS } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { definition, rowsOf, seedMaster } from './insert';

const PROCDEF = DEFAULT_PROCESS;
const TASKS = DEFAULT_TASKS;
const SEQUENCES = DEFAULT_SEQUENCES;

async function ids(db: Db, query: string): Promise<Map<string, number>> {
  return new Map(
    rowsOf<{ id: number; kode: string }>(await db.execute(sql.raw(query))).map((r) => [r.kode, Number(r.id)]),
  );
}

/** The default process definition GRATIFIKASI v1: its tasks and the sequences between them. */
export async function seedWorkflow(db: Db): Promise<Record<string, number>> {
  const procdef = await seedMaster(
    db,
    'wfl-re-procdef',
    [{ ...PROCDEF, nama: 'Penanganan laporan gratifikasi', keterangan: 'Alur bawaan sesuai DOMAIN.md' }],
    { key: ['kode', 'versi'] },
  );
  const procTable = definition('wfl-re-procdef').table;
  const procId = (await ids(db, `SELECT id, kode FROM "${procTable}" WHERE versi = ${PROCDEF.versi}`)).get(
    PROCDEF.kode,
  );
  if (procId === undefined) throw new Error('Seed: workflow process missing');
  const procMap = new Map([[PROCDEF.kode, procId]]);
  const taskdef = await seedMaster(
    db,
    'wfl-re-taskdef',
    TASKS.map((t, i) => ({
      procdef_id: PROCDEF.kode,
      kode: t.kode,
      nama: t.nama,
      role_name: t.role,
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
    SEQUENCES.map(([from, to, kondisi, syarat]) => ({
      procdef_id: PROCDEF.kode,
      from_taskdef_id: from,
      to_taskdef_id: to,
      kondisi,
      syarat: syarat ?? null,
    })),
    {
      key: ['procdef_id', 'from_taskdef_id', 'to_taskdef_id', 'kondisi'],
      resolve: { procdef_id: procMap, from_taskdef_id: taskMap, to_taskdef_id: taskMap },
    },
  );
  return { 'wfl-re-procdef': procdef, 'wfl-re-taskdef': taskdef, 'wfl-re-sequence': sequence };
}
