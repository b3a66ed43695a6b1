import { MASTER_DEFINITIONS, type MasterDefinition, type MasterField } from '@gratifikasi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CellValue, readWorkbook, writeWorkbook } from '../../platform/excel';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';
import { SampleFactory } from './testing';

let t: TestApp;
let admin: string;
let samples: SampleFactory;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'superuser');
  samples = new SampleFactory(t.app, admin);
});
afterAll(() => t.close());

/** A multipart body with one file field, as a browser's FormData sends it. */
function multipart(bytes: Buffer, filename = 'data.xlsx') {
  const boundary = '----gratifikasi-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const cellOf = (field: MasterField, value: unknown): CellValue =>
  value === undefined || value === null
    ? null
    : field.type === 'json'
      ? JSON.stringify(value)
      : (value as CellValue);

async function sheetOf(def: MasterDefinition, records: Record<string, unknown>[]) {
  return writeWorkbook(
    def.label,
    def.fields.map((f) => f.label),
    records.map((r) => def.fields.map((f) => cellOf(f, r[f.name]))),
  );
}

const totalOf = async (def: MasterDefinition) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/masters/${def.key}?per_page=1`,
      headers: bearer(admin),
    })
  ).json().data.total as number;

const importable = MASTER_DEFINITIONS.filter((d) => d.importable);

describe('Excel import', () => {
  it('is offered by the bulk-kept masters', () => {
    expect(importable.map((d) => d.key)).toEqual(
      expect.arrayContaining(['instansi', 'unit-kerja', 'kurs', 'hari-libur']),
    );
  });

  describe.each(importable.map((d) => [d.key, d] as const))('%s', (_key, def) => {
    const url = `/api/admin/masters/${def.key}/import`;

    it('serves a template whose header row is the field labels', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/masters/${def.key}/import-template`,
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
      expect((await readWorkbook(res.rawPayload)).headers).toEqual(def.fields.map((f) => f.label));
    });

    it('rejects the whole file when one row is bad, with a row report; a good file inserts every row', async () => {
      const required = def.fields.find((f) => f.required && f.default === undefined);
      if (!required) throw new Error(`${def.key} has no required field to break`);
      const good = await samples.record(def);
      const bad = { ...(await samples.record(def)), [required.name]: null };
      const before = await totalOf(def);

      const rejected = await t.app.inject({
        method: 'POST',
        url,
        ...multipart(await sheetOf(def, [good, bad])),
      });
      expect(rejected.statusCode, rejected.body).toBe(422);
      expect(rejected.json()).toEqual({
        message: 'Impor gagal: 1 baris tidak valid. Tidak ada data yang disimpan.',
        errors: { [`3.${required.name}`]: ['Wajib diisi'] },
        data: null,
      });
      expect(await totalOf(def)).toBe(before);

      const second = await samples.record(def);
      const accepted = await t.app.inject({
        method: 'POST',
        url,
        ...multipart(await sheetOf(def, [good, second])),
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().data).toEqual({ inserted: 2 });
      expect(await totalOf(def)).toBe(before + 2);
    });
  });

  it('reports duplicates within the file and against the table, and relations by label', async () => {
    const def = importable.find((d) => d.key === 'instansi');
    if (!def) throw new Error('instansi');
    const first = await samples.record(def);
    const existing = await samples.create(def);
    const headers = ['Kode', 'Nama'];
    const rows: CellValue[][] = [
      [String(first.kode), 'Instansi Satu'],
      [String(first.kode), 'Instansi Dua'],
      [String(existing.kode), 'Instansi Tiga'],
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/masters/instansi/import',
      ...multipart(await writeWorkbook('x', headers, rows)),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      '3.kode': ['Duplikat dengan baris 2'],
      '4.kode': ['Sudah digunakan'],
    });
    expect(res.json().message).toBe('Impor gagal: 2 baris tidak valid. Tidak ada data yang disimpan.');

    const mataUang = MASTER_DEFINITIONS.find((d) => d.key === 'mata-uang');
    if (!mataUang) throw new Error('mata-uang');
    const currency = await samples.create(mataUang);
    const byLabel = await writeWorkbook(
      'x',
      ['Mata Uang', 'Tanggal', 'Nilai (Rp)'],
      [
        [String(currency.kode).toLowerCase(), '2026-01-05', 15000.5],
        ['Tidak Ada', '2026-01-05', 1],
      ],
    );
    const rel = await t.app.inject({
      method: 'POST',
      url: '/api/admin/masters/kurs/import',
      ...multipart(byLabel),
    });
    expect(rel.json().errors).toEqual({ '3.mata_uang_id': ['Pilihan tidak valid'] });
  });

  it('refuses a file that is not .xlsx, a missing file, and a master that is not importable', async () => {
    const fake = await t.app.inject({
      method: 'POST',
      url: '/api/admin/masters/kurs/import',
      ...multipart(Buffer.from('kode,nama\n1,a\n'), 'data.xlsx'),
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ file: ['Berkas harus berformat .xlsx'] });

    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/masters/kurs/import',
      headers: bearer(admin),
      payload: {},
    });
    expect(none.statusCode).toBe(422);

    const notImportable = MASTER_DEFINITIONS.find((d) => !d.importable);
    if (!notImportable) throw new Error('all importable');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/masters/${notImportable.key}/import`,
      ...multipart(await writeWorkbook('x', ['Nama'], [['a']])),
    });
    expect(res.statusCode).toBe(404);
  });

  it('holds an upload to the app config upload_max_mb', async () => {
    const put = (value: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/app-configs/upload_max_mb',
        headers: bearer(admin),
        payload: { value },
      });
    expect((await put(1)).statusCode).toBe(200);
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(1024 * 1024 + 10)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/masters/kurs/import',
      ...multipart(big),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['Ukuran berkas maksimal 1 MB'] });
    expect((await put(5)).statusCode).toBe(200);
  });
});
