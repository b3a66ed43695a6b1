import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * One table whose rows follow the institution to its target: `instansi_id` is rewritten. A row whose twin the target
 * already holds (same `key` columns, a unique index or a year's record) stays with the old institution instead.
 */
interface MoveSpec {
  table: string;
  label: string;
  /** Masters: only rows not soft-deleted move, and only live twins count. */
  live?: boolean;
  /** The columns that, with instansi_id, identify a row (its unique index). */
  key?: readonly string[];
  /** The unique index's own condition (a partial index), applied to the row and to its twin. */
  partial?: (alias: 't' | 'x') => SQL;
  /** A clash other than a twin by key (the row `t` follows another table's row). */
  clash?: (target: number) => SQL;
}

/**
 * The tables that reference an institution and move with it (grep of db/schema: every `instansi_id`), in the order
 * they are rewritten. Reports, reporters and accounts are rewritten separately (their units change too).
 */
export const MOVES: readonly MoveSpec[] = [
  { table: 'instansi_upgs', label: 'Keanggotaan UPG (instansi UPG)', live: true, key: ['upg_id'] },
  { table: 'aturan_internals', label: 'Aturan internal instansi', live: true },
  { table: 'target_kepatuhan_instansis', label: 'Target kepatuhan', live: true, key: ['tahun'] },
  { table: 'ppg_peserta_monevs', label: 'Kepesertaan monev PPG', key: ['tahun'] },
  { table: 'ppg_profil_klops', label: 'Profil KLOP PPG', key: ['tahun'] },
  // Before the plans they follow: a quarter's realisation stays when its year's plan stays.
  {
    table: 'ppg_realisasi_rencana_kerjas',
    label: 'Realisasi rencana kerja PPG',
    clash: (target) =>
      sql`exists (select 1 from ppg_rencana_kerjas x where x.instansi_id = ${target} and x.tahun = t.tahun)`,
  },
  { table: 'ppg_rencana_kerjas', label: 'Rencana kerja PPG', key: ['tahun'] },
  { table: 'ppg_identifikasi_risikos', label: 'Identifikasi risiko PPG' },
  {
    table: 'ppg_intervensis',
    label: 'Intervensi PPG',
    key: ['tahun'],
    partial: (alias) => sql.raw(`${alias}.status <> 'SELESAI'`),
  },
  { table: 'ppg_diseminasis', label: 'Diseminasi PPG' },
  { table: 'ppg_inovasis', label: 'Inovasi PPG' },
  { table: 'ppg_elearnings', label: 'E-learning PPG', key: ['tahun', 'triwulan'] },
  { table: 'ppg_kegiatan_instansis', label: 'Undangan kegiatan PPG', key: ['kegiatan_id'] },
  { table: 'ppg_survei_penugasans', label: 'Penugasan survei PPG', key: ['sesi_id'] },
];

/** What stays with the old institution: its history, counted for the preview. */
export const STAYS: readonly { table: string; label: string; alasan: string; where: (id: number) => SQL }[] =
  [
    {
      table: 'pelapor_riwayats',
      label: 'Riwayat kepegawaian pelapor',
      alasan: 'Riwayat',
      where: (id) => sql`instansi_id = ${id}`,
    },
    {
      table: 'ppg_verifikasis',
      label: 'Verifikasi PPG',
      alasan: 'Penilaian yang sudah diputus',
      where: (id) => sql`instansi_id = ${id}`,
    },
    {
      table: 'ppg_skor_instansis',
      label: 'Skor PPG',
      alasan: 'Penilaian yang sudah diputus',
      where: (id) => sql`instansi_id = ${id}`,
    },
    {
      table: 'ppg_kegiatan_presensis',
      label: 'Presensi kegiatan',
      alasan: 'Riwayat',
      where: (id) => sql`instansi_id = ${id}`,
    },
    {
      table: 'upgs',
      label: 'UPG milik instansi',
      alasan: 'UPG tetap; nonaktifkan sendiri bila perlu',
      where: (id) => sql`instansi_id = ${id} and deleted_at is null`,
    },
    {
      table: 'audit_logs',
      label: 'Log aktivitas instansi',
      alasan: 'Riwayat',
      where: (id) => sql`entity = 'instansis' and entity_id = ${String(id)}`,
    },
  ];

interface Rows<T> {
  rows: T[];
}
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers (node-postgres, PGlite) answer raw SQL with `{ rows }`.
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

function clashOf(spec: MoveSpec, target: number | null): SQL {
  if (target === null) return sql`false`;
  if (spec.clash) return spec.clash(target);
  if (!spec.key) return sql`false`;
  const same = spec.key.map((k) => sql.raw(`x.${k} = t.${k}`));
  const conditions = [sql`x.instansi_id = ${target}`, ...same];
  if (spec.live) conditions.push(sql`x.deleted_at is null`);
  if (spec.partial) conditions.push(spec.partial('x'), spec.partial('t'));
  return sql`exists (select 1 from ${sql.raw(spec.table)} x where ${sql.join(conditions, sql` and `)})`;
}

const rowsOfSource = (spec: MoveSpec, source: number) =>
  spec.live ? sql`t.instansi_id = ${source} and t.deleted_at is null` : sql`t.instansi_id = ${source}`;

/** How many rows of `spec` move to the target and how many stay because the target holds their twin. */
export async function countMove(db: Db, spec: MoveSpec, source: number, target: number | null) {
  const clash = clashOf(spec, target);
  const [row] = await rowsOf<{ pindah: number | string; bentrok: number | string }>(
    db,
    sql`select count(*) filter (where not (${clash})) as pindah, count(*) filter (where ${clash}) as bentrok
      from ${sql.raw(spec.table)} t where ${rowsOfSource(spec, source)}`,
  );
  return { pindah: Number(row?.pindah ?? 0), bentrok: Number(row?.bentrok ?? 0) };
}

/** Moves the rows of `spec` that have no twin at the target; answers how many. */
export async function applyMove(db: Db, spec: MoveSpec, source: number, target: number): Promise<number> {
  const moved = await rowsOf<{ id: unknown }>(
    db,
    sql`update ${sql.raw(spec.table)} t set instansi_id = ${target}
      where ${rowsOfSource(spec, source)} and not (${clashOf(spec, target)}) returning 1 as id`,
  );
  return moved.length;
}

/** How many rows of a kept table belong to the institution. */
export async function countStay(db: Db, table: string, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${sql.raw(table)} where ${where}`,
  );
  return Number(row?.n ?? 0);
}
