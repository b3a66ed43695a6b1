import { describe, expect, it } from 'vitest';
import { findPersonalData } from './temuan';

const SK = `KEPUTUSAN Nomor: 12/SK-GRAT/11/2026
Menetapkan status kepemilikan gratifikasi yang dilaporkan oleh BUDI SANTOSO WIBOWO (Kepala Seksi, Kementerian
Keuangan) dengan NIK 3171234567890123, telepon 0812-3456-7890, e-mail budi.s@contoh.go.id, dari pemberi
PT Maju Jaya di Jl. Merdeka No. 5 Jakarta. Uang ditransfer ke rekening 1234 5678 9012 atas nama Budi Santoso.
Nilai Rp1.500.000,00 tanggal 25-11-2026. NPWP 01.234.567.8-901.000, NIP 198001012005011001.`;

describe('personal data in a letter to publish', () => {
  const found = findPersonalData(SK, {
    nama: ['Budi Santoso Wibowo', 'PT Maju Jaya'],
    nik: ['3171234567890123'],
    alamat: ['Jl. Merdeka No. 5 Jakarta'],
    telepon: ['081234567890'],
    email: ['budi.s@contoh.go.id'],
  });
  const texts = found.map((t) => t.teks);

  it('finds the report’s own values as the letter writes them, and the short form of a name', () => {
    expect(found).toContainEqual({ teks: 'BUDI SANTOSO WIBOWO', jenis: 'nama', sumber: 'laporan' });
    // The short form once, as the letter first writes it (the PDF search ignores case).
    expect(found).toContainEqual({ teks: 'BUDI SANTOSO', jenis: 'nama', sumber: 'laporan' });
    expect(found).toContainEqual({ teks: 'Jl. Merdeka No. 5 Jakarta', jenis: 'alamat', sumber: 'laporan' });
    expect(found).toContainEqual({ teks: '3171234567890123', jenis: 'nik', sumber: 'laporan' });
    expect(found).toContainEqual({ teks: 'PT Maju Jaya', jenis: 'nama', sumber: 'laporan' });
  });

  it('catches by pattern what the report does not name: a spaced phone, an account, NPWP and NIP', () => {
    expect(found).toContainEqual({ teks: '0812-3456-7890', jenis: 'telepon', sumber: 'pola' });
    expect(found).toContainEqual({ teks: '1234 5678 9012', jenis: 'rekening', sumber: 'pola' });
    expect(found).toContainEqual({ teks: '01.234.567.8-901.000', jenis: 'npwp', sumber: 'pola' });
    expect(found).toContainEqual({ teks: '198001012005011001', jenis: 'nip', sumber: 'pola' });
  });

  it('leaves letter numbers, amounts and dates alone, lists each text once, longest first', () => {
    expect(texts.some((t) => t.includes('12/SK-GRAT'))).toBe(false);
    expect(texts.some((t) => t.includes('1.500.000'))).toBe(false);
    expect(texts.some((t) => t.includes('25-11-2026'))).toBe(false);
    expect(new Set(texts.map((t) => t.toLowerCase())).size).toBe(texts.length);
    expect([...texts].sort((a, b) => b.length - a.length)).toEqual(texts);
  });

  it('finds nothing in a letter without personal data, and ignores empty report values', () => {
    expect(
      findPersonalData('Barang milik negara diserahkan dalam 7 hari kerja.', { nama: ['', null] }),
    ).toEqual([]);
  });
});
