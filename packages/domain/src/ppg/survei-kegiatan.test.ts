import { describe, expect, it } from 'vitest';
import {
  alasanTidakDapatDilampirkan,
  bandingPrePost,
  identitasRespondenError,
  kunciResponden,
  type PertanyaanBanding,
} from './survei-kegiatan';

describe('attaching a survey to an activity session', () => {
  it('takes only approved evaluation, pre-test and post-test surveys', () => {
    expect(alasanTidakDapatDilampirkan({ jenis: 'PRE_TEST', status: 'DISETUJUI' })).toBeNull();
    expect(alasanTidakDapatDilampirkan({ jenis: 'POST_TEST', status: 'DISETUJUI' })).toBeNull();
    expect(alasanTidakDapatDilampirkan({ jenis: 'EVALUASI_KEGIATAN', status: 'DISETUJUI' })).toBeNull();
    expect(alasanTidakDapatDilampirkan({ jenis: 'SURVEI_INSTANSI', status: 'DISETUJUI' })).toMatch(
      /evaluasi/,
    );
    expect(alasanTidakDapatDilampirkan({ jenis: 'PRE_TEST', status: 'DIAJUKAN' })).toMatch(/disetujui/);
    expect(alasanTidakDapatDilampirkan({ jenis: 'PRE_TEST', status: 'DRAF' })).toMatch(/disetujui/);
  });
});

describe('respondent identity', () => {
  it('is the NIK or NIP without the separators people type', () => {
    expect(kunciResponden('NIK', '3271 0141 0290 0001')).toBe('NIK:3271014102900001');
    expect(kunciResponden('NIK', '3271-0141-0290-0001')).toBe(kunciResponden('NIK', '3271014102900001'));
    expect(kunciResponden('NIP', '199001122015031001')).not.toBe(kunciResponden('NIK', '199001122015031001'));
  });
  it('must be a valid and present number of its kind', () => {
    expect(identitasRespondenError('NIK', '3271 0141 0290 0001')).toBeNull();
    expect(identitasRespondenError('NIK', '')).toMatch(/wajib/);
    expect(identitasRespondenError('NIK', '123')).toMatch(/16 digit/);
    expect(identitasRespondenError('NIP', '199001122015031001')).toBeNull();
    expect(identitasRespondenError('NIP', '19900112')).toMatch(/18 digit/);
  });
});

describe('pre/post comparison', () => {
  const pre: PertanyaanBanding[] = [
    { id: 1, teks: 'Saya memahami apa itu gratifikasi', tipe: 'LIKERT' },
    { id: 2, teks: 'Berapa batas nilai wajib lapor?', tipe: 'ANGKA' },
    { id: 3, teks: 'Saran', tipe: 'TEKS_PANJANG' },
    { id: 4, teks: 'Hanya di pre-test', tipe: 'LIKERT' },
  ];
  const post: PertanyaanBanding[] = [
    { id: 11, teks: '  saya memahami  apa itu gratifikasi ', tipe: 'LIKERT' },
    { id: 12, teks: 'Berapa batas nilai wajib lapor?', tipe: 'ANGKA' },
    { id: 13, teks: 'Saran', tipe: 'TEKS_PANJANG' },
  ];

  it('pairs the scored questions by text and type and compares their averages', () => {
    const hasil = bandingPrePost(
      { pertanyaan: pre, respons: [{ 1: 2, 2: 100, 3: 'x', 4: 5 }, { 1: 3 }, { 2: 300 }] },
      {
        pertanyaan: post,
        respons: [
          { 11: 4, 12: 500 },
          { 11: 5, 12: 500 },
        ],
      },
    );
    expect(hasil.responden).toEqual({ pre: 3, post: 2 });
    expect(hasil.pertanyaan).toEqual([
      {
        teks: 'Saya memahami apa itu gratifikasi',
        tipe: 'LIKERT',
        pre: { rata_rata: 2.5, jumlah: 2 },
        post: { rata_rata: 4.5, jumlah: 2 },
        selisih: 2,
      },
      {
        teks: 'Berapa batas nilai wajib lapor?',
        tipe: 'ANGKA',
        pre: { rata_rata: 200, jumlah: 2 },
        post: { rata_rata: 500, jumlah: 2 },
        selisih: 300,
      },
    ]);
    // Overall: the Likert points of the paired questions only (the unpaired pre-test question is left out).
    expect(hasil.keseluruhan).toEqual({ pre: 2.5, post: 4.5, selisih: 2 });
  });

  it('leaves a side without answers empty rather than zero', () => {
    const hasil = bandingPrePost({ pertanyaan: pre, respons: [{ 1: 4 }] }, { pertanyaan: post, respons: [] });
    expect(hasil.pertanyaan[0]).toMatchObject({
      pre: { rata_rata: 4, jumlah: 1 },
      post: { rata_rata: null, jumlah: 0 },
    });
    expect(hasil.pertanyaan[0]?.selisih).toBeNull();
    expect(hasil.keseluruhan).toEqual({ pre: 4, post: null, selisih: null });
  });

  it('rounds to two decimals', () => {
    const hasil = bandingPrePost(
      { pertanyaan: pre, respons: [{ 1: 1 }, { 1: 2 }, { 1: 2 }] },
      { pertanyaan: post, respons: [{ 11: 5 }] },
    );
    expect(hasil.keseluruhan).toEqual({ pre: 1.67, post: 5, selisih: 3.33 });
  });
});
