import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access';
import { laporans } from './laporan';
import { master_aturan_internals } from './masters';

/** The internal rules an LHA cites (issue 11 §6): kept per report, replaced each time the LHA is written. */
export const lha_aturan_internals = pgTable(
  'lha_aturan_internals',
  {
    laporan_id: integer('laporan_id')
      .notNull()
      .references(() => laporans.id, { onDelete: 'cascade' }),
    aturan_internal_id: integer('aturan_internal_id')
      .notNull()
      .references(() => master_aturan_internals.id, { onDelete: 'restrict' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.laporan_id, t.aturan_internal_id] }),
    index('lha_aturan_internals_aturan_idx').on(t.aturan_internal_id),
  ],
);
