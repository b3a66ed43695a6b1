import { describe, expect, it } from 'vitest';
import {
  type PertanyaanAturan,
  STATUS_SURVEI,
  SURVEI_SEED,
  statusSurvei,
  statusSurveiLabel,
  TIPE_PERTANYAAN,
  validasiJawaban,
  validasiJawabanSurvei,
  validasiPertanyaan,
} from './survei';

const q = (tipe: PertanyaanAturan['tipe'], extra: Partial<PertanyaanAturan> = {}): PertanyaanAturan => ({
  tipe,
  wajib: false,
  opsi: [],
  batas_min: null,
  batas_max: null,
  ...extra,
});

describe('survey process', () => {
  it('goes from draft to the group head, who approves or returns it', () => {
    const steps = new Set(SURVEI_SEED.tasks.map((t) => t.kode));
    for (const [from, to] of SURVEI_SEED.sequences) {
      expect(steps.has(from) && steps.has(to)).toBe(true);
    }
    expect(SURVEI_SEED.tasks.find((t) => t.kode === 'persetujuan')?.roles).toEqual(['ketua_group_ppg']);
    expect(statusSurvei('susun', null)).toBe('DRAF');
    expect(statusSurvei('susun', 'kembalikan')).toBe('DIKEMBALIKAN');
    expect(statusSurvei('persetujuan', 'kirim')).toBe('DIAJUKAN');
    expect(statusSurvei('disetujui', 'setuju')).toBe('DISETUJUI');
    expect(statusSurveiLabel('DIAJUKAN', true)).not.toBe(statusSurveiLabel('DIAJUKAN'));
    for (const s of STATUS_SURVEI) expect(statusSurveiLabel(s)).toBeTruthy();
  });
});

describe('answer validation per question type', () => {
  it('single choice takes one of its options', () => {
    const p = q('PILIHAN_TUNGGAL', { opsi: ['Ya', 'Tidak'] });
    expect(validasiJawaban(p, 'Ya', true)).toBeNull();
    expect(validasiJawaban(p, 'Mungkin', true)).toMatch(/opsi/);
    expect(validasiJawaban(p, ['Ya'], true)).toMatch(/opsi/);
  });
  it('multiple choice takes distinct options', () => {
    const p = q('PILIHAN_GANDA', { opsi: ['A', 'B', 'C'] });
    expect(validasiJawaban(p, ['A', 'C'], true)).toBeNull();
    expect(validasiJawaban(p, ['A', 'A'], true)).toMatch(/dua kali/);
    expect(validasiJawaban(p, ['D'], true)).toMatch(/opsi/);
    expect(validasiJawaban(p, 'A', true)).toMatch(/opsi/);
  });
  it('Likert takes an integer 1 to 5', () => {
    const p = q('LIKERT');
    expect(validasiJawaban(p, 1, true)).toBeNull();
    expect(validasiJawaban(p, 5, true)).toBeNull();
    for (const bad of [0, 6, 2.5, '3']) expect(validasiJawaban(p, bad, true)).toMatch(/1 sampai 5/);
  });
  it('number takes a finite number within its bounds', () => {
    const p = q('ANGKA', { batas_min: 0, batas_max: 100 });
    expect(validasiJawaban(p, 42.5, true)).toBeNull();
    expect(validasiJawaban(p, -1, true)).toMatch(/minimal 0/);
    expect(validasiJawaban(p, 101, true)).toMatch(/maksimal 100/);
    expect(validasiJawaban(p, '12', true)).toMatch(/angka/);
    expect(validasiJawaban(p, Number.NaN, true)).toMatch(/angka/);
  });
  it('short and long text keep their lengths', () => {
    expect(validasiJawaban(q('TEKS_SINGKAT'), 'baik', true)).toBeNull();
    expect(validasiJawaban(q('TEKS_SINGKAT'), 'x'.repeat(256), true)).toMatch(/255/);
    expect(validasiJawaban(q('TEKS_PANJANG'), 'x'.repeat(3000), true)).toBeNull();
    expect(validasiJawaban(q('TEKS_PANJANG'), 'x'.repeat(5001), true)).toMatch(/5000/);
    expect(validasiJawaban(q('TEKS_SINGKAT'), 12, true)).toMatch(/teks/);
    expect(validasiJawaban(q('TEKS_SINGKAT'), 'a\u0000b', true)).toMatch(/teks/);
  });
  it('date takes a calendar date', () => {
    expect(validasiJawaban(q('TANGGAL'), '2026-02-28', true)).toBeNull();
    expect(validasiJawaban(q('TANGGAL'), '2026-02-30', true)).toMatch(/Tanggal/);
    expect(validasiJawaban(q('TANGGAL'), '28-02-2026', true)).toMatch(/Tanggal/);
  });
  it('required questions must be answered when sent, not in a draft', () => {
    for (const tipe of TIPE_PERTANYAAN) {
      const p = q(tipe, { wajib: true, opsi: ['A', 'B'] });
      expect(validasiJawaban(p, undefined, true)).toMatch(/wajib/);
      expect(validasiJawaban(p, '  ', true)).toMatch(/wajib/);
      expect(validasiJawaban(p, undefined, false)).toBeNull();
      expect(validasiJawaban({ ...p, wajib: false }, null, true)).toBeNull();
    }
  });
  it('a response names each question that does not fit, and answers to no question', () => {
    const errors = validasiJawabanSurvei(
      [
        { id: 1, ...q('LIKERT', { wajib: true }) },
        { id: 2, ...q('TEKS_SINGKAT') },
      ],
      { 1: 9, 2: 'ok', 3: 'x' },
      true,
    );
    expect(errors).toEqual({ 1: 'Pilih nilai 1 sampai 5', 3: 'Pertanyaan tidak ada pada survei ini' });
  });
});

describe('question definition', () => {
  it('choices need two distinct options; bounds only for numbers and in order', () => {
    expect(validasiPertanyaan(q('PILIHAN_TUNGGAL', { opsi: ['A'] })).opsi).toMatch(/Minimal 2/);
    expect(validasiPertanyaan(q('PILIHAN_GANDA', { opsi: ['A', 'a'] })).opsi).toMatch(/sama/);
    expect(validasiPertanyaan(q('LIKERT', { opsi: ['A'] })).opsi).toBeTruthy();
    expect(validasiPertanyaan(q('ANGKA', { batas_min: 5, batas_max: 1 })).batas_max).toBeTruthy();
    expect(validasiPertanyaan(q('TEKS_SINGKAT', { batas_min: 1 })).batas_min).toBeTruthy();
    expect(validasiPertanyaan(q('ANGKA', { batas_min: 1, batas_max: 5 }))).toEqual({});
  });
});
