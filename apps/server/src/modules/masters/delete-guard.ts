import { MASTER_DEFINITIONS, type MasterDefinition } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';

/** A column that holds ids of a master, in a table whose live rows have `deleted_at is null`. */
export interface MasterReference {
  label: string;
  table: string;
  column: string;
  master: string;
}

/**
 * The non-master tables that hold master ids (reporters, reports, report items). Kept by hand: these tables
 * are not in the registry, and a new column of this kind belongs here.
 */
export const OTHER_REFERENCES: readonly MasterReference[] = [
  ...(
    [
      ['instansi_id', 'instansi'],
      ['unit_kerja_id', 'unit-kerja'],
      ['sub_unit_kerja_id', 'sub-unit-kerja'],
      ['provinsi_id', 'provinsi'],
      ['kota_kabupaten_id', 'kota-kabupaten'],
      ['kecamatan_id', 'kecamatan'],
      ['status_kedinasan_id', 'status-kedinasans'],
      ['upg_id', 'upg'],
    ] as const
  ).map(([column, master]) => ({ label: 'Pelapor', table: 'pelapors', column, master })),
  ...(
    [
      ['jenis_peristiwa_id', 'jenis-peristiwa'],
      ['hubungan_pemberi_penerima_id', 'hubungan-pemberi-penerima'],
      ['instansi_id', 'instansi'],
      ['media_laporan_id', 'media-laporan'],
    ] as const
  ).map(([column, master]) => ({ label: 'Laporan', table: 'laporans', column, master })),
  ...(
    [
      ['jenis_penerimaan_id', 'jenis-penerimaan'],
      ['jenis_objek_id', 'jenis-objek'],
      ['lokasi_objek_gratifikasi_id', 'lokasi-objek-gratifikasi'],
    ] as const
  ).map(([column, master]) => ({ label: 'Rincian Laporan', table: 'rincian_laporans', column, master })),
];

/** Every column that references `masterKey`: the registry's relation fields, then the explicit list. */
export function referencesTo(masterKey: string): MasterReference[] {
  const fromMasters = MASTER_DEFINITIONS.flatMap((def) =>
    def.fields
      .filter((f) => f.type === 'relation' && f.relation?.master === masterKey)
      .map((f) => ({ label: def.label, table: def.table, column: f.name, master: masterKey })),
  );
  return [...fromMasters, ...OTHER_REFERENCES.filter((r) => r.master === masterKey)];
}

/** 409 when live rows still point at the row: 'Data masih dipakai oleh {label} ({n} data)'. */
export async function assertNotReferenced(db: Db, def: MasterDefinition, id: number): Promise<void> {
  for (const ref of referencesTo(def.key)) {
    const table = sql.identifier(ref.table);
    const column = sql.identifier(ref.column);
    // A row of a self-referencing master does not hold itself back.
    const notSelf = ref.table === def.table ? sql` and id <> ${id}` : sql``;
    const result = (await db.execute(
      sql`select count(*)::int as n from ${table} where ${column} = ${id} and deleted_at is null${notSelf}`,
    )) as unknown as { rows: { n: number | string }[] };
    const n = Number(result.rows[0]?.n ?? 0);
    if (n > 0) throw new AppError('CONFLICT', `Data masih dipakai oleh ${ref.label} (${n} data)`);
  }
}
