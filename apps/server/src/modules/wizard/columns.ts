import {
  IMPORT_INSTANSI_MAX_ROWS,
  KEPUTUSAN_INSTANSI,
  KEPUTUSAN_INSTANSI_LABELS,
  LAPORAN_IMPORT_OPTIONAL_COLUMNS,
} from '@gratifikasi/domain';
import type { Db } from '../../db/client';
import { laporanImportTemplate, type TemplateExtension } from '../laporan/import/template';

/** Columns of the wizard file that may be left out: the UPG's optional ones and the decision number. */
export const OPTIONAL_COLUMNS: readonly string[] = [...LAPORAN_IMPORT_OPTIONAL_COLUMNS, 'nomor_keputusan'];

/** The UPG template extended with the institution's decision and its dates (one template, not a copy). */
const EXTENSION: TemplateExtension = {
  columns: [
    {
      column: 'tanggal_lapor_upg',
      help: 'Tanggal pegawai melapor ke UPG (YYYY-MM-DD); tidak sebelum tanggal penerimaan.',
      example: '2026-01-08',
    },
    {
      column: 'keputusan_instansi',
      help: 'Kode keputusan UPG/instansi atas gratifikasi (lihat daftar kode di bawah).',
      example: 'DISALURKAN_SOSIAL',
    },
    {
      column: 'tanggal_keputusan',
      help: 'Tanggal keputusan instansi (YYYY-MM-DD); tidak sebelum tanggal lapor ke UPG.',
      example: '2026-01-12',
    },
    {
      column: 'nomor_keputusan',
      help: 'Nomor surat/keputusan instansi (boleh kosong, maksimal 100 karakter).',
      example: 'KEP-12/UPG/2026',
    },
  ],
  notes: [
    'Berkas ini untuk laporan yang sudah ditangani sendiri oleh UPG instansi sebelum memakai aplikasi ini.',
    'Baris satu laporan harus berurutan. Semua baris diperiksa lebih dulu; tidak ada yang disimpan sebelum Anda menekan Simpan.',
    'Laporan yang diimpor ditandai "Dikelola Instansi": tidak masuk proses KPK dan dihitung terpisah.',
  ],
  codes: [
    {
      title: 'Kode Keputusan Instansi (kolom keputusan_instansi)',
      rows: KEPUTUSAN_INSTANSI.map((kode) => ({ kode, nama: KEPUTUSAN_INSTANSI_LABELS[kode] })),
    },
  ],
  maxRows: IMPORT_INSTANSI_MAX_ROWS,
};

export function imporInstansiTemplate(db: Db): Promise<Buffer> {
  return laporanImportTemplate(db, EXTENSION);
}
