import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkbook } from '../../platform/excel';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'sysadmin');
});
afterAll(() => t.close());

const HEADERS = ['Kode Mata Uang', 'Nilai', 'Tanggal Mulai', 'Tanggal Selesai', 'Nomor KMK'];

async function kmkFile(rows: (string | number | Date)[][], headers = HEADERS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('KMK');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function upload(bytes: Buffer, token = admin) {
  const boundary = '----kurs-pajak-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="kmk.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/kurs-pajak/import',
    payload,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('kurs pajak import', () => {
  it('reports every bad row and writes nothing', async () => {
    const res = await upload(
      await kmkFile([
        ['USD', 15_875.25, '03/01/2001', '09/01/2001', 'KMK 1/KM.10/2001'],
        ['QQQ', 100, '03/01/2001', '09/01/2001', 'KMK 1/KM.10/2001'],
        ['EUR', 'seribu', '2001-01-09', '2001-01-03', ''],
      ]),
    );
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Impor gagal: 2 baris tidak valid. Tidak ada data yang disimpan.');
    expect(body.errors).toEqual({
      '3.mata_uang_id': ['Mata uang QQQ tidak dikenal'],
      '4.nilai': ['Harus berupa angka'],
      '4.nomor_kmk': ['Wajib diisi'],
      '4.tanggal_selesai': ['Tidak boleh sebelum Tanggal Mulai'],
    });
    const periods = await get('/api/mata-uang/list-penetapan');
    expect(periods.json().data.items.map((p: { nomor_kmk: string }) => p.nomor_kmk)).not.toContain(
      'KMK 1/KM.10/2001',
    );
  });

  it('imports a valid file, then serves the week and the period; a second import of it is refused', async () => {
    const file = await kmkFile([
      ['USD', '15.875,25', '03/01/2001', '09/01/2001', 'KMK 1/KM.10/2001'],
      ['eur', 17_001.5, new Date(Date.UTC(2001, 0, 3)), new Date(Date.UTC(2001, 0, 9)), 'KMK 1/KM.10/2001'],
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ inserted: 2 });

    const week = await get('/api/mata-uang/kurs-pajak?tanggal=2001-01-05');
    expect(week.statusCode).toBe(200);
    expect(week.json().data.total).toBe(2);
    expect(week.json().data.items).toEqual([
      expect.objectContaining({ kode: 'EUR', nilai: '17001.50', tanggal_mulai: '2001-01-03' }),
      expect.objectContaining({ kode: 'USD', nilai: '15875.25', tanggal_selesai: '2001-01-09' }),
    ]);
    const outside = await get('/api/mata-uang/kurs-pajak?tanggal=2001-01-10');
    expect(outside.json().data.items).toEqual([]);

    const periods = await get('/api/mata-uang/list-penetapan');
    expect(periods.json().data.items).toContainEqual({
      nomor_kmk: 'KMK 1/KM.10/2001',
      tanggal_mulai: '2001-01-03',
      tanggal_selesai: '2001-01-09',
      jumlah_mata_uang: 2,
    });

    const again = await upload(file);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors['2.mata_uang_id']).toEqual(['Kurs pajak USD untuk periode ini sudah ada']);
  });

  it('refuses a file without the template columns, and a file that is not .xlsx', async () => {
    const noColumns = await upload(await kmkFile([['USD', 1]], ['Mata Uang', 'Kurs']));
    expect(noColumns.statusCode).toBe(422);
    expect(noColumns.json().errors.file).toContain('Kolom "Nomor KMK" tidak ada');
    const text = await upload(Buffer.from('Kode Mata Uang,Nilai\nUSD,1\n'));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file).toEqual(['Berkas harus berformat .xlsx']);
  });

  it('reads the upload limit from the app config at run time', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/app-configs/upload_max_mb',
      headers: bearer(admin),
      payload: { value: 1 },
    });
    expect(put.statusCode).toBe(200);
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(1024 * 1024 + 10)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['Ukuran berkas maksimal 1 MB']);
    await t.app.inject({
      method: 'PUT',
      url: '/api/app-configs/upload_max_mb',
      headers: bearer(admin),
      payload: { value: 10 },
    });
  });

  it('downloads the template with the KMK columns', async () => {
    const res = await get('/api/kurs-pajak/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('kurs-pajak-template.xlsx');
    const { headers } = await readWorkbook(res.rawPayload);
    expect(headers).toEqual(HEADERS);
  });

  it('keeps import and template to master managers; reads to signed-in users', async () => {
    const direktur = await loginAs(t.app, 'direktur');
    expect((await upload(await kmkFile([]), direktur)).statusCode).toBe(403);
    expect((await get('/api/kurs-pajak/template', direktur)).statusCode).toBe(403);
    expect((await get('/api/mata-uang/list-penetapan', direktur)).statusCode).toBe(200);
    expect((await get('/api/mata-uang/kurs-pajak', direktur)).statusCode).toBe(200);
    const anon = await t.app.inject({ method: 'GET', url: '/api/mata-uang/list-penetapan' });
    expect(anon.statusCode).toBe(401);
  });
});
