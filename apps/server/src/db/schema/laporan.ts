import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { pelapors, users } from './access';
import { ppg_kegiatan_aktivitas } from './ppg-kegiatan';
import { ppg_surveis } from './ppg-survei';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A gratification report. Its workflow position (status, step, assignee, deadline) lives on the row so that lists
 * filter on it cheaply; each move is recorded in laporan_histories. Master references are plain integers (the
 * masters are soft-deleted, never removed).
 */
export const laporans = pgTable(
  'laporans',
  {
    id: serial('id').primaryKey(),
    /** The report number (nosig), given on submission; null while a draft. */
    nosig: varchar('nosig', { length: 100 }),
    tahun_nomor: integer('tahun_nomor'),
    nomor_urut: integer('nomor_urut'),
    pelapor_id: integer('pelapor_id')
      .notNull()
      .references(() => pelapors.id, { onDelete: 'restrict' }),
    /** The user who entered the report (laporan_created_by) and the role they held. */
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_by_role: varchar('created_by_role', { length: 100 }).notNull(),
    /** INDIVIDU, UPG, DATA_ENTRY or KPK: through which door the report came in. */
    kanal: varchar('kanal', { length: 20 }).notNull(),
    /** The pelapor's instansi when the report was filed (UPG scoping and reports). */
    instansi_id: integer('instansi_id'),
    unit_kerja_id: integer('unit_kerja_id'),
    upg_id: integer('upg_id'),
    /** Kode of the status-laporan master (DRAFT, TERKIRIM, DIKEMBALIKAN, …). */
    status: varchar('status', { length: 50 }).notNull().default('DRAFT'),
    /** The workflow step code the report waits at (spec §4), its assignee and its deadline. */
    step: varchar('step', { length: 20 }),
    assignee_user_id: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    grup_id: integer('grup_id'),
    batas_step: date('batas_step', { mode: 'string' }),
    /** SK numbering state: BELUM_SK → SEDANG_SK → SUDAH_SK → SEDANG_SPSK → SUDAH_SPSK (spec §4); null before. */
    status_penomoran: varchar('status_penomoran', { length: 20 }),
    /** The reporter's position level (level master), set with the LHA: who signs the SK follows it. */
    level_id: integer('level_id'),
    workflow: jsonb('workflow'),
    /**
     * Raised by every change of the row (edit, submit, status, delete): a writer that saw an older version gets 409
     * instead of silently overwriting someone else's change (issue 9 §1).
     */
    version: integer('version').notNull().default(1),
    // The event
    jenis_peristiwa_id: integer('jenis_peristiwa_id'),
    media_laporan_id: integer('media_laporan_id'),
    tempat_penerimaan: varchar('tempat_penerimaan', { length: 255 }),
    tanggal_penerimaan: date('tanggal_penerimaan', { mode: 'string' }),
    tanggal_lapor: date('tanggal_lapor', { mode: 'string' }),
    hubungan_pemberi_penerima_id: integer('hubungan_pemberi_penerima_id'),
    nama_pemberi: varchar('nama_pemberi', { length: 255 }),
    instansi_pemberi: varchar('instansi_pemberi', { length: 255 }),
    alamat_pemberi: text('alamat_pemberi'),
    kronologi: text('kronologi'),
    /** Ids of checklist-kelengkapan items the reporter ticked. */
    checklist: jsonb('checklist').$type<number[]>(),
    pernyataan_benar: boolean('pernyataan_benar').notNull().default(false),
    /** 30 HK from the date received (batas_lapor_kpk_hk); is_terlambat when reported after it. */
    batas_lapor: date('batas_lapor', { mode: 'string' }),
    is_terlambat: boolean('is_terlambat').notNull().default(false),
    /** Negative-list hints shown to the reporter when submitting (a warning, not a block). */
    nl_hints: jsonb('nl_hints').$type<{ kode: string; pesan: string }[]>(),
    total_nilai: numeric('total_nilai', { precision: 20, scale: 2 }).notNull().default('0'),
    /**
     * UPG path: 10 HK from the date received to report to the UPG (batas_lapor_upg_hk, Perkom 2/2019);
     * is_terlambat_upg when reported to the UPG after it. Null / false for a report filed straight to the KPK.
     */
    batas_lapor_upg: date('batas_lapor_upg', { mode: 'string' }),
    /**
     * The SK's delivery to the reporter (7 HK, UU 30/2002 Pasal 17; app-config batas_penyampaian_sk_hk): the SK's
     * date, the last day to deliver it with its SPSK, when it reached the reporter and how (EOFFICE: the e-office
     * dispatched the numbered SPSK; UNDUH: the reporter's first download), as app-config penyampaian_sk_sumber names.
     */
    sk_tanggal: date('sk_tanggal', { mode: 'string' }),
    sk_batas_sampai: date('sk_batas_sampai', { mode: 'string' }),
    sk_sampai_at: timestamp('sk_sampai_at', { withTimezone: true }),
    sk_sampai_via: varchar('sk_sampai_via', { length: 10 }),
    is_terlambat_upg: boolean('is_terlambat_upg').notNull().default(false),
    /** UPG path: when the UPG received it and its 10 HK forwarding deadline; when forwarded to the KPK. */
    diterima_upg_at: date('diterima_upg_at', { mode: 'string' }),
    batas_teruskan: date('batas_teruskan', { mode: 'string' }),
    diteruskan_at: timestamp('diteruskan_at', { withTimezone: true }),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    /**
     * A report its institution's UPG handled itself before it used this application, brought in by the wizard
     * import (kanal INSTANSI, status DIKELOLA_INSTANSI): its batch, the institution's decision and its date. Such a
     * report never enters the KPK process and is counted apart (issue 28 §1).
     */
    impor_batch_id: integer('impor_batch_id'),
    keputusan_instansi: varchar('keputusan_instansi', { length: 30 }),
    tanggal_keputusan_instansi: date('tanggal_keputusan_instansi', { mode: 'string' }),
    nomor_keputusan_instansi: varchar('nomor_keputusan_instansi', { length: 100 }),
    /** Lower-cased nosig, pelapor name and giver, for the list's text search (trigram index on PostgreSQL). */
    search_text: text('search_text').notNull().default(''),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('laporans_nosig_unique').on(t.nosig),
    index('laporans_pelapor_idx').on(t.pelapor_id),
    index('laporans_created_by_idx').on(t.created_by, t.id),
    index('laporans_instansi_idx').on(t.instansi_id, t.id),
    index('laporans_upg_idx').on(t.upg_id, t.id),
    index('laporans_status_idx').on(t.status, t.id),
    index('laporans_assignee_idx').on(t.assignee_user_id, t.status),
    index('laporans_impor_batch_idx').on(t.impor_batch_id).where(sql`${t.impor_batch_id} is not null`),
    index('laporans_live_id_idx').on(t.id).where(sql`${t.deleted_at} is null`),
    // The 7 HK SK-delivery report (report-7hk) reads only the reports whose SK is numbered.
    index('laporans_sk_batas_idx').on(t.sk_batas_sampai, t.id).where(sql`${t.sk_batas_sampai} is not null`),
    // The KPK counts per status (tabs, totals) read this index alone: a million rows in tens of milliseconds.
    index('laporans_live_status_idx').on(t.status).where(sql`${t.deleted_at} is null`),
    // The report engine's row reports in their default order (logbook: newest filed first; database: newest
    // received first): a page reads its rows from the index, not a sort of a million.
    index('laporans_filed_order_idx')
      .on(t.submitted_at.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.deleted_at} is null and ${t.submitted_at} is not null`),
    index('laporans_received_order_idx')
      .on(t.tanggal_penerimaan.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.deleted_at} is null and ${t.submitted_at} is not null`),
  ],
);

