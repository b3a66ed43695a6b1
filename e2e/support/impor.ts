import { LAPORAN_IMPORT_COLUMNS } from '@gratifikasi/domain';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';

// The UPG's Excel import file, built the way a UPG fills the template: one row per item, rows of one report share
// `no_laporan_impor`.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ImportRow = Partial<Record<(typeof LAPORAN_IMPORT_COLUMNS)[number], string | number>>;

/** One row: a wedding gift of Rp1.500.000 in cash from a vendor, received 18-11-2026 (a day with a seeded kurs). */
export const importRow = (key: string, nik: string, pemberi: string, over: ImportRow = {}): ImportRow => ({
  no_laporan_impor: key,
  nik_pelapor: nik,
  jenis_peristiwa: 'PERNIKAHAN',
  tempat_penerimaan: 'Gedung Serbaguna, Jakarta',
  tanggal_penerimaan: '2026-11-18',
  hubungan: 'REKANAN',
  nama_pemberi: pemberi,
  instansi_pemberi: 'PT Contoh Sejahtera',
  alamat_pemberi: 'Jl. Merdeka No. 1, Jakarta',
  kronologi: 'Pada resepsi pernikahan, rekanan kantor memberikan amplop berisi uang tunai.',
  status_penerimaan: 'DITERIMA',
  jenis_penerimaan: 'UANG',
  jenis_objek: 'UANG_TUNAI',
  uraian: `Uang tunai ${key}`,
  jumlah: 1,
  nilai_taksiran: 1500000,
  mata_uang: 'IDR',
  ...over,
});

export async function importWorkbook(rows: readonly ImportRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Laporan');
  sheet.addRow([...LAPORAN_IMPORT_COLUMNS]);
  for (const row of rows) sheet.addRow(LAPORAN_IMPORT_COLUMNS.map((c) => row[c] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Puts the workbook into the import screen's file input. */
export async function uploadImport(page: Page, buffer: Buffer): Promise<void> {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'impor-laporan.xlsx', mimeType: XLSX, buffer });
}
