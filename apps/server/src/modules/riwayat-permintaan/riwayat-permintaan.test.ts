import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pelapors } from '../../db/schema';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp } from '../../test/app';
import { loadRefs, savePayload, userIdOf } from '../laporan/test-fixtures';

let t: TestApp;
let anggota: ReturnType<typeof caller>;
let anggotaToken: string;
let deputi: ReturnType<typeof caller>;
let individu: ReturnType<typeof caller>;
let upg: ReturnType<typeof caller>;
let nik: string;
let nama: string;
let nosig: string;

beforeAll(async () => {
  t = await createTestApp();
  anggotaToken = await loginAs(t.app, 'anggota_tim');
  anggota = caller(t.app, anggotaToken);
  deputi = caller(t.app, await loginAs(t.app, 'deputi'));
  individu = caller(t.app, await loginAs(t.app, 'individu'));
  upg = caller(t.app, await loginAs(t.app, 'upg'));
  const db = t.database.db;
  const [p] = await db
    .select()
    .from(pelapors)
    .where(eq(pelapors.user_id, await userIdOf(db, 'individu')));
  if (!p?.nik) throw new Error('the demo reporter has no NIK');
  nik = p.nik;
  nama = p.nama;
  const filed = await individu('POST', '/api/laporan/save', savePayload(await loadRefs(db), p.id));
  expect(filed.statusCode, filed.body).toBe(200);
  nosig = filed.json().data.laporan.nosig;
});
afterAll(() => t.close());

const surat = {
  instansi_peminta: 'Badan Kepegawaian Negara',
  nomor_surat: 'B-77/BKN/11/2026',
  tanggal_surat: '2026-11-20',
  perihal: 'Permintaan rekam jejak calon pejabat',
};

const audits = async (action: string) =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as n from audit_logs where action = ${action}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n;

async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Permintaan');
  ws.addRow(['NIK', 'Nama']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('record-trace requests (riwayat-permintaan)', () => {
  let id: number;

  it('records a request, searches each person by NIK or name, keeps the results and audits each search', async () => {
    const before = Number(await audits('rekam_jejak.cari'));
    const res = await anggota('POST', '/api/riwayat-permintaan', {
      ...surat,
      orang: [{ nik }, { nama: 'Orang Yang Tidak Pernah Lapor' }, { nama: nama.slice(0, 6) }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    id = data.id;
    expect(data.orang).toHaveLength(3);
    expect(data.orang[0].jumlah_laporan).toBe(1);
    expect(data.orang[0].hasil.laporan[0].nomor).toBe(nosig);
    expect(data.orang[0].hasil.pelapor[0].nik).toBe(nik);
    expect(data.orang[1].jumlah_laporan).toBe(0);
    expect(data.orang[2].jumlah_laporan).toBeGreaterThanOrEqual(1);
    expect(Number(await audits('rekam_jejak.cari'))).toBe(before + 3);
    expect(Number(await audits('riwayat_permintaan.create'))).toBe(1);
  });

  it('lists the requests a page at a time, searchable, and shows one with its persons', async () => {
    const list = await deputi('GET', '/api/riwayat-permintaan?q=BKN&per_page=10');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, page: 1, per_page: 10 });
    expect(list.json().data.items[0]).toMatchObject({ id, jumlah_orang: 3, jumlah_ditemukan: 2 });
    expect((await deputi('GET', '/api/riwayat-permintaan?q=tidak-ada')).json().data.total).toBe(0);
    const detail = await deputi('GET', `/api/riwayat-permintaan/${id}`);
    expect(detail.json().data).toMatchObject({ ...surat, sumber: 'FORM' });
    expect((await deputi('GET', '/api/riwayat-permintaan/999999')).statusCode).toBe(404);
  });

  it('edits a request and searches its persons again', async () => {
    const res = await anggota('PUT', `/api/riwayat-permintaan/${id}`, {
      ...surat,
      perihal: 'Permintaan rekam jejak (perbaikan)',
      orang: [{ nik }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.perihal).toBe('Permintaan rekam jejak (perbaikan)');
    expect(res.json().data.orang).toHaveLength(1);
    expect(Number(await audits('riwayat_permintaan.update'))).toBe(1);
  });

  it('prints the answer letter as a PDF', async () => {
    const res = await deputi('GET', `/api/riwayat-permintaan/${id}/surat`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reads the persons of an Excel sheet, naming each bad row', async () => {
    const body = multipart({
      bytes: await sheet([
        [nik, ''],
        ['', 'Siti Aminah'],
        ['1234', ''],
        ['', ''],
      ]),
      filename: 'orang.xlsx',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/riwayat-permintaan/cari-via-excel',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(anggotaToken) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.orang).toEqual([
      { nik, nama: null },
      { nik: null, nama: 'Siti Aminah' },
    ]);
    expect(res.json().data.masalah).toEqual([{ baris: 4, pesan: 'NIK harus terdiri dari 16 digit angka' }]);
  });

  it('refuses a file that is not Excel, and gives the sheet to fill', async () => {
    const body = multipart({ bytes: Buffer.from('nik,nama\n'), filename: 'orang.csv' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/riwayat-permintaan/cari-via-excel',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(anggotaToken) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toBeDefined();
    const template = await anggota('GET', '/api/riwayat-permintaan/template-excel');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain('.xlsx');
  });

  it('searches one person now through req-rekam-jejak, audited and not kept', async () => {
    const before = Number(await audits('rekam_jejak.cari'));
    const res = await deputi('POST', '/api/req-rekam-jejak', { nik });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.laporan[0].nomor).toBe(nosig);
    expect(Number(await audits('rekam_jejak.cari'))).toBe(before + 1);
  });

  it('refuses bad input by field', async () => {
    const res = await anggota('POST', '/api/riwayat-permintaan', {
      ...surat,
      nomor_surat: '',
      orang: [{ nik: '12' }, {}],
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.nomor_surat).toBeDefined();
    expect(errors['orang.0.nik']).toEqual(['NIK harus terdiri dari 16 digit angka']);
    expect(errors['orang.1.nik']).toEqual(['Isi NIK atau nama']);
  });

  it('is for the KPK staff only: reporters and guests are refused', async () => {
    expect((await individu('GET', '/api/riwayat-permintaan')).statusCode).toBe(403);
    expect((await upg('POST', '/api/req-rekam-jejak', { nik })).statusCode).toBe(403);
    expect((await individu('GET', `/api/riwayat-permintaan/${id}/surat`)).statusCode).toBe(403);
    expect((await caller(t.app)('GET', '/api/riwayat-permintaan')).statusCode).toBe(401);
  });
});
