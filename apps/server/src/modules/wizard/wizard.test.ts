import { IMPORT_INSTANSI_COLUMNS, type ImportInstansiColumn } from '@gratifikasi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laporans, pelapors, rincian_laporans } from '../../db/schema/index';
import { masterTableOf } from '../../db/schema/masters';
import { bearer, createTestApp, loginAs, multipart, type TestApp } from '../../test/app';
import { makeUser } from '../laporan/test-fixtures';

let t: TestApp;
const tokens: Record<string, string> = {};
let instansiId = 0;
let otherInstansiId = 0;

const NIK_A = '3171010101800011';
const NIK_B = '3171014202850012';
const NIK_ELSEWHERE = '3171010303900013';
const BASE = '/api/wizard/import-laporan-dikelola-instansi';

type Row = Partial<Record<ImportInstansiColumn, string | number>>;

const item = (key: string, nik: string, over: Row = {}): Row => ({
  no_laporan_impor: key,
  nik_pelapor: nik,
  jenis_peristiwa: 'PERNIKAHAN',
  tempat_penerimaan: 'Gedung Serbaguna, Jakarta',
  tanggal_penerimaan: '2025-03-03',
  hubungan: 'REKANAN',
  nama_pemberi: 'Andi Wijaya',
  alamat_pemberi: 'Jl. Merdeka No. 1, Jakarta',
  kronologi: 'Pada resepsi pernikahan, rekanan kantor memberikan bingkisan makanan.',
  status_penerimaan: 'DITERIMA',
  jenis_penerimaan: 'BARANG',
  jenis_objek: 'MAKANAN',
  uraian: 'Parsel makanan',
  jumlah: 1,
  nilai_taksiran: 750000,
  mata_uang: 'IDR',
  tanggal_lapor_upg: '2025-03-05',
  keputusan_instansi: 'DISALURKAN_SOSIAL',
  tanggal_keputusan: '2025-03-07',
  nomor_keputusan: 'KEP-1/UPG/2025',
  ...over,
});

async function workbook(rows: readonly Row[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Laporan');
  sheet.addRow([...IMPORT_INSTANSI_COLUMNS]);
  for (const row of rows) sheet.addRow(IMPORT_INSTANSI_COLUMNS.map((c) => row[c] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const upload = async (bytes: Buffer, who = 'superuser', instansi = instansiId) => {
  const body = multipart({ bytes, filename: 'dikelola.xlsx' });
  return t.app.inject({
    method: 'POST',
    url: `${BASE}?instansi_id=${instansi}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(tokens[who] ?? '') },
  });
};
const call = (method: 'GET' | 'POST', url: string, who = 'superuser', payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });

const goodFile = () =>
  workbook([
    item('A1', NIK_A),
    item('A1', NIK_A, { uraian: 'Kue kering', nilai_taksiran: 250000 }),
    item('A2', NIK_B),
  ]);

async function committedBatch(): Promise<number> {
  const res = await upload(await goodFile());
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  expect((await call('POST', `${BASE}/${id}/commit`, 'superuser', {})).statusCode).toBe(200);
  await t.app.ctx.jobs.drain();
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['superuser', 'sysadmin', 'admin', 'upg']) tokens[who] = await loginAs(t.app, who);
  await makeUser(t.database.db, 'superuser2', 'superuser');
  tokens.superuser2 = await loginAs(t.app, 'superuser2');
  const instansi = masterTableOf('instansi');
  const rows = await t.database.db.select({ id: instansi.id }).from(instansi).limit(2);
  instansiId = rows[0]?.id ?? 0;
  otherInstansiId = rows[1]?.id ?? 0;
  const base = {
    tempat_lahir: 'Jakarta',
    alamat: 'Jl. Lapangan Banteng',
    jabatan: 'Pelaksana',
    created_by_role: 'upg',
  };
  await t.database.db.insert(pelapors).values([
    { ...base, nama: 'Ahmad Wizard', nik: NIK_A, tanggal_lahir: '1980-01-01', instansi_id: instansiId },
    { ...base, nama: 'Siti Wizard', nik: NIK_B, tanggal_lahir: '1985-02-02', instansi_id: instansiId },
    {
      ...base,
      nama: 'Dewi Lain',
      nik: NIK_ELSEWHERE,
      tanggal_lahir: '1990-03-03',
      instansi_id: otherInstansiId,
    },
  ]);
});
afterAll(() => t.close());

describe('wizard import access', () => {
  it('is the superuser’s only: sysadmin, admin and UPG get 403', async () => {
    const bytes = await goodFile();
    for (const who of ['sysadmin', 'admin', 'upg']) {
      expect((await upload(bytes, who)).statusCode, who).toBe(403);
      expect((await call('GET', BASE, who)).statusCode, who).toBe(403);
      expect((await call('GET', `${BASE}/template`, who)).statusCode, who).toBe(403);
    }
    expect((await call('GET', `${BASE}/template`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown batch and for another superuser’s', async () => {
    expect((await call('GET', `${BASE}/999999`)).statusCode).toBe(404);
    const res = await upload(await goodFile());
    const id = res.json().data.id as number;
    expect((await call('GET', `${BASE}/${id}`, 'superuser2')).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${id}/rows`, 'superuser2')).statusCode).toBe(404);
    expect((await call('POST', `${BASE}/${id}/commit`, 'superuser2', {})).statusCode).toBe(404);
    expect((await call('POST', `${BASE}/${id}/undo`, 'superuser2')).statusCode).toBe(404);
  });
});

