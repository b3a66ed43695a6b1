import { describe, expect, it } from 'vitest';
import { MASTER_MESSAGES, masterRecordSchema, parseMasterField } from './schema';
import type { MasterDefinition } from './types';

const KOTA: MasterDefinition = {
  key: 'kota-uji',
  table: 'kota_uji',
  label: 'Kota Uji',
  group: 'geografi',
  labelField: 'nama',
  defaultSort: { field: 'nama', order: 'asc' },
  read: 'authenticated',
  fields: [
    { name: 'kode', label: 'Kode', type: 'text', required: true, unique: true, max: 5 },
    { name: 'nama', label: 'Nama', type: 'text', required: true },
    {
      name: 'provinsi_id',
      label: 'Provinsi',
      type: 'relation',
      required: true,
      relation: { master: 'prov', labelField: 'nama' },
    },
    { name: 'email', label: 'Email', type: 'email' },
    { name: 'situs', label: 'Situs', type: 'url' },
    { name: 'jumlah', label: 'Jumlah', type: 'integer', min: 0, max: 100 },
    { name: 'nilai', label: 'Nilai', type: 'money' },
    { name: 'aktif', label: 'Aktif', type: 'boolean', default: true },
    { name: 'tanggal', label: 'Tanggal', type: 'date' },
    {
      name: 'jenis',
      label: 'Jenis',
      type: 'enum',
      options: [
        { value: 'kota', label: 'Kota' },
        { value: 'kab', label: 'Kabupaten' },
      ],
    },
    { name: 'warna', label: 'Warna', type: 'color' },
    { name: 'meta', label: 'Meta', type: 'json' },
    { name: 'catatan', label: 'Catatan', type: 'textarea' },
  ],
};

const schema = masterRecordSchema(KOTA);
const errorsOf = (input: unknown) => {
  const r = schema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('masterRecordSchema', () => {
  it('parses a full record, coercing numeric strings and normalising empties', () => {
    const r = schema.parse({
      kode: ' B1 ',
      nama: 'Bandung',
      provinsi_id: '32',
      email: '',
      situs: 'https://bandung.go.id',
      jumlah: '7',
      nilai: 1500.5,
      aktif: 'false',
      tanggal: '2026-02-28',
      jenis: 'kota',
      warna: '#1a2b3c',
      meta: '{"a":1}',
      catatan: '',
      id: 99,
    });
    expect(r).toEqual({
      kode: 'B1',
      nama: 'Bandung',
      provinsi_id: 32,
      email: null,
      situs: 'https://bandung.go.id',
      jumlah: 7,
      nilai: '1500.5',
      aktif: false,
      tanggal: '2026-02-28',
      jenis: 'kota',
      warna: '#1a2b3c',
      meta: { a: 1 },
      catatan: null,
    });
  });

  it('fills defaults and nulls for missing optional fields', () => {
    const r = schema.parse({ kode: 'X', nama: 'Y', provinsi_id: 1 });
    expect(r.aktif).toBe(true);
    expect(r.jumlah).toBeNull();
    expect(r.tanggal).toBeNull();
  });

  it('words every failure in Indonesian', () => {
    expect(
      errorsOf({
        kode: 'TERLALU',
        nama: '  ',
        provinsi_id: 0,
        email: 'bukan-email',
        situs: 'ftp:/x',
        jumlah: 'dua',
        nilai: '1.234',
        aktif: 'mungkin',
        tanggal: '2026-02-30',
        jenis: 'desa',
        warna: 'merah',
        meta: '{oops',
      }),
    ).toEqual({
      kode: 'Maksimal 5 karakter',
      nama: 'Wajib diisi',
      provinsi_id: 'Pilihan tidak valid',
      email: 'Format email tidak valid',
      situs: MASTER_MESSAGES.url,
      jumlah: 'Harus berupa angka',
      nilai: 'Harus berupa angka',
      aktif: MASTER_MESSAGES.boolean,
      tanggal: MASTER_MESSAGES.date,
      jenis: 'Pilihan tidak valid',
      warna: MASTER_MESSAGES.color,
      meta: MASTER_MESSAGES.json,
    });
  });

  it('checks numeric ranges and integers', () => {
    expect(errorsOf({ kode: 'A', nama: 'B', provinsi_id: 1, jumlah: 101 })).toEqual({
      jumlah: 'Maksimal 100',
    });
    expect(errorsOf({ kode: 'A', nama: 'B', provinsi_id: 1, jumlah: -1 })).toEqual({ jumlah: 'Minimal 0' });
    expect(errorsOf({ kode: 'A', nama: 'B', provinsi_id: 1.5 })).toEqual({
      provinsi_id: MASTER_MESSAGES.integer,
    });
  });

  it('applies the default text length of 255 but none to textarea', () => {
    const long = 'x'.repeat(256);
    expect(errorsOf({ kode: 'A', nama: long, provinsi_id: 1, catatan: 'y'.repeat(5000) })).toEqual({
      nama: 'Maksimal 255 karakter',
    });
  });
});

describe('parseMasterField', () => {
  it('accepts an Excel date cell and a numeric cell for a text field', () => {
    const tanggal = KOTA.fields.find((f) => f.name === 'tanggal');
    const kode = KOTA.fields.find((f) => f.name === 'kode');
    if (!tanggal || !kode) throw new Error('fixture');
    expect(parseMasterField(tanggal, new Date(Date.UTC(2026, 7, 17)))).toEqual({
      ok: true,
      value: '2026-08-17',
    });
    expect(parseMasterField(kode, 11)).toEqual({ ok: true, value: '11' });
  });
});

describe('bad input a column cannot hold', () => {
  const field = (name: string) => KOTA.fields.find((f) => f.name === name) ?? KOTA.fields[0];
  it('refuses ids past 32 bits, impossible or ancient dates and NUL', () => {
    expect(parseMasterField(field('provinsi_id'), 1099511627776)).toEqual({
      ok: false,
      message: MASTER_MESSAGES.option,
    });
    expect(parseMasterField(field('tanggal'), '2026-02-30')).toEqual({
      ok: false,
      message: MASTER_MESSAGES.date,
    });
    expect(parseMasterField(field('tanggal'), '1899-12-31')).toMatchObject({ ok: false });
    expect(parseMasterField(field('nama'), 'a\u0000b')).toMatchObject({ ok: false });
  });
});

describe('a list enum (several roles on one workflow step)', () => {
  const roles = {
    name: 'roles',
    label: 'Peran',
    type: 'enum' as const,
    multiple: true,
    required: true,
    options: [
      { value: 'anggota_tim', label: 'Anggota Tim' },
      { value: 'Administrasi/Sekretaris', label: 'Sekretaris' },
    ],
  };
  it('takes an array or a comma list of values or labels, once each, in order', () => {
    expect(parseMasterField(roles, ['Administrasi/Sekretaris', 'anggota_tim'])).toEqual({
      ok: true,
      value: ['Administrasi/Sekretaris', 'anggota_tim'],
    });
    expect(parseMasterField(roles, 'Sekretaris, anggota_tim, Anggota Tim')).toEqual({
      ok: true,
      value: ['Administrasi/Sekretaris', 'anggota_tim'],
    });
  });
  it('refuses an unknown value and an empty list when required', () => {
    expect(parseMasterField(roles, ['anggota_tim', 'raja'])).toEqual({
      ok: false,
      message: MASTER_MESSAGES.option,
    });
    expect(parseMasterField(roles, [])).toEqual({ ok: false, message: MASTER_MESSAGES.required });
    expect(parseMasterField({ ...roles, required: false }, [])).toEqual({ ok: true, value: null });
  });
});
