import { LAPORAN_IMPORT_COLUMNS, LAPORAN_IMPORT_MAX_ROWS } from '@gratifikasi/domain';
import { and, asc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { excelLib } from '../../../platform/excel';
import { IMPORT_CODE_MASTERS } from './validate';

/** What each column takes, for the "Petunjuk" sheet. */
const COLUMN_HELP: Record<(typeof LAPORAN_IMPORT_COLUMNS)[number], string> = {
  no_laporan_impor:
    'Kunci laporan dalam berkas ini (bebas, mis. L1). Baris dengan kunci sama = satu laporan.',
  nik_pelapor: 'NIK pelapor (16 digit) yang sudah terdaftar sebagai pelapor di UPG Anda.',
  jenis_peristiwa: 'Kode jenis peristiwa (lihat daftar kode di bawah).',
  tempat_penerimaan: 'Tempat gratifikasi diterima.',
  tanggal_penerimaan: 'Tanggal penerimaan: sel tanggal atau teks YYYY-MM-DD; tidak boleh melewati hari ini.',
  hubungan: 'Kode hubungan pemberi dengan penerima.',
  nama_pemberi: 'Nama pemberi.',
  instansi_pemberi: 'Instansi/perusahaan pemberi (boleh kosong).',
  alamat_pemberi: 'Alamat pemberi.',
  kronologi: 'Kronologi penerimaan, minimal 20 karakter.',
  status_penerimaan: 'DITERIMA atau DITOLAK (kosong = DITERIMA).',
  jenis_penerimaan: 'Kode jenis penerimaan.',
  jenis_objek: 'Kode jenis objek.',
  uraian: 'Uraian objek gratifikasi.',
  jumlah: 'Jumlah objek (bilangan bulat, minimal 1).',
  nilai_taksiran: 'Nilai taksiran dalam mata uang yang dipilih (angka, paling banyak 2 desimal).',
  mata_uang: 'Kode mata uang ISO 4217 (kosong = IDR); kurs pada tanggal penerimaan harus sudah tersedia.',
  satuan: 'Satuan jumlah, mis. buah, lembar, paket (boleh kosong).',
  lokasi_objek: 'Kode lokasi objek gratifikasi saat ini (boleh kosong).',
  dititipkan: 'Objek dititipkan ke: TIDAK, UPG atau KPK (kosong = TIDAK).',
  keterangan: 'Keterangan rincian (boleh kosong).',
};

const EXAMPLE = [
  'L1',
  '3201011201900003',
  'PERNIKAHAN',
  'Gedung Serbaguna, Jakarta',
  '2026-01-05',
  'REKANAN',
  'Andi Wijaya',
  'PT Contoh Sejahtera',
  'Jl. Merdeka No. 1, Jakarta',
  'Pada resepsi pernikahan saya, tamu dari rekanan kantor memberikan amplop berisi uang.',
  'DITERIMA',
  'UANG',
  'UANG_TUNAI',
  'Uang tunai dalam amplop',
  1,
  1500000,
  'IDR',
  'amplop',
  'PELAPOR',
  'TIDAK',
  '',
];

const LABELS: Record<keyof typeof IMPORT_CODE_MASTERS, string> = {
  jenis_peristiwa: 'Jenis Peristiwa',
  hubungan: 'Hubungan Pemberi dan Penerima',
  jenis_penerimaan: 'Jenis Penerimaan',
  jenis_objek: 'Jenis Objek',
  mata_uang: 'Mata Uang',
  lokasi_objek: 'Lokasi Objek Gratifikasi',
};

async function codeList(db: Db, key: string): Promise<{ kode: string; nama: string }[]> {
  const table = masterTableOf(key);
  const kode = masterColumn(table, 'kode');
  const rows = await db
    .select({ kode, nama: masterColumn(table, 'nama') })
    .from(table)
    .where(and(isNull(table.deleted_at), sql`${masterColumn(table, 'is_active')} is not false`))
    .orderBy(asc(kode));
  return rows.map((r) => ({ kode: String(r.kode), nama: String(r.nama) }));
}

/**
 * Columns another import adds to the template (the wizard's institution decision): their help line, their example
 * cell, the extra instructions and the code lists they take.
 */
export interface TemplateExtension {
  columns: readonly { column: string; help: string; example: string }[];
  notes: readonly string[];
  codes: readonly { title: string; rows: readonly { kode: string; nama: string }[] }[];
  maxRows: number;
}

/**
 * The UPG import template: sheet "Laporan" (columns and one example) and sheet "Petunjuk" (rules and codes). An
 * extension appends its columns after the UPG's (the wizard's import of reports an institution handled itself).
 */
export async function laporanImportTemplate(db: Db, extension?: TemplateExtension): Promise<Buffer> {
  const ExcelJS = await excelLib();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Laporan');
  const extra = extension?.columns ?? [];
  const columns = [...LAPORAN_IMPORT_COLUMNS, ...extra.map((c) => c.column)];
  sheet.addRow(columns).font = { bold: true };
  sheet.addRow([...EXAMPLE, ...extra.map((c) => c.example)]);
  sheet.columns.forEach((column, i) => {
    column.width = Math.max(14, (columns[i]?.length ?? 10) + 4);
  });
  // Text cells, so a NIK keeps its digits and a date typed as text stays as written.
  sheet.getColumn(2).numFmt = '@';

  const help = workbook.addWorksheet('Petunjuk');
  help.getColumn(1).width = 28;
  help.getColumn(2).width = 90;
  const title = (t: string) => {
    help.addRow([]);
    help.addRow([t]).font = { bold: true };
  };
  help.addRow(['Petunjuk Impor Laporan Gratifikasi']).font = { bold: true, size: 14 };
  help.addRow([
    `Isi sheet "Laporan" mulai baris 2 (hapus contoh). Satu baris = satu rincian objek; maksimal ${extension?.maxRows ?? LAPORAN_IMPORT_MAX_ROWS} baris.`,
  ]);
  help.addRow([
    'Baris dengan no_laporan_impor yang sama menjadi satu laporan; data peristiwa dibaca dari baris pertamanya.',
  ]);
  if (extension) for (const note of extension.notes) help.addRow([note]);
  else {
    help.addRow([
      'Unggah berkas untuk pemeriksaan, perbaiki baris yang salah, lalu simpan. Bila ada satu baris salah, tidak ada laporan yang disimpan.',
    ]);
  }
  title('Kolom');
  for (const column of LAPORAN_IMPORT_COLUMNS) help.addRow([column, COLUMN_HELP[column]]);
  for (const column of extra) help.addRow([column.column, column.help]);
  for (const [column, key] of Object.entries(IMPORT_CODE_MASTERS) as [keyof typeof LABELS, string][]) {
    title(`Kode ${LABELS[column]} (kolom ${column})`);
    for (const row of await codeList(db, key)) help.addRow([row.kode, row.nama]);
  }
  for (const list of extension?.codes ?? []) {
    title(list.title);
    for (const row of list.rows) help.addRow([row.kode, row.nama]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
