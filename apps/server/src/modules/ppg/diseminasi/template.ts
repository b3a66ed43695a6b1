import {
  DISEMINASI_IMPORT_COLUMNS,
  DISEMINASI_IMPORT_MAX_ROWS,
  type DiseminasiImportColumn,
} from '@gratifikasi/domain';
import type { Db } from '../../../db/client';
import { excelLib } from '../../../platform/excel';
import { codeRows } from './import';

const HELP: Record<DiseminasiImportColumn, string> = {
  nama_kegiatan: 'Nama kegiatan diseminasi (3–255 karakter).',
  jenis_diseminasi: 'Kode jenis diseminasi (lihat daftar kode di bawah).',
  klasifikasi_kegiatan: 'Kode klasifikasi kegiatan.',
  sasaran_kegiatan: 'Kode sasaran kegiatan.',
  tanggal_awal:
    'Tanggal mulai: sel tanggal atau teks YYYY-MM-DD / DD-MM-YYYY. Tahun dan triwulan mengikuti tanggal ini.',
  tanggal_akhir: 'Tanggal selesai, tidak boleh sebelum tanggal mulai.',
  narasumber: 'Nama narasumber, pisahkan dengan koma.',
  provinsi: 'Kode provinsi (mis. 31 untuk DKI Jakarta).',
  kabkota: 'Kode kota/kabupaten di provinsi tersebut (mis. 31.71).',
  tempat: 'Tempat atau tautan rapat daring (boleh kosong).',
  peserta: 'Peserta per level jabatan: KODE:jumlah dipisah titik koma, mis. PELAKSANA:40; FUNGSIONAL:12.',
  uraian: 'Uraian singkat kegiatan (boleh kosong).',
};

const EXAMPLE = [
  'Sosialisasi Pengendalian Gratifikasi bagi Pegawai Baru',
  'SOSIALISASI',
  'INTERNAL',
  'PEGAWAI',
  '2026-03-10',
  '2026-03-10',
  'Inspektur Jenderal, Ketua UPG',
  '31',
  '31.71',
  'Aula Gedung Utama',
  'PELAKSANA:40; FUNGSIONAL:12',
  'Pengenalan kewajiban melaporkan gratifikasi dan cara melapor melalui UPG.',
];

const CODE_SECTIONS = [
  ['jenis_diseminasi', 'jenis-diseminasi', 'Jenis Diseminasi'],
  ['klasifikasi_kegiatan', 'klasifikasi-kegiatan', 'Klasifikasi Kegiatan'],
  ['sasaran_kegiatan', 'sasaran-kegiatan', 'Sasaran Kegiatan'],
  ['peserta', 'level-jabatan-peserta', 'Level Jabatan Peserta'],
] as const;

/** The import template: sheet "Diseminasi" (columns and one example) and sheet "Petunjuk" (rules and codes). */
export async function diseminasiImportTemplate(db: Db): Promise<Buffer> {
  const ExcelJS = await excelLib();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Diseminasi');
  sheet.addRow([...DISEMINASI_IMPORT_COLUMNS]).font = { bold: true };
  sheet.addRow(EXAMPLE);
  sheet.columns.forEach((column, i) => {
    column.width = Math.max(16, (DISEMINASI_IMPORT_COLUMNS[i]?.length ?? 10) + 6);
  });
  // Text cells: region codes like 31.71 stay as written, not read as numbers.
  for (const c of [5, 6, 8, 9]) sheet.getColumn(c).numFmt = '@';

  const help = workbook.addWorksheet('Petunjuk');
  help.getColumn(1).width = 28;
  help.getColumn(2).width = 90;
  const title = (t: string) => {
    help.addRow([]);
    help.addRow([t]).font = { bold: true };
  };
  help.addRow(['Petunjuk Impor Diseminasi']).font = { bold: true, size: 14 };
  help.addRow([
    `Isi sheet "Diseminasi" mulai baris 2 (hapus contoh). Satu baris = satu kegiatan; maksimal ${DISEMINASI_IMPORT_MAX_ROWS} baris.`,
  ]);
  help.addRow([
    'Unggah berkas untuk pemeriksaan, perbaiki baris yang salah, lalu simpan. Bila ada satu baris salah, tidak ada kegiatan yang disimpan.',
  ]);
  title('Kolom');
  for (const column of DISEMINASI_IMPORT_COLUMNS) help.addRow([column, HELP[column]]);
  for (const [column, key, label] of CODE_SECTIONS) {
    title(`Kode ${label} (kolom ${column})`);
    const rows = (await codeRows(db, key)).sort((a, b) => Number(a.urutan ?? 0) - Number(b.urutan ?? 0));
    for (const row of rows) help.addRow([String(row.kode), String(row.nama)]);
  }
  title('Kode provinsi dan kota/kabupaten');
  help.addRow(['', 'Lihat menu Master › Provinsi dan Kota/Kabupaten (kolom Kode).']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
