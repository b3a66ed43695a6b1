import { DISEMINASI_IMPORT_COLUMNS, type DiseminasiImportColumn } from '@gratifikasi/domain';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ppg_diseminasis } from '../../../db/schema';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp, TINY_PNG } from '../../../test/app';
import { makeUser, masterId } from '../../laporan/test-fixtures';

let t: TestApp;
let upg: ReturnType<typeof caller>;
let upgLain: ReturnType<typeof caller>;
let ppg: ReturnType<typeof caller>;
let anggota: ReturnType<typeof caller>;
let individu: ReturnType<typeof caller>;
let upgToken: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  upgToken = await loginAs(t.app, 'upg');
  upg = caller(t.app, upgToken);
  ppg = caller(t.app, await loginAs(t.app, 'anggota_tim_ppg'));
  anggota = caller(t.app, await loginAs(t.app, 'anggota_tim'));
  individu = caller(t.app, await loginAs(t.app, 'individu'));
  const kemenkesUpg = await masterId(db, 'upg', 'UPG.KEMENKES');
  await makeUser(db, 'upg_kemenkes_uji', 'upg', { type: 'upg', id: kemenkesUpg, name: 'UPG Kemenkes' });
  upgLain = caller(t.app, await loginAs(t.app, 'upg_kemenkes_uji'));
  ids.jenis = await masterId(db, 'jenis-diseminasi', 'SOSIALISASI');
  ids.klasifikasi = await masterId(db, 'klasifikasi-kegiatan', 'INTERNAL');
  ids.sasaran = await masterId(db, 'sasaran-kegiatan', 'PEGAWAI');
  ids.pelaksana = await masterId(db, 'level-jabatan-peserta', 'PELAKSANA');
  ids.fungsional = await masterId(db, 'level-jabatan-peserta', 'FUNGSIONAL');
  ids.dki = await masterId(db, 'provinsi', '31');
  ids.jaksel = await masterId(db, 'kota-kabupaten', '31.71');
  ids.jabar = await masterId(db, 'provinsi', '32');
  ids.kemenkeu = await masterId(db, 'instansi', 'KEMENKEU');
  // A changed schema rebuilds the test template first.
}, 600_000);
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  nama_kegiatan: 'Sosialisasi Gratifikasi Pegawai Baru',
  jenis_diseminasi_id: ids.jenis,
  klasifikasi_kegiatan_id: ids.klasifikasi,
  sasaran_kegiatan_id: ids.sasaran,
  tanggal_awal: '2026-05-12',
  tanggal_akhir: '2026-05-13',
  narasumber: 'Inspektur Jenderal, Ketua UPG',
  provinsi_id: ids.dki,
  kabkota_id: ids.jaksel,
  tempat: 'Aula Utama',
  peserta: [
    { level_jabatan_peserta_id: ids.pelaksana, jumlah: 40 },
    { level_jabatan_peserta_id: ids.fungsional, jumlah: 12 },
  ],
  ...over,
});

