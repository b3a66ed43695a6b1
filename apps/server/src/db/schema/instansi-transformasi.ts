import { integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';
import { master_instansis, master_unit_kerjas } from './masters';

/** What one transform moved and kept, per table (the preview's figures at the moment it ran). */
export interface TransformasiRingkasan {
  pindah: { tabel: string; label: string; jumlah: number }[];
  tetap: { tabel: string; label: string; jumlah: number; alasan: string }[];
}

/**
 * The transform of an institution into another type (issue 28 §1, /kpk/master-instansis/:type/:id): where it went.
 * One per institution (the unique index makes a second run impossible); the institution itself stays, inactive.
 */
export const instansi_transformasis = pgTable(
  'instansi_transformasis',
  {
    id: serial('id').primaryKey(),
    instansi_id: integer('instansi_id')
      .notNull()
      .references(() => master_instansis.id, { onDelete: 'restrict' }),
    /** The type it became: 'unit-kerja' (a unit of `target_instansi_id`). */
    jenis: varchar('jenis', { length: 20 }).notNull(),
    target_instansi_id: integer('target_instansi_id')
      .notNull()
      .references(() => master_instansis.id, { onDelete: 'restrict' }),
    /** The unit kerja it became in the target institution. */
    unit_kerja_id: integer('unit_kerja_id').references(() => master_unit_kerjas.id, { onDelete: 'restrict' }),
    ringkasan: jsonb('ringkasan').$type<TransformasiRingkasan>().notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('instansi_transformasis_instansi_unique').on(t.instansi_id)],
);
