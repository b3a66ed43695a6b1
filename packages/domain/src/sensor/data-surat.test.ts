import { describe, expect, it } from 'vitest';
import { SAMPLE_LETTER_DATA } from '../dokumen/letter-data';
import { dataPribadiSurat, tanggalDalamSurat } from './data-surat';
import { findPersonalData, isKuasiIdentifier } from './temuan';

/** The draft SK's wording (seed template): the reporter's block names position, institution, report number and date. */
const SK = `KEPUTUSAN PIMPINAN KOMISI PEMBERANTASAN KORUPSI REPUBLIK INDONESIA
NOMOR 123/GTF.00.02/01-13/11/2026
Menimbang: bahwa berdasarkan laporan penerimaan gratifikasi Nomor 31/LAP-GRAT/11/2026 tanggal 2 November 2026
atas nama Budi Santoso dan hasil analisis Direktorat Gratifikasi dan Pelayanan Publik, perlu menetapkan status;
Nama Budi Santoso
Jabatan Analis Keuangan Negara Ahli Pertama
Instansi Kementerian Keuangan
Unit kerja Direktorat Jenderal Anggaran
Nomor laporan 31/LAP-GRAT/11/2026 tanggal 02-11-2026
Diterima pada 28 Oktober 2026 (laporan 131/LAP-GRAT/11/2026, 12 November 2026)
Jakarta, 25 November 2026
Direktur Gratifikasi`;

describe('the personal data of a letter to publish, quasi-identifiers included', () => {
  const found = findPersonalData(SK, dataPribadiSurat(SAMPLE_LETTER_DATA));
  const of = (jenis: string) => found.filter((t) => t.jenis === jenis).map((t) => t.teks);

  it('proposes the reporter’s position, institution and work unit beside the name', () => {
    expect(of('nama')).toContain('Budi Santoso');
    expect(of('jabatan')).toEqual(['Analis Keuangan Negara Ahli Pertama']);
    expect(of('instansi')).toEqual(['Kementerian Keuangan']);
    expect(of('unit_kerja')).toEqual(['Direktorat Jenderal Anggaran']);
  });

  it('proposes the report’s number and its dates in every form the letter writes them, each whole', () => {
    expect(of('nomor_laporan')).toEqual(['31/LAP-GRAT/11/2026']);
    expect(of('tanggal_laporan').sort()).toEqual(['02-11-2026', '2 November 2026', '28 Oktober 2026']);
    // "2 November 2026" is not proposed again inside "12 November 2026", nor the number inside another number.
    expect(found.every((t) => t.teks !== '12 November 2026')).toBe(true);
  });

  it('leaves the decision’s own number and date alone, and marks which findings are quasi-identifiers', () => {
    expect(found.some((t) => t.teks.includes('123/GTF'))).toBe(false);
    expect(found.some((t) => t.teks === '25 November 2026')).toBe(false);
    const kuasi = found.filter((t) => isKuasiIdentifier(t.jenis)).map((t) => t.jenis);
    expect(new Set(kuasi)).toEqual(
      new Set(['jabatan', 'instansi', 'unit_kerja', 'nomor_laporan', 'tanggal_laporan']),
    );
    expect(isKuasiIdentifier('nama')).toBe(false);
    expect(isKuasiIdentifier('nik')).toBe(false);
  });

  it('writes a date as the templates do: DD-MM-YYYY, the long Indonesian form, and as stored', () => {
    expect(tanggalDalamSurat('2026-11-27')).toEqual(['27-11-2026', '27 November 2026', '2026-11-27']);
    expect(tanggalDalamSurat('2026-08-02')).toEqual([
      '02-08-2026',
      '2 Agustus 2026',
      '02 Agustus 2026',
      '2026-08-02',
    ]);
    expect(tanggalDalamSurat(null)).toEqual([]);
  });
});