describe('POST wizard/import-laporan-dikelola-instansi', () => {
  it('checks every row with Indonesian messages and saves no report', async () => {
    const before = (await t.database.db.select({ id: laporans.id }).from(laporans)).length;
    const res = await upload(
      await workbook([
        item('B1', NIK_A),
        item('B2', NIK_ELSEWHERE),
        item('B3', NIK_B, { keputusan_instansi: 'DIBUANG', tanggal_keputusan: '2025-03-01' }),
        item('B4', NIK_B, { tanggal_lapor_upg: '2025-03-01' }),
        item('B1', NIK_A),
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const batch = res.json().data;
    expect(batch).toMatchObject({
      status: 'invalid',
      total_rows: 5,
      valid_rows: 1,
      total_laporan: 5,
      valid_laporan: 1,
    });
    expect(res.json().message).toBe('4 dari 5 baris tidak valid.');
    const rows = (await call('GET', `${BASE}/${batch.id}/rows?hanya_error=true`)).json().data;
    expect(rows.total).toBe(4);
    const errorsOf = (key: string) =>
      rows.items.find((r: { key: string }) => r.key === key)?.errors as string[];
    expect(errorsOf('B2')).toContain(
      `nik_pelapor: Pelapor dengan NIK ${NIK_ELSEWHERE} tidak terdaftar di instansi ini`,
    );
    expect(errorsOf('B3')).toEqual(
      expect.arrayContaining([
        expect.stringContaining('keputusan_instansi: Isi salah satu: MILIK_NEGARA'),
        'tanggal_keputusan: Tanggal keputusan tidak boleh sebelum tanggal lapor ke UPG',
      ]),
    );
    expect(errorsOf('B4')).toContain(
      'tanggal_lapor_upg: Tanggal lapor ke UPG tidak boleh sebelum tanggal penerimaan',
    );
    const repeated = rows.items.find((r: { row: number }) => r.row === 6);
    expect(repeated.errors).toContain(
      'no_laporan_impor: Sudah dipakai laporan lain di atas: baris satu laporan harus berurutan',
    );
    expect((await t.database.db.select({ id: laporans.id }).from(laporans)).length).toBe(before);
    // Invalid rows: committing asks for the explicit "valid ones only".
    const refused = await call('POST', `${BASE}/${batch.id}/commit`, 'superuser', {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Batch berisi baris tidak valid');
  });

  it('refuses a file without the template’s columns, leaving no batch', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Laporan').addRow(['no_laporan_impor', 'nik_pelapor']);
    const res = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toContain('Kolom "keputusan_instansi" tidak ada');
    expect((await upload(Buffer.from('bukan excel'))).statusCode).toBe(422);
  });
});

describe('commit and undo', () => {
  it('commits through the queue: reports marked as handled by the institution, out of the KPK list', async () => {
    const id = await committedBatch();
    const detail = (await call('GET', `${BASE}/${id}`)).json().data;
    expect(detail).toMatchObject({
      status: 'committed',
      committed_laporan: 2,
      progress: 100,
      dapat_dibatalkan: true,
    });
    const saved = await t.database.db.select().from(laporans).where(eq(laporans.impor_batch_id, id));
    expect(saved).toHaveLength(2);
    expect(saved.every((l) => l.status === 'DIKELOLA_INSTANSI' && l.kanal === 'INSTANSI')).toBe(true);
    expect(saved.every((l) => l.submitted_at === null && l.step === null)).toBe(true);
    expect(saved[0]).toMatchObject({
      keputusan_instansi: 'DISALURKAN_SOSIAL',
      tanggal_keputusan_instansi: '2025-03-07',
    });
    const items = await t.database.db
      .select()
      .from(rincian_laporans)
      .where(
        inArray(
          rincian_laporans.laporan_id,
          saved.map((l) => l.id),
        ),
      );
    expect(items).toHaveLength(3);
    // The superuser's KPK-wide list does not show them.
    const list = await call('GET', `/api/laporan/list-kpk?q=andi%20wijaya&per_page=100`);
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.items.map((l: { id: number }) => l.id);
    for (const l of saved) expect(ids).not.toContain(l.id);
    const page = (await call('GET', BASE)).json().data;
    expect(page.total_laporan_dikelola).toBeGreaterThanOrEqual(2);
  });

  it('commits a batch once: a second commit is 422, two concurrent commits let one win', async () => {
    const id = await committedBatch();
    const again = await call('POST', `${BASE}/${id}/commit`, 'superuser', {});
    expect(again.statusCode).toBe(422);
    const res = await upload(await goodFile());
    const next = res.json().data.id as number;
    const both = await Promise.all([
      call('POST', `${BASE}/${next}/commit`, 'superuser', {}),
      call('POST', `${BASE}/${next}/commit`, 'superuser', {}),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    await t.app.ctx.jobs.drain();
    expect((await call('GET', `${BASE}/${next}`)).json().data.committed_laporan).toBe(2);
  });

  it('undoes an untouched batch, deleting its reports', async () => {
    const id = await committedBatch();
    const res = await call('POST', `${BASE}/${id}/undo`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Impor dibatalkan: 2 laporan dihapus.');
    expect(await t.database.db.select().from(laporans).where(eq(laporans.impor_batch_id, id))).toHaveLength(
      0,
    );
    expect((await call('GET', `${BASE}/${id}`)).json().data).toMatchObject({
      status: 'undone',
      committed_laporan: 0,
      dapat_dibatalkan: false,
    });
    expect((await call('POST', `${BASE}/${id}/undo`)).statusCode).toBe(422);
  });

  it('refuses the undo once one of its reports changed, naming it', async () => {
    const id = await committedBatch();
    const [first] = await t.database.db
      .select({ id: laporans.id })
      .from(laporans)
      .where(eq(laporans.impor_batch_id, id))
      .orderBy(laporans.id)
      .limit(1);
    await t.database.db
      .update(laporans)
      .set({ version: 2 })
      .where(and(eq(laporans.id, first?.id ?? 0)));
    const res = await call('POST', `${BASE}/${id}/undo`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Batch tidak dapat dibatalkan: 1 laporan sudah diubah sejak diimpor (baris 2 (A1)).',
    );
    expect(await t.database.db.select().from(laporans).where(eq(laporans.impor_batch_id, id))).toHaveLength(
      2,
    );
  });
});
