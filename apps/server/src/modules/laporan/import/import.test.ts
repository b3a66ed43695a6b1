import {
  LAPORAN_IMPORT_COLUMNS,
  LAPORAN_IMPORT_OPTIONAL_COLUMNS,
  type LaporanImportResult,
} from '@gratifikasi/domain';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laporans, pelapors, rincian_laporans, role_users, users } from '../../../db/schema/index';
import { bearer, createTestApp, loginAs, multipart, type TestApp } from '../../../test/app';
import { masterId } from '../test-fixtures';

let t: TestApp;
let upg: string;
let individu: string;
let upgId: number;

const NIK_A = '3171010101800001';
const NIK_B = '3171014202850002';
const NIK_OTHER_UPG = '3171010303900003';

type Row = Partial<Record<(typeof LAPORAN_IMPORT_COLUMNS)[number], string | number | Date>>;

/** One item row of report `key` for `nik`, valid unless overridden. */
const item = (key: string, nik: string, over: Row = {}): Row => ({
  no_laporan_impor: key,
  nik_pelapor: nik,
  jenis_peristiwa: 'PERNIKAHAN',
  tempat_penerimaan: 'Gedung Serbaguna, Jakarta',
  tanggal_penerimaan: '2026-11-17',
  hubungan: 'REKANAN',
  nama_pemberi: 'Andi Wijaya',
  instansi_pemberi: 'PT Contoh',
  alamat_pemberi: 'Jl. Merdeka No. 1, Jakarta',
  kronologi: 'Pada resepsi pernikahan, rekanan kantor memberikan amplop berisi uang.',
  status_penerimaan: 'DITERIMA',
  jenis_penerimaan: 'UANG',
  jenis_objek: 'UANG_TUNAI',
  uraian: 'Uang tunai dalam amplop',
  jumlah: 1,
  nilai_taksiran: 1500000,
  mata_uang: 'IDR',
  ...over,
});

