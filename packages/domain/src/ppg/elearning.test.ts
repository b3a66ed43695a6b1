import { describe, expect, it } from 'vitest';
import {
  checkElearningImportRow,
  ELEARNING_AMBANG_BAWAAN,
  elearningAmbangErrors,
  elearningLevel,
  elearningLevelLabel,
  elearningMaturitas,
  elearningPenyebut,
  elearningPeriodeLabel,
  elearningPersen,
} from './elearning';

const ambang = { level_2: 20, level_3: 40, level_4: 60, level_5: 80 };

describe('e-learning maturity level', () => {
  it('reaches a level exactly on its threshold and not a hair below', () => {
    expect(elearningLevel(0, ambang)).toBe(1);
    expect(elearningLevel(19.99, ambang)).toBe(1);
    expect(elearningLevel(20, ambang)).toBe(2);
    expect(elearningLevel(39.99, ambang)).toBe(2);
    expect(elearningLevel(40, ambang)).toBe(3);
    expect(elearningLevel(60, ambang)).toBe(4);
    expect(elearningLevel(79.99, ambang)).toBe(4);
    expect(elearningLevel(80, ambang)).toBe(5);
    expect(elearningLevel(100, ambang)).toBe(5);
    expect(elearningLevel(null, ambang)).toBeNull();
  });

  it('follows the configured thresholds', () => {
    expect(elearningLevel(50, { level_2: 10, level_3: 20, level_4: 30, level_5: 50 })).toBe(5);
    expect(elearningLevel(50, { level_2: 60, level_3: 70, level_4: 80, level_5: 90 })).toBe(1);
  });

  it('takes the share over the KLOP employee count when present, else over the enrolled', () => {
    expect(elearningPenyebut(50, 200)).toBe(200);
    expect(elearningPenyebut(50, 0)).toBe(50);
    expect(elearningPenyebut(50, null)).toBe(50);
    expect(elearningMaturitas({ terdaftar: 100, selesai: 80, pegawaiKlop: 400 }, ambang)).toEqual({
      penyebut: 400,
      persen: 20,
      level: 2,
    });
    expect(elearningMaturitas({ terdaftar: 100, selesai: 80 }, ambang)).toEqual({
      penyebut: 100,
      persen: 80,
      level: 5,
    });
  });

  it('rounds the share to two decimals, caps it at 100 and gives none over nobody', () => {
    expect(elearningPersen(1, 3)).toBe(33.33);
    expect(elearningPersen(2, 3)).toBe(66.67);
    expect(elearningPersen(120, 100)).toBe(100);
    expect(elearningPersen(0, 0)).toBeNull();
    expect(elearningMaturitas({ terdaftar: 0, selesai: 0 }, ambang).level).toBeNull();
    expect(elearningLevelLabel(null)).toBe('Belum dapat dihitung');
    expect(elearningLevelLabel(3)).toBe('Level 3 – Terdefinisi');
  });

  it('accepts rising thresholds within (0, 100] only', () => {
    expect(elearningAmbangErrors(ELEARNING_AMBANG_BAWAAN)).toEqual([]);
    expect(elearningAmbangErrors({ level_2: 20, level_3: 100, level_4: 60, level_5: 80 })).toHaveLength(1);
    expect(elearningAmbangErrors({ level_2: 0, level_3: 40, level_4: 60, level_5: 101 })[0]).toMatch(
      /lebih dari 0/,
    );
    expect(elearningAmbangErrors({ level_2: 20, level_3: 20, level_4: 60, level_5: 80 })).toEqual([
      'Ambang level 3 harus lebih besar dari ambang level 2',
    ]);
  });

  it('labels a period so that text order is time order', () => {
    expect(elearningPeriodeLabel({ tahun: 2026, triwulan: 2 })).toBe('2026 TW II');
  });
});

describe('e-learning import row', () => {
  const codes = new Map([
    ['KEMENKEU', 1],
    ['PEMPROV-JABAR', 2],
  ]);
  const row = (kode_instansi: string, terdaftar: string, selesai: string, seen = new Set<string>()) =>
    checkElearningImportRow({ kode_instansi, terdaftar, selesai }, codes, seen);

  it('reads a sound row (codes in any case, counts with thousands dots)', () => {
    expect(row('kemenkeu', '1.200', '800')).toEqual({
      ok: true,
      baris: { instansi_id: 1, terdaftar: 1200, selesai: 800 },
    });
    expect(row('KEMENKEU', '0', '0')).toEqual({
      ok: true,
      baris: { instansi_id: 1, terdaftar: 0, selesai: 0 },
    });
    expect(row('KEMENKEU', '10', '10').ok).toBe(true);
  });

  it('refuses completed above enrolled, negatives, fractions and blanks, naming the column', () => {
    expect(row('KEMENKEU', '10', '11')).toEqual({
      ok: false,
      errors: ['selesai: 11 melebihi jumlah terdaftar (10)'],
    });
    expect(row('KEMENKEU', '-1', '0')).toEqual({ ok: false, errors: ['terdaftar: tidak boleh negatif'] });
    expect(row('KEMENKEU', '10,5', '')).toEqual({
      ok: false,
      errors: ['terdaftar: harus bilangan bulat, bukan "10,5"', 'selesai: wajib diisi'],
    });
  });

  it('refuses an unknown institution and one named twice in the file', () => {
    expect(row('TIDAK-ADA', '1', '1')).toEqual({
      ok: false,
      errors: ['kode_instansi: instansi dengan kode "TIDAK-ADA" tidak ditemukan'],
    });
    const seen = new Set<string>();
    expect(row('KEMENKEU', '5', '1', seen).ok).toBe(true);
    expect(row('kemenkeu', '5', '1', seen)).toEqual({
      ok: false,
      errors: ['kode_instansi: instansi "KEMENKEU" muncul lebih dari sekali dalam berkas'],
    });
    expect(row('', '5', '1')).toEqual({ ok: false, errors: ['kode_instansi: wajib diisi'] });
  });
});
