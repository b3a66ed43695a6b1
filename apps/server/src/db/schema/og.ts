import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { template_dokumen_versis } from './dokumen';
import { media } from './files';
import { laporans, rincian_laporans } from './laporan';
import { master_djkn_kpknls, master_lokasi_objek_gratifikasis } from './masters';

/**
 * Gratified objects (issue 12 §1–3): one row per item an SK ruled on, created when the SK is numbered. Its custody
 * state and place change only through `og_mutasis` (append-only); `version` makes a second concurrent move a 409.
 */
export const objek_gratifikasis = pgTable(
  'objek_gratifikasis',
  {
    id: serial('id').primaryKey(),
    kode: varchar('kode', { length: 30 }).notNull(),
    rincian_id: integer('rincian_id')
      .notNull()
      .references(() => rincian_laporans.id, { onDelete: 'cascade' }),
    laporan_id: integer('laporan_id')
      .notNull()
      .references(() => laporans.id, { onDelete: 'cascade' }),
    /** The SK's ruling: MILIK_NEGARA, SEBAGIAN_MILIK_NEGARA or MILIK_PENERIMA. */
    kepemilikan: varchar('kepemilikan', { length: 30 }).notNull(),
    nilai: numeric('nilai', { precision: 20, scale: 2 }).notNull(),
    mata_uang_kode: varchar('mata_uang_kode', { length: 3 }).notNull(),
    nilai_rupiah: numeric('nilai_rupiah', { precision: 20, scale: 2 }).notNull(),
    tanggal_sk: date('tanggal_sk', { mode: 'string' }),
    /** The last day (7 HK after the SK) a state-owned object is due to be handed over. */
    batas_serah: date('batas_serah', { mode: 'string' }),
    state: varchar('state', { length: 30 }).notNull().default('DIHARAPKAN'),
    lokasi_id: integer('lokasi_id').references(() => master_lokasi_objek_gratifikasis.id),
    box_id: integer('box_id').references(() => og_boxes.id),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('objek_gratifikasis_rincian_unique').on(t.rincian_id),
    uniqueIndex('objek_gratifikasis_kode_unique').on(t.kode),
    index('objek_gratifikasis_laporan_idx').on(t.laporan_id),
    index('objek_gratifikasis_state_idx').on(t.state),
  ],
);

/**
 * A record of one act (berita acara): receiving, return, handover to a KPKNL office, direct handover. Its PDF is
 * issued once, from the letter master's `berita-acara-og` template: the stored file, the template version and the
 * SHA-256 are kept, and from then on the record is final (no more edits).
 */
export const og_dokumens = pgTable(
  'og_dokumens',
  {
    id: serial('id').primaryKey(),
    jenis: varchar('jenis', { length: 20 }).notNull(),
    nomor: varchar('nomor', { length: 60 }).notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    pihak_nama: varchar('pihak_nama', { length: 200 }).notNull(),
    pihak_instansi: varchar('pihak_instansi', { length: 200 }),
    kpknl_id: integer('kpknl_id').references(() => master_djkn_kpknls.id),
    catatan: text('catatan'),
    template_versi_id: integer('template_versi_id').references(() => template_dokumen_versis.id, {
      onDelete: 'set null',
    }),
    sha256: varchar('sha256', { length: 64 }),
    media_id: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    final_at: timestamp('final_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('og_dokumens_nomor_unique').on(t.nomor), index('og_dokumens_jenis_idx').on(t.jenis)],
);

/** A box state-owned objects are packed into for one KPKNL office; handed over whole by a SERAH_DJKN record. */
export const og_boxes = pgTable('og_boxes', {
  id: serial('id').primaryKey(),
  kode: varchar('kode', { length: 30 }).notNull().unique(),
  kpknl_id: integer('kpknl_id')
    .notNull()
    .references(() => master_djkn_kpknls.id),
  status: varchar('status', { length: 12 }).notNull().default('TERBUKA'),
  dokumen_id: integer('dokumen_id').references(() => og_dokumens.id),
  catatan: text('catatan'),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every movement of an object, never updated or deleted: who, when, from what to what, the proof. */
export const og_mutasis = pgTable(
  'og_mutasis',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    og_id: integer('og_id')
      .notNull()
      .references(() => objek_gratifikasis.id, { onDelete: 'cascade' }),
    aksi: varchar('aksi', { length: 20 }).notNull(),
    state_from: varchar('state_from', { length: 30 }),
    state_to: varchar('state_to', { length: 30 }).notNull(),
    lokasi_from: integer('lokasi_from'),
    lokasi_to: integer('lokasi_to'),
    box_id: integer('box_id'),
    dokumen_id: integer('dokumen_id').references(() => og_dokumens.id),
    media_id: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    kondisi: varchar('kondisi', { length: 500 }),
    jumlah_diterima: integer('jumlah_diterima'),
    catatan: text('catatan'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: varchar('role', { length: 50 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('og_mutasis_og_idx').on(t.og_id)],
);

/** Each label scan (stock-taking): what was read, by whom, and whether it named an object. */
export const og_scans = pgTable('og_scans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kode: varchar('kode', { length: 100 }).notNull(),
  og_id: integer('og_id').references(() => objek_gratifikasis.id, { onDelete: 'cascade' }),
  ditemukan: boolean('ditemukan').notNull(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A courier receipt (resi) the reporter sent for a report's objects; the KPK staff verify it against the parcel. */
export const og_resis = pgTable(
  'og_resis',
  {
    id: serial('id').primaryKey(),
    laporan_id: integer('laporan_id')
      .notNull()
      .references(() => laporans.id, { onDelete: 'cascade' }),
    nomor_resi: varchar('nomor_resi', { length: 100 }).notNull(),
    kurir: varchar('kurir', { length: 100 }).notNull(),
    media_id: integer('media_id')
      .notNull()
      .references(() => media.id),
    /** DIKIRIM (sent, not yet checked), SESUAI or TIDAK_SESUAI. */
    status: varchar('status', { length: 12 }).notNull().default('DIKIRIM'),
    catatan_verifikasi: text('catatan_verifikasi'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    verified_by: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('og_resis_laporan_idx').on(t.laporan_id)],
);
