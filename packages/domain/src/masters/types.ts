import type { PermissionName } from '../access/permissions';
import type { RoleName } from '../access/roles';

/** The kinds of field a master may have; each maps to one column type, one Zod rule and one form input. */
export type MasterFieldType =
  | 'text'
  | 'textarea'
  /** HTML from the rich-text editor; the server sanitises it on every write. */
  | 'richtext'
  | 'email'
  | 'url'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'boolean'
  | 'date'
  | 'enum'
  | 'relation'
  | 'color'
  | 'json';

export interface MasterFieldOption {
  value: string;
  label: string;
}

/** One field of a master: its column (snake_case, also its JSON name), label, type and rules. */
export interface MasterField {
  name: string;
  label: string;
  type: MasterFieldType;
  required?: boolean;
  /** Unique among the rows that are not deleted. */
  unique?: boolean;
  /** Text: maximum length (default 255 for text, none for textarea). Numbers: maximum value. */
  max?: number;
  /** Text: minimum length. Numbers: minimum value. */
  min?: number;
  /** Allowed values of an enum field. */
  options?: readonly MasterFieldOption[];
  /** An enum holding a list of its options (e.g. a workflow step done by several roles), at least one when required. */
  multiple?: boolean;
  /** A relation field stores `<master>.id`; its column is `name` (e.g. `provinsi_id`). */
  relation?: { master: string; labelField: string };
  /** For cascading dropdowns: the field of this master that a relation is filtered by (kota by provinsi). */
  dependsOn?: string;
  /** Shown as a column of the list. */
  list?: boolean;
  /** Matched by the list's text search (case-insensitive contains). */
  search?: boolean;
  /** Offered as a list filter (exact match; relations and enums as dropdowns, booleans as yes/no). */
  filter?: boolean;
  /** The list can be sorted by it. */
  sortable?: boolean;
  default?: string | number | boolean | null;
  /** Short help under the input. */
  help?: string;
  /** A `url` field whose input also uploads a file to the public content store (`POST konten/berkas`). */
  upload?: boolean;
}

/** Who may read a master: anyone, any signed-in user, or the named permission/roles. */
export type MasterReadAccess =
  | 'public'
  | 'authenticated'
  | { permission?: readonly PermissionName[]; roles?: readonly RoleName[] };

export type MasterGroup =
  | 'organisasi'
  | 'gratifikasi'
  | 'geografi'
  | 'konten'
  | 'risiko'
  | 'workflow'
  | 'kegiatan'
  | 'umum';

/**
 * One master table, defined once. From it follow: the database table, the REST routes under
 * `/api/admin/masters/<key>`, the Zod schemas, the admin list/detail/form screens at `/admin/master-<key>`,
 * the Excel export and (when `importable`) the Excel import.
 */
export interface MasterDefinition {
  /** URL slug, e.g. 'provinsi' (admin screen `/admin/master-provinsi`). */
  key: string;
  /** Database table, e.g. 'provinsis'. */
  table: string;
  /** Indonesian singular label, e.g. 'Provinsi'. */
  label: string;
  group: MasterGroup;
  fields: readonly MasterField[];
  /** The field that names a row in dropdowns and relations (usually 'nama'). */
  labelField: string;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  read: MasterReadAccess;
  /**
   * Writes always need a permission: any one of `anyPermission`; frapp-master-manage unless said otherwise
   * (e.g. aturan-internal, which analysts add to from the LHA).
   */
  write?: { anyPermission: readonly PermissionName[] };
  /** Bulk-kept masters import from Excel (all rows or nothing). */
  importable?: boolean;
  /** The spec's GET path(s) for dropdowns (spec §7 "Masters (GET)"), e.g. ['provinsis']. */
  publicPaths?: readonly string[];
}
