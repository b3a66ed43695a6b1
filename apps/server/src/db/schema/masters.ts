import { createHash } from 'node:crypto';
import { DEFAULT_TEXT_MAX, type MasterDefinition, type MasterField, masterByKey } from '@gratifikasi/domain';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  type PgColumnBuilderBase,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';

function implicitColumns() {
  return {
    id: serial('id').primaryKey(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  };
}

function buildTable(def: MasterDefinition) {
  return pgTable(def.table, implicitColumns());
}
/** A master's table; its field columns are reached by name through `masterColumn`. */
export type MasterTable = ReturnType<typeof buildTable>;

/** Every master's table by master key, filled as the tables below are built; relations resolve through it lazily. */
export const MASTER_TABLES = new Map<string, MasterTable>();

function fieldColumn(field: MasterField): PgColumnBuilderBase {
  const base = (() => {
    switch (field.type) {
      case 'textarea':
      case 'richtext':
        return text(field.name);
      case 'integer':
        return integer(field.name);
      case 'decimal':
      case 'money':
        return numeric(field.name, { precision: 20, scale: 2 });
      case 'boolean':
        return boolean(field.name)
          .notNull()
          .default(field.default === undefined ? false : Boolean(field.default));
      case 'date':
        return date(field.name, { mode: 'string' });
      case 'enum':
        return field.multiple
          ? varchar(field.name, { length: 50 }).array()
          : varchar(field.name, { length: 50 });
      case 'relation': {
        const target = field.relation?.master ?? '';
        return integer(field.name).references(() => masterTableOf(target).id, { onDelete: 'restrict' });
      }
      case 'color':
        return varchar(field.name, { length: 20 });
      case 'json':
        return jsonb(field.name);
      default:
        return varchar(field.name, { length: field.max ?? DEFAULT_TEXT_MAX });
    }
  })();
  return field.required && field.type !== 'boolean' ? base.notNull() : base;
}

/** PostgreSQL cuts identifiers at 63 bytes; a long name keeps a hash suffix so two never collide. */
function indexName(table: string, field: string, suffix: string): string {
  const name = `${table}_${field}_${suffix}`;
  if (name.length <= 63) return name;
  return `${name.slice(0, 54)}_${createHash('sha1').update(name).digest('hex').slice(0, 8)}`;
}

/**
 * The table of one master: the implicit columns, one column per field, an index on every relation column and a
 * unique index (among rows not deleted) per unique field.
 */
export function masterTable(def: MasterDefinition): MasterTable {
  const columns: Record<string, PgColumnBuilderBase> = { ...implicitColumns() };
  for (const field of def.fields) columns[field.name] = fieldColumn(field);
  const table = pgTable(def.table, columns, (t) => {
    const cols = t as unknown as Record<string, PgColumn>;
    const extras = [index(indexName(def.table, 'deleted_at', 'idx')).on(cols.deleted_at as PgColumn)];
    for (const field of def.fields) {
      const col = cols[field.name] as PgColumn;
      if (field.unique) {
        const where: SQL = sql`deleted_at is null`;
        extras.push(
          uniqueIndex(indexName(def.table, field.name, 'unique'))
            .on(col)
            .where(where),
        );
      } else if (field.type === 'relation') {
        extras.push(index(indexName(def.table, field.name, 'idx')).on(col));
      }
    }
    return extras;
  }) as unknown as MasterTable;
  MASTER_TABLES.set(def.key, table);
  return table;
}

/** The table of a master by key (throws for an unknown key: a definition without its export line below). */
export function masterTableOf(key: string): MasterTable {
  const table = MASTER_TABLES.get(key);
  if (!table) throw new Error(`Master ${key} has no table in db/schema/masters.ts`);
  return table;
}

/** A field column of a master table by name. */
export function masterColumn(table: MasterTable, name: string): PgColumn {
  const col = (getTableColumns(table) as Record<string, PgColumn>)[name];
  if (!col) throw new Error(`Column ${name} missing`);
  return col;
}

function def(key: string): MasterDefinition {
  const found = masterByKey(key);
  if (!found) throw new Error(`Unknown master ${key}`);
  return found;
}

// One line per master, so drizzle-kit sees each table (a test checks every definition has its line).
export const master_provinsis = masterTable(def('provinsi'));
export const master_kota_kabupatens = masterTable(def('kota-kabupaten'));
export const master_kecamatans = masterTable(def('kecamatan'));
export const master_negaras = masterTable(def('negara'));
export const master_mata_uangs = masterTable(def('mata-uang'));
export const master_kurs = masterTable(def('kurs'));
export const master_kurs_pajaks = masterTable(def('kurs-pajak'));
export const master_kalenders = masterTable(def('kalender'));
export const master_hari_liburs = masterTable(def('hari-libur'));
export const master_klasifikasi_instansis = masterTable(def('klasifikasi-instansis'));
export const master_bidangs = masterTable(def('bidang'));
export const master_instansis = masterTable(def('instansi'));
export const master_unit_kerjas = masterTable(def('unit-kerja'));
export const master_sub_unit_kerjas = masterTable(def('sub-unit-kerja'));
export const master_upgs = masterTable(def('upg'));
export const master_instansi_upgs = masterTable(def('instansi-upg'));
export const master_target_kepatuhan_instansis = masterTable(def('target-kepatuhan-instansi'));
export const master_djkn_kpknls = masterTable(def('djkn-kpknls'));
export const master_checklist_kelengkapans = masterTable(def('checklist-kelengkapan'));
export const master_grups = masterTable(def('grup'));
export const master_tims = masterTable(def('tim'));
export const master_kelompoks = masterTable(def('kelompok'));
export const master_levels = masterTable(def('level'));
export const master_moduls = masterTable(def('modul'));
export const master_status_kedinasans = masterTable(def('status-kedinasans'));
export const master_kontaks = masterTable(def('kontaks'));
export const master_jenis_peristiwas = masterTable(def('jenis-peristiwa'));
export const master_checklist_kelengkapan_peristiwas = masterTable(def('checklist-kelengkapan-peristiwas'));
export const master_jenis_penerimaans = masterTable(def('jenis-penerimaan'));
export const master_jenis_objeks = masterTable(def('jenis-objek'));
export const master_hubungan_pemberi_penerimas = masterTable(def('hubungan-pemberi-penerima'));
export const master_jenis_nomor_lains = masterTable(def('jenis-nomor-lain'));
export const master_lokasi_objek_gratifikasis = masterTable(def('lokasi-objek-gratifikasi'));
export const master_media_laporans = masterTable(def('media-laporan'));
export const master_metode_penerimaan_ogs = masterTable(def('metode-penerimaan-og'));
export const master_kategori_status_laporans = masterTable(def('kategori-status-laporan'));
export const master_status_laporans = masterTable(def('status-laporan'));
export const master_status_informasis = masterTable(def('status-informasi'));
export const master_rekomendasi_objeks = masterTable(def('rekomendasi-objek'));
export const master_aturan_internals = masterTable(def('aturan-internal'));
export const master_unsur_nls = masterTable(def('unsur-nl'));
export const master_kondisi_unsur_nls = masterTable(def('kondisi-unsur-nl'));
export const master_parameter_nls = masterTable(def('parameter-nl'));
export const master_klasifikasi_risikos = masterTable(def('klasifikasi-risiko'));
export const master_level_risikos = masterTable(def('level-risiko'));
export const master_penyebab_risikos = masterTable(def('penyebab-risiko'));
export const master_rekomendasi_intervensis = masterTable(def('rekomendasi-intervensi'));
export const master_kriteria_intervensis = masterTable(def('kriteria-intervensi'));
export const master_kriteria_skor_monevs = masterTable(def('kriteria-skor-monev'));
export const master_probabilitas_risikos = masterTable(def('probabilitas-risiko'));
export const master_dampak_kerugians = masterTable(def('dampak-kerugian'));
export const master_parameter_monevs = masterTable(def('parameter-monev'));
export const master_image_sliders = masterTable(def('image-sliders'));
export const master_kategori_beritas = masterTable(def('kategori-berita'));
export const master_beritas = masterTable(def('berita'));
export const master_faqs = masterTable(def('faq'));
export const master_knowledge_bases = masterTable(def('knowledge-base'));
export const master_halaman_publiks = masterTable(def('halaman-publik'));
export const master_materi_sosialisasis = masterTable(def('materi-sosialisasi'));
export const master_konten_materi_sosialisasis = masterTable(def('konten-materi-sosialisasi'));
export const master_mobile_infos = masterTable(def('mobile-info'));
export const master_dokumen_publiks = masterTable(def('dokumen-publik'));
export const master_jenis_kegiatans = masterTable(def('jenis-kegiatan'));
export const master_bentuk_kegiatans = masterTable(def('bentuk-kegiatan'));
export const master_jenis_publikasi_dokumens = masterTable(def('jenis-publikasi-dokumen'));
export const master_jenis_diseminasis = masterTable(def('jenis-diseminasi'));
export const master_klasifikasi_kegiatans = masterTable(def('klasifikasi-kegiatan'));
export const master_sasaran_kegiatans = masterTable(def('sasaran-kegiatan'));
export const master_level_jabatan_pesertas = masterTable(def('level-jabatan-peserta'));
export const master_implementasi_inovasis = masterTable(def('implementasi-inovasi'));
export const master_wfl_re_procdefs = masterTable(def('wfl-re-procdef'));
export const master_wfl_re_taskdefs = masterTable(def('wfl-re-taskdef'));
export const master_wfl_re_sequences = masterTable(def('wfl-re-sequence'));
export const master_referensis = masterTable(def('referensi'));
export const master_template_dokumens = masterTable(def('template-dokumen'));
export const master_master_versions = masterTable(def('master-version'));
