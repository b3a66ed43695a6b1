import { describe, expect, it } from 'vitest';
import { kodeVerifikasiDari, lettersOfStep, lettersOnCard } from './surat';

describe("the letters a report's Dokumen card offers", () => {
  it('offers only the formulir at distribution: no SP3, tagihan or berita acara before their step', () => {
    expect(lettersOnCard('f30', [])).toEqual(['formulir']);
    expect(lettersOnCard(null, [])).toEqual(['formulir']);
  });

  it("offers the step's letters first: the LHA while analysed, the draft SK and nota dinas at the SK", () => {
    expect(lettersOnCard('f60', [])).toEqual(['formulir', 'analisis']);
    expect(lettersOnCard('f70', [])).toEqual(['formulir', 'draft-sk', 'nota-dinas']);
    expect(lettersOnCard('f5D', [])).toEqual(['formulir', 'usulan-sp3', 'sp3']);
  });

  it('adds the letters already issued, once each, after the step’s own', () => {
    expect(lettersOnCard('f70', ['analisis', 'analisis', 'draft-sk'])).toEqual([
      'formulir',
      'draft-sk',
      'nota-dinas',
      'analisis',
    ]);
    expect(lettersOnCard('f30', ['surat-tagihan'])).toEqual(['formulir', 'surat-tagihan']);
  });

  it('keeps the step letters as lettersOfStep names them', () => {
    expect(lettersOnCard('selesai', [])).toEqual(lettersOfStep('selesai'));
  });
});

const KODE = '0123456789ABCDEFGHJKMNPQRS';

describe('kodeVerifikasiDari', () => {
  it('reads the code typed as printed, in any case, with spaces or dashes between groups', () => {
    expect(kodeVerifikasiDari(KODE)).toBe(KODE);
    expect(kodeVerifikasiDari(` ${KODE.toLowerCase()} `)).toBe(KODE);
    expect(kodeVerifikasiDari('01234-56789-ABCDE-FGHJK-MNPQRS')).toBe(KODE);
  });

  it('reads the code out of the address a QR code carries', () => {
    expect(kodeVerifikasiDari(`https://gratifikasi.kpk.go.id/verifikasi-dokumen/${KODE}`)).toBe(KODE);
    expect(kodeVerifikasiDari(`http://localhost:3000/verifikasi-dokumen/${KODE}?utm=qr#atas`)).toBe(KODE);
  });

  it('finds none in anything else', () => {
    expect(kodeVerifikasiDari('')).toBeNull();
    expect(kodeVerifikasiDari('GRA-2026-00007')).toBeNull();
    // I, L, O and U are not Crockford digits.
    expect(kodeVerifikasiDari('0123456789ABCDEFGHIJKLMNOP')).toBeNull();
    expect(kodeVerifikasiDari('https://contoh.go.id/verifikasi-dokumen/')).toBeNull();
  });
});