async function workbook(rows: readonly Row[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Laporan');
  sheet.addRow([...LAPORAN_IMPORT_COLUMNS]);
  for (const row of rows) sheet.addRow(LAPORAN_IMPORT_COLUMNS.map((c) => row[c] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const send = async (url: string, bytes: Buffer, token = upg) => {
  const body = multipart({ bytes, filename: 'impor.xlsx' });
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};

const liveLaporanCount = async () =>
  (await t.database.db.select({ id: laporans.id }).from(laporans).where(eq(laporans.kanal, 'UPG'))).length;

/** Three reports (L1 has two items, one in USD), one bad row in L2 (unknown NIK) and one in L3 (unknown code). */
const mixedFile = () =>
  workbook([
    item('L1', NIK_A),
    item('L1', NIK_A, {
      uraian: 'Voucher belanja',
      jenis_objek: 'VOUCHER',
      nilai_taksiran: 100,
      mata_uang: 'USD',
    }),
    item('L2', NIK_OTHER_UPG),
    item('L3', NIK_B, { jenis_objek: 'TIDAK_ADA' }),
  ]);

beforeAll(async () => {
  t = await createTestApp();
  upg = await loginAs(t.app, 'upg');
  individu = await loginAs(t.app, 'individu');
  const [access] = await t.database.db
    .select({ scope_id: role_users.scope_id })
    .from(role_users)
    .innerJoin(users, eq(users.id, role_users.user_id))
    .where(eq(users.username, 'upg'));
  upgId = access?.scope_id ?? 0;
  expect(upgId).toBeGreaterThan(0);
  const base = {
    tempat_lahir: 'Jakarta',
    alamat: 'Jl. Lapangan Banteng',
    jabatan: 'Pelaksana',
    created_by_role: 'upg',
  };
  await t.database.db.insert(pelapors).values([
    {
      ...base,
      nama: 'Ahmad Fauzi',
      nik: NIK_A,
      tanggal_lahir: '1980-01-01',
      jenis_kelamin: 'L',
      upg_id: upgId,
    },
    {
      ...base,
      nama: 'Siti Rahma',
      nik: NIK_B,
      tanggal_lahir: '1985-02-02',
      jenis_kelamin: 'P',
      upg_id: upgId,
    },
    // Kept by another UPG: not the demo UPG's to report for.
    {
      ...base,
      nama: 'Dewi Lestari',
      nik: NIK_OTHER_UPG,
      tanggal_lahir: '1990-03-03',
      jenis_kelamin: 'P',
      upg_id: upgId + 1,
    },
  ]);
});
afterAll(() => t.close());

describe('GET /api/laporan/import-template', () => {
  it('gives the UPG a workbook with the Laporan columns, an example and the Petunjuk codes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/laporan/import-template',
      headers: bearer(upg),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('template-impor-laporan.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const laporan = wb.getWorksheet('Laporan');
    if (!laporan) throw new Error('sheet Laporan missing');
    const header = (laporan.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...LAPORAN_IMPORT_COLUMNS]);
    expect(laporan.getRow(2).getCell(1).value).toBe('L1');
    const petunjuk = wb.getWorksheet('Petunjuk');
    const texts: string[] = [];
    petunjuk?.eachRow((row) => texts.push(String(row.getCell(1).value ?? '')));
    expect(texts).toEqual(expect.arrayContaining(['PERNIKAHAN', 'UANG_TUNAI', 'REKANAN', 'USD', 'IDR']));
  });

  it('is refused to another role', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/laporan/import-template',
      headers: bearer(individu),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/laporan/import and save-import', () => {
  it('reports each bad row and writes nothing', async () => {
    const before = await liveLaporanCount();
    const res = await send('/api/laporan/import', await mixedFile());
    expect(res.statusCode).toBe(200);
    const report = res.json<{ data: LaporanImportResult }>().data;
    expect(report).toMatchObject({ valid: false, total_rows: 4, valid_rows: 2, total_laporan: 3 });
    expect(report.rows.map((r) => [r.row, r.key, r.errors.length])).toEqual([
      [2, 'L1', 0],
      [3, 'L1', 0],
      [4, 'L2', 1],
      [5, 'L3', 1],
    ]);
    expect(report.rows[2]?.errors[0]).toBe(
      `nik_pelapor: Pelapor dengan NIK ${NIK_OTHER_UPG} belum terdaftar di UPG Anda`,
    );
    expect(report.rows[3]?.errors[0]).toBe('jenis_objek: Kode "TIDAK_ADA" tidak dikenal');
    expect(await liveLaporanCount()).toBe(before);
  });

  it('save-import refuses the same file with 422 and the row report, and creates no report', async () => {
    const before = await liveLaporanCount();
    const res = await send('/api/laporan/save-import', await mixedFile());
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toContain('2 baris tidak valid');
    expect(body.errors['4.nik_pelapor']).toEqual([
      `Pelapor dengan NIK ${NIK_OTHER_UPG} belum terdaftar di UPG Anda`,
    ]);
    expect(body.errors['5.jenis_objek']).toBeDefined();
    expect(await liveLaporanCount()).toBe(before);
  });

  it('checks dates, kurs, codes and the report rules row by row', async () => {
    const res = await send(
      '/api/laporan/import',
      await workbook([
        item('A', NIK_A, { tanggal_penerimaan: '2099-01-01' }),
        item('B', NIK_A, { tanggal_penerimaan: '2020-01-06', mata_uang: 'USD' }),
        item('C', NIK_A, { kronologi: 'Terlalu pendek', jumlah: 'dua' }),
        item('D', NIK_A),
        item('D', NIK_B, { nama_pemberi: 'Orang lain' }),
        item('E', NIK_A, { lokasi_objek: 'GUDANG', dititipkan: 'RUMAH' }),
      ]),
    );
    const rows = res.json<{ data: LaporanImportResult }>().data.rows;
    expect(rows[0]?.errors).toEqual(['tanggal_penerimaan: Tanggal penerimaan tidak boleh melewati hari ini']);
    expect(rows[1]?.errors).toEqual(['mata_uang: Kurs USD pada tanggal 06-01-2020 belum tersedia']);
    expect(rows[2]?.errors).toEqual(
      expect.arrayContaining(['jumlah: Jumlah harus angka', 'kronologi: Kronologi minimal 20 karakter']),
    );
    expect(rows[3]?.errors).toEqual([]);
    expect(rows[4]?.errors).toEqual(
      expect.arrayContaining(['nik_pelapor: Berbeda dengan baris 5 untuk no_laporan_impor yang sama']),
    );
    expect(rows[5]?.errors).toEqual(
      expect.arrayContaining([
        'lokasi_objek: Kode "GUDANG" tidak dikenal',
        'dititipkan: Isi TIDAK, UPG atau KPK',
      ]),
    );
  });

  it('reads a file made from the first template, without the optional item columns', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Laporan');
    const optional: readonly string[] = LAPORAN_IMPORT_OPTIONAL_COLUMNS;
    const columns = LAPORAN_IMPORT_COLUMNS.filter((c) => !optional.includes(c));
    sheet.addRow(columns);
    const row = item('OLD', NIK_A);
    sheet.addRow(columns.map((c) => row[c] ?? null));
    const res = await send('/api/laporan/import', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ valid: true, total_rows: 1 });
  });

  it('refuses a file that is not xlsx, or lacks columns', async () => {
    const notXlsx = await send('/api/laporan/import', Buffer.from('no_laporan_impor,nik\nL1,1'));
    expect(notXlsx.statusCode).toBe(422);
    expect(notXlsx.json().errors.file).toEqual(['Berkas harus berformat Excel (.xlsx)']);
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Laporan').addRow(['no_laporan_impor', 'nik_pelapor']);
    const missing = await send('/api/laporan/import', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file).toContain('Kolom "jenis_peristiwa" tidak ada');
  });

  it('saves a valid file: every report submitted with its number, at the UPG, in one go', async () => {
    const file = await workbook([
      item('L1', NIK_A),
      item('L1', NIK_A, {
        uraian: 'Voucher belanja',
        jenis_objek: 'VOUCHER',
        nilai_taksiran: 100,
        mata_uang: 'USD',
        satuan: 'lembar',
        lokasi_objek: 'upg',
        dititipkan: 'UPG',
        keterangan: 'Dititipkan ke UPG pada hari yang sama',
      }),
      item('L2', NIK_B, { tanggal_penerimaan: new Date(Date.UTC(2026, 10, 18)) }),
      item('L3', NIK_B, { status_penerimaan: 'DITOLAK', nilai_taksiran: '2.500.000' }),
    ]);
    const check = await send('/api/laporan/import', file);
    expect(check.json().data).toMatchObject({ valid: true, total_rows: 4, valid_rows: 4, total_laporan: 3 });

    const res = await send('/api/laporan/save-import', file);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: { created: number; laporan: { key: string; id: number; nosig: string }[] };
    }>();
    expect(data.created).toBe(3);
    expect(data.laporan.map((l) => l.key)).toEqual(['L1', 'L2', 'L3']);
    expect(new Set(data.laporan.map((l) => l.nosig)).size).toBe(3);
    const rows = await t.database.db
      .select()
      .from(laporans)
      .where(
        inArray(
          laporans.id,
          data.laporan.map((l) => l.id),
        ),
      );
    expect(rows.every((r) => r.status === 'DITERIMA_UPG' && r.kanal === 'UPG' && r.nosig)).toBe(true);
    const l1 = rows.find((r) => r.id === data.laporan[0]?.id);
    // 1.500.000 + 100 USD at the sample rate in force (16.650 on 16-11-2026, moved a little on 17-11).
    expect(Number(l1?.total_nilai)).toBeGreaterThan(1_500_000 + 100 * 16_000);
    expect(rows.find((r) => r.id === data.laporan[1]?.id)?.tanggal_penerimaan).toBe('2026-11-18');
    const items = await t.database.db
      .select()
      .from(rincian_laporans)
      .where(eq(rincian_laporans.laporan_id, data.laporan[0]?.id ?? 0))
      .orderBy(rincian_laporans.id);
    expect(items[0]).toMatchObject({ satuan: null, lokasi_objek_gratifikasi_id: null, dititipkan: 'TIDAK' });
    expect(items[1]).toMatchObject({
      satuan: 'lembar',
      dititipkan: 'UPG',
      keterangan: 'Dititipkan ke UPG pada hari yang sama',
    });
    expect(items[1]?.lokasi_objek_gratifikasi_id).toBe(
      await masterId(t.database.db, 'lokasi-objek-gratifikasi', 'UPG'),
    );
  });

  it('is refused to another role', async () => {
    const file = await workbook([item('L1', NIK_A)]);
    expect((await send('/api/laporan/import', file, individu)).statusCode).toBe(403);
    expect((await send('/api/laporan/save-import', file, individu)).statusCode).toBe(403);
  });
});