const audits = async (action: string) => {
  const res = (await t.database.db.execute(
    sql`select count(*)::int as n from audit_logs where action = ${action}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n);
};

describe('diseminasi: the UPG keeps its institution’s events', () => {
  let id: number;

  it('records an event, deriving year and quarter from its first day, audited', async () => {
    const res = await upg('POST', '/api/diseminasi', body());
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    id = data.id;
    expect(data).toMatchObject({ tahun: 2026, triwulan: 2, jumlah_peserta: 52, version: 1 });
    expect(data.instansi.id).toBe(ids.kemenkeu);
    expect(data.peserta).toHaveLength(2);
    expect(await audits('diseminasi.create')).toBe(1);
  });

  it('lists and filters its own events; the KPK PPG sees every institution’s', async () => {
    const mine = await upg('GET', '/api/diseminasi?tahun=2026&triwulan=2');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.items.map((i: { id: number }) => i.id)).toContain(id);
    const none = await upg('GET', '/api/diseminasi?tahun=2026&triwulan=3');
    expect(none.json().data.total).toBe(0);
    const lain = await upgLain('GET', '/api/diseminasi');
    expect(lain.json().data.total).toBe(0);
    const kpk = await ppg(
      'GET',
      `/api/diseminasi?instansi_id=${ids.kemenkeu}&level_jabatan_peserta_ids=${ids.fungsional}&narasumber=inspektur`,
    );
    expect(kpk.statusCode, kpk.body).toBe(200);
    expect(kpk.json().data.items[0].id).toBe(id);
  });

  it('answers 404 for another institution’s event, on every read and write', async () => {
    expect((await upgLain('GET', `/api/diseminasi/${id}`)).statusCode).toBe(404);
    expect((await upgLain('PUT', `/api/diseminasi/${id}`, { ...body(), version: 1 })).statusCode).toBe(404);
    expect((await upgLain('DELETE', `/api/diseminasi/${id}`)).statusCode).toBe(404);
    expect((await ppg('GET', `/api/diseminasi/${id}`)).statusCode).toBe(200);
  });

  it('refuses other roles (403) and KPK writes', async () => {
    expect((await anggota('GET', '/api/diseminasi')).statusCode).toBe(403);
    expect((await individu('GET', `/api/diseminasi/${id}`)).statusCode).toBe(403);
    expect((await ppg('POST', '/api/diseminasi', body())).statusCode).toBe(403);
    expect((await ppg('DELETE', `/api/diseminasi/${id}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/diseminasi' })).statusCode).toBe(401);
  });

  it('answers 422 naming the field', async () => {
    const dates = await upg('POST', '/api/diseminasi', body({ tanggal_akhir: '2026-05-01' }));
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors.tanggal_akhir).toBeTruthy();
    const kota = await upg('POST', '/api/diseminasi', body({ provinsi_id: ids.jabar }));
    expect(kota.statusCode).toBe(422);
    expect(kota.json().errors.kabkota_id).toEqual(['Kota/kabupaten tidak berada di provinsi yang dipilih']);
    const dup = await upg(
      'POST',
      '/api/diseminasi',
      body({
        peserta: [
          { level_jabatan_peserta_id: ids.pelaksana, jumlah: 1 },
          { level_jabatan_peserta_id: ids.pelaksana, jumlah: 2 },
        ],
      }),
    );
    expect(dup.json().errors['peserta.1.level_jabatan_peserta_id']).toBeTruthy();
    const nul = await upg('POST', '/api/diseminasi', body({ jenis_diseminasi_id: 999999 }));
    expect(nul.json().errors.jenis_diseminasi_id).toEqual(['Jenis diseminasi tidak ditemukan']);
  });

  it('changes an event with the version it read; a stale version answers 409', async () => {
    const res = await upg('PUT', `/api/diseminasi/${id}`, {
      ...body({ tanggal_awal: '2026-08-01', tanggal_akhir: '2026-08-01' }),
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ triwulan: 3, version: 2 });
    const stale = await upg('PUT', `/api/diseminasi/${id}`, { ...body(), version: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps documentation through the upload path, readable by the KPK', async () => {
    const file = multipart({ bytes: TINY_PNG, filename: 'foto.png', contentType: 'image/png' });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/diseminasi/${id}/dokumentasi`,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(upgToken) },
    });
    expect(up.statusCode, up.body).toBe(201);
    const mediaId = up.json().data.id;
    expect((await ppg('GET', `/api/diseminasi/${id}/dokumentasi/${mediaId}`)).statusCode).toBe(200);
    expect((await upgLain('GET', `/api/diseminasi/${id}/dokumentasi/${mediaId}`)).statusCode).toBe(404);
    const detail = await upg('GET', `/api/diseminasi/${id}`);
    expect(detail.json().data.dokumentasi).toHaveLength(1);
    expect((await upg('DELETE', `/api/diseminasi/${id}/dokumentasi/${mediaId}`)).statusCode).toBe(200);
  });

  it('exports the filtered list as .xlsx', async () => {
    const res = await ppg('GET', '/api/diseminasi/export?tahun=2026');
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.getRow(2).getCell(2).value).toBe('Sosialisasi Gratifikasi Pegawai Baru');
    expect(String(sheet?.getRow(2).getCell(14).value)).toContain('Pelaksana: 40');
  });

  it('removes an event (soft), audited', async () => {
    const made = await upg('POST', '/api/diseminasi', body({ nama_kegiatan: 'Untuk dihapus' }));
    const gone = made.json().data.id;
    expect((await upg('DELETE', `/api/diseminasi/${gone}`)).statusCode).toBe(200);
    expect((await upg('GET', `/api/diseminasi/${gone}`)).statusCode).toBe(404);
    expect(await audits('diseminasi.delete')).toBe(1);
  });
});

type Row = Partial<Record<DiseminasiImportColumn, string>>;
const row = (over: Row = {}): Row => ({
  nama_kegiatan: 'Webinar Gratifikasi',
  jenis_diseminasi: 'SEMINAR',
  klasifikasi_kegiatan: 'EKSTERNAL',
  sasaran_kegiatan: 'MITRA',
  tanggal_awal: '2025-02-03',
  tanggal_akhir: '2025-02-03',
  narasumber: 'Direktur Gratifikasi',
  provinsi: '31',
  kabkota: '31.71',
  peserta: 'PELAKSANA:100; PIMPINAN_TINGGI:3',
  ...over,
});
async function workbook(rows: readonly Row[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Diseminasi');
  sheet.addRow([...DISEMINASI_IMPORT_COLUMNS]);
  for (const r of rows) sheet.addRow(DISEMINASI_IMPORT_COLUMNS.map((c) => r[c] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const send = (url: string, bytes: Buffer, token = upgToken) => {
  const file = multipart({ bytes, filename: 'impor.xlsx' });
  return t.app.inject({
    method: 'POST',
    url,
    payload: file.payload,
    headers: { ...file.headers, ...bearer(token) },
  });
};
const imported = async () =>
  (
    await t.database.db
      .select({ id: ppg_diseminasis.id })
      .from(ppg_diseminasis)
      .where(and(eq(ppg_diseminasis.tahun, 2025), eq(ppg_diseminasis.instansi_id, ids.kemenkeu)))
  ).length;

describe('diseminasi import: row by row, all or nothing', () => {
  it('serves the template to the UPG only', async () => {
    const res = await upg('GET', '/api/diseminasi/import-template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect((await ppg('GET', '/api/diseminasi/import-template')).statusCode).toBe(403);
  });

  it('reports every bad row with its reason and saves nothing when one row is bad', async () => {
    const bytes = await workbook([
      row(),
      row({ jenis_diseminasi: 'TIDAK_ADA', tanggal_awal: '31-02-2025' }),
      row({ nama_kegiatan: 'Ketiga' }),
    ]);
    const checked = await send('/api/diseminasi/import', bytes);
    expect(checked.statusCode, checked.body).toBe(200);
    const result = checked.json().data;
    expect(result).toMatchObject({ valid: false, total_rows: 3, valid_rows: 2 });
    expect(result.rows[1].errors).toEqual([
      'jenis_diseminasi: kode "TIDAK_ADA" tidak dikenal',
      'tanggal_awal: bukan tanggal (isi YYYY-MM-DD atau DD-MM-YYYY)',
    ]);
    const saved = await send('/api/diseminasi/save-import', bytes);
    expect(saved.statusCode).toBe(422);
    expect(saved.json().errors['3.jenis_diseminasi']).toEqual(['kode "TIDAK_ADA" tidak dikenal']);
    expect(await imported()).toBe(0);
  });

  it('saves every row of a valid file in one go, and the KPK finds them', async () => {
    const bytes = await workbook([
      row(),
      row({
        nama_kegiatan: 'Kampanye Hari Antikorupsi',
        tanggal_awal: '2025-12-09',
        tanggal_akhir: '2025-12-09',
      }),
    ]);
    const saved = await send('/api/diseminasi/save-import', bytes);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.created).toBe(2);
    expect(await imported()).toBe(2);
    const found = await ppg('GET', `/api/diseminasi?tahun=2025&triwulan=4&instansi_id=${ids.kemenkeu}`);
    expect(found.json().data.items.map((i: { nama_kegiatan: string }) => i.nama_kegiatan)).toEqual([
      'Kampanye Hari Antikorupsi',
    ]);
    expect(
      (await send('/api/diseminasi/import', bytes, await loginAs(t.app, 'anggota_tim_ppg'))).statusCode,
    ).toBe(403);
  });

  it('refuses a file that is no workbook or lacks a column', async () => {
    const bad = await send('/api/diseminasi/import', Buffer.from('bukan excel'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file).toBeTruthy();
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('x').addRow(['nama_kegiatan']);
    const short = await send('/api/diseminasi/import', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.file).toContain('Kolom "jenis_diseminasi" tidak ada');
  });
});
