import { type PivotResult, pivotGrid } from '@gratifikasi/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laporans } from '../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';
import { makePelapor, masterId } from '../laporan/test-fixtures';
import { refreshRingkasan } from './ringkasan';

let t: TestApp;
const tokens: Record<string, string> = {};
const as = (user: string) => caller(t.app, tokens[user]);

/** 2023: 1 report (INDIVIDU). 2024: 7 INDIVIDU and 2 UPG; values 1, 2, … million by order filed. */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.update(laporans).set({ deleted_at: new Date() });
  const A = await masterId(db, 'instansi', 'KEMENKEU');
  const pelapor = await makePelapor(db, { nama: 'Pelapor Pivot' });
  const at = ['2023-06-01', ...Array.from({ length: 9 }, (_, i) => `2024-0${1 + (i % 3)}-10`)];
  for (const [i, day] of at.entries()) {
    await db.insert(laporans).values({
      pelapor_id: pelapor,
      created_by_role: 'individu',
      kanal: i >= 8 ? 'UPG' : 'INDIVIDU',
      status: 'TERKIRIM',
      instansi_id: A,
      submitted_at: new Date(`${day}T03:00:00Z`),
      total_nilai: `${(i + 1) * 1_000_000}.00`,
    });
  }
  await refreshRingkasan(db);
  for (const u of ['reporter', 'anggota_tim', 'observer']) tokens[u] = await loginAs(t.app, u);
});
afterAll(() => t.close());

describe('GET /api/report/pivot', () => {
  it('year × channel: the cells, the row and column totals and the grand total add up', async () => {
    const res = await as('reporter')('GET', '/api/report/pivot?baris=tahun&kolom=kanal&ukuran=jumlah');
    expect(res.statusCode, res.body).toBe(200);
    const grid = pivotGrid(res.json().data as PivotResult);
    expect(grid.rows).toEqual([['2023'], ['2024']]);
    expect(grid.cols).toEqual([['INDIVIDU'], ['UPG']]);
    expect(grid.value(['2024'], ['INDIVIDU'])).toBe(7);
    expect(grid.value(['2023'], ['UPG'])).toBeNull();
    expect(grid.rowTotal(['2024'])).toBe(9);
    expect(grid.colTotal(['UPG'])).toBe(2);
    expect(grid.grand).toBe(10);
    let sum = 0;
    for (const r of grid.rows) for (const c of grid.cols) sum += Number(grid.value(r, c) ?? 0);
    expect(sum).toBe(grid.grand);
  });

  it('value in rupiah over two row dimensions, filtered by year', async () => {
    const res = await as('anggota_tim')('GET', '/api/report/pivot?baris=tahun,bulan&ukuran=nilai&tahun=2024');
    const grid = pivotGrid(res.json().data as PivotResult);
    // January: reports 2, 5, 8 (millions); February 3, 6, 9; March 4, 7, 10.
    expect(grid.rows).toEqual([
      ['2024', '01 Januari'],
      ['2024', '02 Februari'],
      ['2024', '03 Maret'],
    ]);
    expect(grid.rows.map((r) => grid.rowTotal(r))).toEqual(['15000000.00', '18000000.00', '21000000.00']);
    expect(grid.grand).toBe('54000000.00');
  });

  it('exports the grid to Excel with its totals', async () => {
    const res = await as('reporter')('GET', '/api/report/pivot/export?baris=tahun&kolom=kanal');
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Tahun', 'INDIVIDU', 'UPG', 'Total']);
    expect(ws.getRow(4).values).toEqual([undefined, 'Total', 8, 2, 10]);
  });

  it('refuses unknown dimensions (422), a dimension on both sides, and roles without the pivot (403)', async () => {
    const bad = await as('reporter')('GET', '/api/report/pivot?baris=warna');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('baris');
    expect((await as('reporter')('GET', '/api/report/pivot?baris=tahun&kolom=tahun')).statusCode).toBe(422);
    expect((await as('reporter')('GET', '/api/report/pivot?baris=tahun&x=1')).statusCode).toBe(422);
    expect((await as('observer')('GET', '/api/report/pivot?baris=tahun')).statusCode).toBe(403);
  });
});
