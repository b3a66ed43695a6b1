import type { MasterDefinition, MasterField, MasterFieldOption } from '../types';

type FieldOptions = Omit<MasterField, 'name' | 'label' | 'type' | 'options' | 'relation'>;

function field(type: MasterField['type']) {
  return (name: string, label: string, opts: FieldOptions = {}): MasterField => ({
    name,
    label,
    type,
    ...opts,
  });
}

/** Short builders for master fields, so each definition reads as a list of columns. */
export const f = {
  text: field('text'),
  textarea: field('textarea'),
  richtext: field('richtext'),
  email: field('email'),
  url: field('url'),
  integer: field('integer'),
  decimal: field('decimal'),
  money: field('money'),
  boolean: field('boolean'),
  date: field('date'),
  color: field('color'),
  json: field('json'),
  /** An enum from [value, label] pairs. */
  enum: (
    name: string,
    label: string,
    options: readonly (readonly [string, string])[],
    opts: FieldOptions = {},
  ): MasterField => ({
    name,
    label,
    type: 'enum',
    options: options.map(([value, optionLabel]): MasterFieldOption => ({ value, label: optionLabel })),
    ...opts,
  }),
  /** A relation column `name` (e.g. provinsi_id) to another master, named by its `labelField`. */
  relation: (
    name: string,
    label: string,
    master: string,
    opts: FieldOptions & { labelField?: string } = {},
  ): MasterField => {
    const { labelField = 'nama', ...rest } = opts;
    return {
      name,
      label,
      type: 'relation',
      relation: { master, labelField },
      list: true,
      filter: true,
      ...rest,
    };
  },
};

/** The columns most masters share. */
export const common = {
  kode: (opts: FieldOptions = {}): MasterField =>
    f.text('kode', 'Kode', {
      required: true,
      unique: true,
      max: 50,
      list: true,
      search: true,
      sortable: true,
      ...opts,
    }),
  nama: (opts: FieldOptions = {}): MasterField =>
    f.text('nama', 'Nama', { required: true, max: 255, list: true, search: true, sortable: true, ...opts }),
  keterangan: (opts: FieldOptions = {}): MasterField => f.textarea('keterangan', 'Keterangan', opts),
  urutan: (opts: FieldOptions = {}): MasterField =>
    f.integer('urutan', 'Urutan', { min: 0, list: true, sortable: true, ...opts }),
  isActive: (opts: FieldOptions = {}): MasterField =>
    f.boolean('is_active', 'Aktif', { default: true, list: true, filter: true, ...opts }),
};

type MasterInput = Omit<MasterDefinition, 'labelField' | 'defaultSort' | 'read'> &
  Partial<Pick<MasterDefinition, 'labelField' | 'defaultSort' | 'read'>>;

/** A definition with the usual defaults: named by `nama`, sorted by it, readable by any signed-in user. */
export function master(input: MasterInput): MasterDefinition {
  return {
    labelField: 'nama',
    defaultSort: { field: input.labelField ?? 'nama', order: 'asc' },
    read: 'authenticated',
    ...input,
  };
}

/** A plain "kode + nama + keterangan + aktif + urutan" lookup list, the shape of most small masters. */
export function lookup(
  input: Omit<MasterInput, 'fields'> & { extra?: readonly MasterField[]; withKode?: boolean },
): MasterDefinition {
  const { extra = [], withKode = true, ...rest } = input;
  return master({
    defaultSort: { field: 'urutan', order: 'asc' },
    ...rest,
    fields: [
      ...(withKode ? [common.kode()] : []),
      common.nama(),
      ...extra,
      common.keterangan(),
      common.urutan(),
      common.isActive(),
    ],
  });
}
