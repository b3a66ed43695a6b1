import { describe, expect, it } from 'vitest';
import { MASTER_DEFINITIONS, masterByKey, masterByPublicPath, validateRegistry } from './registry';
import type { MasterDefinition } from './types';

const PROV: MasterDefinition = {
  key: 'prov',
  table: 'prov',
  label: 'Provinsi',
  group: 'geografi',
  labelField: 'nama',
  defaultSort: { field: 'nama', order: 'asc' },
  read: 'authenticated',
  publicPaths: ['provs'],
  fields: [{ name: 'nama', label: 'Nama', type: 'text', required: true }],
};
const KOTA: MasterDefinition = {
  ...PROV,
  key: 'kota',
  table: 'kota',
  publicPaths: ['kotas'],
  fields: [
    { name: 'nama', label: 'Nama', type: 'text', required: true },
    {
      name: 'prov_id',
      label: 'Provinsi',
      type: 'relation',
      relation: { master: 'prov', labelField: 'nama' },
    },
  ],
};

describe('the master registry', () => {
  it('is sound: unique keys, tables and paths; label, sort, relation and dependsOn fields exist', () => {
    expect(validateRegistry(MASTER_DEFINITIONS)).toEqual([]);
  });

  it('finds every definition by key and by each public path', () => {
    for (const def of MASTER_DEFINITIONS) {
      expect(masterByKey(def.key)).toBe(def);
      for (const path of def.publicPaths ?? []) expect(masterByPublicPath(`/${path}`)).toBe(def);
    }
    expect(masterByKey('tidak-ada')).toBeUndefined();
    expect(masterByPublicPath('tidak-ada')).toBeUndefined();
  });
});

describe('validateRegistry', () => {
  it('accepts a sound pair', () => {
    expect(validateRegistry([PROV, KOTA])).toEqual([]);
  });

  it('names each kind of problem', () => {
    const broken: MasterDefinition = {
      ...KOTA,
      key: 'prov',
      table: 'prov',
      publicPaths: ['provs'],
      labelField: 'judul',
      defaultSort: { field: 'urutan', order: 'asc' },
      fields: [
        { name: 'nama', label: 'Nama', type: 'text' },
        { name: 'id', label: 'Id', type: 'integer' },
        { name: 'jenis', label: 'Jenis', type: 'enum' },
        {
          name: 'negara_id',
          label: 'Negara',
          type: 'relation',
          relation: { master: 'negara', labelField: 'nama' },
        },
        {
          name: 'prov_id',
          label: 'Provinsi',
          type: 'relation',
          relation: { master: 'prov', labelField: 'kode' },
        },
        {
          name: 'kota_id',
          label: 'Kota',
          type: 'relation',
          relation: { master: 'kota', labelField: 'nama' },
          dependsOn: 'nama',
        },
      ],
    };
    expect(validateRegistry([PROV, KOTA, broken])).toEqual([
      "prov: duplicate key 'prov'",
      "prov: duplicate table 'prov'",
      "prov: duplicate path 'provs'",
      "prov: field 'id' is implicit",
      "prov: labelField 'judul' is not a field",
      "prov: defaultSort 'urutan' is not a field",
      'prov.jenis: no options',
      'prov.negara_id: relation target missing',
      "prov.prov_id: label 'kode' not in prov",
      "prov.kota_id: dependsOn 'nama' is not a relation field",
    ]);
  });
});
