import { describe, expect, it } from 'vitest';
import { buildGraph, decide } from '../workflow';
import { seedSequences } from '../workflow/default-process';
import {
  alasanTidakDapatDiubah,
  dapatDiubah,
  KONFIGURASI_INDIKATOR_SEED,
  periksaIndikatorSet,
  periksaKriteriaSkor,
  skorDiizinkan,
  totalBobot,
  versiBaru,
  versiBerlaku,
} from './konfigurasi';

describe('configuration versions', () => {
  it('edits only drafts; an approved version is frozen', () => {
    expect(dapatDiubah('DRAFT')).toBe(true);
    expect(dapatDiubah('IN PROGRESS')).toBe(false);
    expect(dapatDiubah('APPROVED')).toBe(false);
    expect(alasanTidakDapatDiubah('APPROVED')).toMatch(/dibekukan; buat versi baru/);
    expect(alasanTidakDapatDiubah('DRAFT')).toBeNull();
  });

  it('puts the highest approved version in force', () => {
    const v = [
      { id: 1, versi: 1, status: 'APPROVED' as const },
      { id: 2, versi: 2, status: 'REJECTED' as const },
      { id: 3, versi: 3, status: 'APPROVED' as const },
      { id: 4, versi: 4, status: 'DRAFT' as const },
    ];
    expect(versiBerlaku(v)?.id).toBe(3);
    expect(versiBerlaku([])).toBeNull();
  });

  it('starts a new version only when none is open, numbered after the highest', () => {
    expect(versiBaru([])).toEqual({ ok: true, versi: 1 });
    expect(
      versiBaru([
        { id: 1, versi: 1, status: 'APPROVED' },
        { id: 2, versi: 2, status: 'REJECTED' },
      ]),
    ).toEqual({
      ok: true,
      versi: 3,
    });
    const open = versiBaru([
      { id: 1, versi: 1, status: 'APPROVED' },
      { id: 2, versi: 2, status: 'IN PROGRESS' },
    ]);
    expect(open.ok).toBe(false);
    if (!open.ok) expect(open.terbuka.id).toBe(2);
  });
});

describe('an indicator set', () => {
  const set = [
    { kode: 'K1', tahap: 1, bobot: 25 },
    { kode: 'K2', tahap: 2, bobot: 25.5 },
    { kode: 'K3', tahap: 3, bobot: 24.5 },
    { kode: 'K4', tahap: 4, bobot: 25 },
  ];
  it('may be sent when the weights add up to 100 % and every stage is covered', () => {
    expect(totalBobot(set)).toBe(100);
    expect(periksaIndikatorSet(set)).toEqual({});
  });
  it('names what keeps it from being sent', () => {
    expect(periksaIndikatorSet([])).toEqual({ indikators: 'Tambahkan minimal satu indikator' });
    const errors = periksaIndikatorSet([...set.slice(0, 3), { kode: 'k1', tahap: 3, bobot: 20 }]);
    expect(errors['indikators.3.kode']).toMatch(/sudah dipakai/);
    expect(errors.bobot).toBe('Jumlah bobot harus 100% (sekarang 95%)');
    expect(errors.tahap).toMatch(/tahap 4/);
  });
});

describe('score criteria', () => {
  const master = [
    { id: 1, nama: 'Baik', skor_min: 70, skor_max: 100 },
    { id: 2, nama: 'Cukup', skor_min: 40, skor_max: 69.99 },
    { id: 3, nama: 'Kurang', skor_min: 0, skor_max: 39.99 },
  ];
  const ind = [{ id: 10, kode: 'K1' }];
  it('accepts at least two levels per indicator within their criteria’s ranges', () => {
    const levels = [
      { indikator_id: 10, kriteria_skor_monev_id: 1, skor: 100 },
      { indikator_id: 10, kriteria_skor_monev_id: 2, skor: 50 },
    ];
    expect(periksaKriteriaSkor(ind, levels, master)).toEqual({});
    expect(skorDiizinkan(levels, 10, 50)).toBe(true);
    expect(skorDiizinkan(levels, 10, 60)).toBe(false);
  });
  it('refuses a score outside its criterion, repeats, a lone level, an unknown indicator', () => {
    const errors = periksaKriteriaSkor(
      [...ind, { id: 11, kode: 'K2' }],
      [
        { indikator_id: 10, kriteria_skor_monev_id: 1, skor: 50 },
        { indikator_id: 10, kriteria_skor_monev_id: 1, skor: 80 },
        { indikator_id: 11, kriteria_skor_monev_id: 3, skor: 0 },
        { indikator_id: 99, kriteria_skor_monev_id: 3, skor: 10 },
      ],
      master,
    );
    expect(errors['levels.0.skor']).toBe('Skor Baik harus antara 70 dan 100');
    expect(errors['levels.1.kriteria_skor_monev_id']).toMatch(/dua kali/);
    expect(errors['indikator.K2']).toMatch(/minimal dua/);
    expect(errors['levels.3.indikator_id']).toMatch(/tidak ada/);
  });
});

describe('the approval process', () => {
  const graph = buildGraph({
    kode: KONFIGURASI_INDIKATOR_SEED.kode,
    versi: 1,
    tasks: KONFIGURASI_INDIKATOR_SEED.tasks.map((t) => ({ ...t, roles: [...t.roles] })),
    sequences: seedSequences(KONFIGURASI_INDIKATOR_SEED.sequences),
  });
  const at = (step: string) => ({ step, version: 1, assignee_user_id: null, tim_id: null, grup_id: null });
  it('lets a group head send and only the director approve', () => {
    expect(decide(graph, at('susun'), { user_id: 1, role: 'ketua_group_ppg' }, 'kirim', 1).ok).toBe(true);
    expect(decide(graph, at('persetujuan'), { user_id: 1, role: 'ketua_group_ppg' }, 'setuju', 1).ok).toBe(
      false,
    );
    expect(decide(graph, at('persetujuan'), { user_id: 2, role: 'direktur' }, 'setuju', 1).ok).toBe(true);
    expect(decide(graph, at('susun'), { user_id: 3, role: 'anggota_tim_ppg' }, 'kirim', 1).ok).toBe(false);
  });
});