/** One item of a report: an object received or refused, valued in its currency and in rupiah at the rate in force. */
export const rincian_laporans = pgTable(
  'rincian_laporans',
  {
    id: serial('id').primaryKey(),
    laporan_id: integer('laporan_id')
      .notNull()
      .references(() => laporans.id, { onDelete: 'cascade' }),
    /** DITERIMA or DITOLAK. */
    status_penerimaan: varchar('status_penerimaan', { length: 10 }).notNull().default('DITERIMA'),
    jenis_penerimaan_id: integer('jenis_penerimaan_id'),
    jenis_objek_id: integer('jenis_objek_id'),
    uraian: text('uraian').notNull(),
    jumlah: integer('jumlah').notNull().default(1),
    satuan: varchar('satuan', { length: 50 }),
    /** The estimated value in the item's currency. */
    nilai_taksiran: numeric('nilai_taksiran', { precision: 20, scale: 2 }).notNull().default('0'),
    mata_uang_kode: varchar('mata_uang_kode', { length: 3 }).notNull().default('IDR'),
    /** The rate in force on the date received, and its date; 1 for rupiah. */
    kurs: numeric('kurs', { precision: 20, scale: 4 }).notNull().default('1'),
    kurs_tanggal: date('kurs_tanggal', { mode: 'string' }),
    nilai_rupiah: numeric('nilai_rupiah', { precision: 20, scale: 2 }).notNull().default('0'),
    lokasi_objek_gratifikasi_id: integer('lokasi_objek_gratifikasi_id'),
    /** TIDAK, UPG or KPK: where the object was deposited. */
    dititipkan: varchar('dititipkan', { length: 10 }).notNull().default('TIDAK'),
    keterangan: text('keterangan'),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('rincian_laporans_laporan_idx').on(t.laporan_id)],
);

