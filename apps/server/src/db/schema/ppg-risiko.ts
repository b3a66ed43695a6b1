import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import {
  master_dampak_kerugians,
  master_instansis,
  master_klasifikasi_risikos,
  master_level_risikos,
  master_penyebab_risikos,
  master_probabilitas_risikos,
  master_upgs,
} from './masters';

const audited = () => ({
  /** Raised by every write: an edit sends the one it read (409 when stale). */
  revisi: integer('revisi').notNull().default(1),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One risk of an institution-year's gratification risk register (issue 25 §2): the process or service, the risk,
 * its cause, probability and impact (the masters' values kept as chosen, `probabilitas_nilai` × `dampak_nilai`
 * / 25 = `skor`, see `skorRisiko`), the classification, the level matching the score, and the mitigation plan.
 */
export const ppg_identifikasi_risikos = pgTable(
  'ppg_identifikasi_risikos',
  {
    id: serial('id').primaryKey(),
    instansi_id: integer('instansi_id')
      .notNull()
      .references(() => master_instansis.id, { onDelete: 'restrict' }),
    upg_id: integer('upg_id').references(() => master_upgs.id, { onDelete: 'set null' }),
    tahun: integer('tahun').notNull(),
    proses_layanan: varchar('proses_layanan', { length: 255 }).notNull(),
    risiko: text('risiko').notNull(),
    penyebab_risiko_id: integer('penyebab_risiko_id')
      .notNull()
      .references(() => master_penyebab_risikos.id, { onDelete: 'restrict' }),
    uraian_penyebab: text('uraian_penyebab'),
    probabilitas_risiko_id: integer('probabilitas_risiko_id')
      .notNull()
      .references(() => master_probabilitas_risikos.id, { onDelete: 'restrict' }),
    probabilitas_nilai: integer('probabilitas_nilai').notNull(),
    dampak_kerugian_id: integer('dampak_kerugian_id')
      .notNull()
      .references(() => master_dampak_kerugians.id, { onDelete: 'restrict' }),
    dampak_nilai: integer('dampak_nilai').notNull(),
    skor: doublePrecision('skor').notNull(),
    klasifikasi_risiko_id: integer('klasifikasi_risiko_id')
      .notNull()
      .references(() => master_klasifikasi_risikos.id, { onDelete: 'restrict' }),
    level_risiko_id: integer('level_risiko_id').references(() => master_level_risikos.id, {
      onDelete: 'set null',
    }),
    rencana_mitigasi: text('rencana_mitigasi').notNull(),
    penanggung_jawab: varchar('penanggung_jawab', { length: 255 }).notNull(),
    tenggat: date('tenggat', { mode: 'string' }).notNull(),
    ...audited(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('ppg_identifikasi_risikos_instansi_tahun_idx').on(t.instansi_id, t.tahun, t.skor),
    index('ppg_identifikasi_risikos_tahun_idx').on(t.tahun, t.skor, t.id),
  ],
);

/** A risk's mitigation progress in one quarter (one row per risk and quarter); evidence files are media. */
export const ppg_realisasi_mitigasis = pgTable(
  'ppg_realisasi_mitigasis',
  {
    id: serial('id').primaryKey(),
    identifikasi_id: integer('identifikasi_id')
      .notNull()
      .references(() => ppg_identifikasi_risikos.id, { onDelete: 'cascade' }),
    triwulan: integer('triwulan').notNull(),
    progres: integer('progres').notNull(),
    uraian: text('uraian').notNull(),
    ...audited(),
  },
  (t) => [uniqueIndex('ppg_realisasi_mitigasis_risiko_tw_key').on(t.identifikasi_id, t.triwulan)],
);