/** Every change of a report's status or step: who, in which role, from what to what, with a note. */
export const laporan_histories = pgTable(
  'laporan_histories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    laporan_id: integer('laporan_id')
      .notNull()
      .references(() => laporans.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 50 }).notNull(),
    status_from: varchar('status_from', { length: 50 }),
    status_to: varchar('status_to', { length: 50 }),
    step: varchar('step', { length: 20 }),
    catatan: text('catatan'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    role_name: varchar('role_name', { length: 100 }),
    data: jsonb('data'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('laporan_histories_laporan_idx').on(t.laporan_id, t.id)],
);

/** The last report number issued per year and series: an upsert with RETURNING hands out numbers safely. */
export const nomor_counters = pgTable(
  'nomor_counters',
  {
    seri: varchar('seri', { length: 50 }).notNull(),
    tahun: integer('tahun').notNull(),
    last_seq: integer('last_seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.seri, t.tahun] })],
);

/**
 * A token link mailed to a reporter: asking to complete a report (KELENGKAPAN) or to respond (TANGGAPAN).
 * The KPK side creates them in the workflow; the reporter answers once, before it expires.
 */
export const laporan_public_links = pgTable(
  'laporan_public_links',
  {
    id: serial('id').primaryKey(),
    /** The report a KELENGKAPAN or TANGGAPAN link is about; null for a link about another subject. */
    laporan_id: integer('laporan_id').references(() => laporans.id, { onDelete: 'cascade' }),
    /** The PPG activity session a PRESENSI link takes attendance for (issue 26 §2); one link per session. */
    aktivitas_id: integer('aktivitas_id').references(() => ppg_kegiatan_aktivitas.id, {
      onDelete: 'cascade',
    }),
    /**
     * The approved survey a SURVEI_KEGIATAN link asks the session's attendees to answer (issue 27 §1); one link per
     * session and survey. Null for every other type.
     */
    survei_id: integer('survei_id').references(() => ppg_surveis.id, { onDelete: 'restrict' }),
    type: varchar('type', { length: 20 }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** What is asked: { pesan, items: [{ kode, pertanyaan }] }. */
    permintaan: jsonb('permintaan'),
    jawaban: jsonb('jawaban'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A link answerable only from this moment (an attendance window); null: from its creation. */
    opens_at: timestamp('opens_at', { withTimezone: true }),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    /**
     * Closed unanswered because the report left the step that waited on it (another decision, a move, a
     * redistribution): the reporter gets the expired-link answer, and its expiry job leaves the report alone.
     */
    closed_at: timestamp('closed_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('laporan_public_links_laporan_idx').on(t.laporan_id),
    uniqueIndex('laporan_public_links_aktivitas_uq').on(t.aktivitas_id).where(sql`${t.survei_id} is null`),
    uniqueIndex('laporan_public_links_survei_uq').on(t.aktivitas_id, t.survei_id),
    check('laporan_public_links_subjek_ck', sql`(${t.laporan_id} is null) <> (${t.aktivitas_id} is null)`),
  ],
);

/**
 * One level's negative-list assessment of one item (issue 10 §2.3): the team member (f31), team leader (f35) and
 * group head (f39) each confirm the proposed element or override it with a reason. Saving again at the same level
 * replaces its row.
 */
export const nl_penilaians = pgTable(
  'nl_penilaians',
  {
    id: serial('id').primaryKey(),
    laporan_id: integer('laporan_id')
      .notNull()
      .references(() => laporans.id, { onDelete: 'cascade' }),
    rincian_id: integer('rincian_id')
      .notNull()
      .references(() => rincian_laporans.id, { onDelete: 'cascade' }),
    /** anggota, ketua_tim or ketua_group (NL_TINGKAT). */
    tingkat: varchar('tingkat', { length: 20 }).notNull(),
    /** The element that applies (unsur-nl id); null: not negative list. */
    unsur_nl_id: integer('unsur_nl_id'),
    /** What the level was offered: the lower level's choice, else the system's proposal. */
    usulan_unsur_nl_id: integer('usulan_unsur_nl_id'),
    /** Required when the choice differs from the proposal. */
    alasan: text('alasan'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    role_name: varchar('role_name', { length: 100 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('nl_penilaians_rincian_tingkat_unique').on(t.rincian_id, t.tingkat),
    index('nl_penilaians_laporan_idx').on(t.laporan_id),
  ],
);
