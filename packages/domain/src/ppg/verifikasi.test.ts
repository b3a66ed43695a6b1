import { describe, expect, it } from 'vitest';
import { buildGraph, decide } from '../workflow';
import { seedSequences } from '../workflow/default-process';
import {
  alasanTidakDapatDinilai,
  dapatDinilai,
  periksaNilai,
  STATUS_VERIFIKASI_LABELS,
  statusSetelah,
  VERIFIKASI_PPG_SEED,
} from './verifikasi';

const levels = [
  { indikator_id: 1, skor: 0 },
  { indikator_id: 1, skor: 50 },
  { indikator_id: 1, skor: 100 },
  { indikator_id: 2, skor: 0 },
  { indikator_id: 2, skor: 4 },
];

describe('periksaNilai', () => {
  it('accepts scores that are levels of their indicator', () => {
    expect(
      periksaNilai([1, 2], levels, [
        { indikator_id: 1, skor: 50 },
        { indikator_id: 2, skor: 4 },
      ]),
    ).toEqual({});
  });

  it('refuses a score outside the criteria, an indicator outside the set, and one scored twice', () => {
    const errors = periksaNilai([1, 2], levels, [
      { indikator_id: 1, skor: 75 },
      { indikator_id: 9, skor: 0 },
      { indikator_id: 2, skor: 50 },
      { indikator_id: 1, skor: 100 },
    ]);
    expect(errors['nilai.0.skor']).toContain('tidak termasuk');
    expect(errors['nilai.1.indikator_id']).toContain('tidak ada');
    expect(errors['nilai.2.skor']).toContain('tidak termasuk');
    expect(errors['nilai.3.indikator_id']).toBe('Indikator dinilai dua kali');
  });
});

describe('the verification states', () => {
  it('reads SPEC §4 verification labels for the member’s own states', () => {
    expect(STATUS_VERIFIKASI_LABELS.BELUM).toBe('Belum Verifikasi');
    expect(STATUS_VERIFIKASI_LABELS.SEDANG).toBe('Sedang Verifikasi');
    expect(STATUS_VERIFIKASI_LABELS.DIKEMBALIKAN).toBe('Dikembalikan Oleh Reviewer');
    expect(STATUS_VERIFIKASI_LABELS.DIBATALKAN).toBe('Dibatalkan Oleh Reviewer');
  });

  it('lets the member score only on their own step, saying why not otherwise', () => {
    expect(dapatDinilai('DIKEMBALIKAN')).toBe(true);
    expect(dapatDinilai('REVIEW_GH')).toBe(false);
    expect(alasanTidakDapatDinilai('SELESAI')).toContain('disetujui direktur');
    expect(alasanTidakDapatDinilai('BELUM')).toBeNull();
  });

  it('marks a return to the member as returned, any other arrival by its step', () => {
    expect(statusSetelah('SEDANG', 'kembalikan', 'penilaian')).toBe('DIKEMBALIKAN');
    expect(statusSetelah('REVIEW_KATIM', 'kembalikan', 'katim')).toBe('REVIEW_KATIM');
    expect(statusSetelah('SELESAI', 'setuju', 'selesai')).toBe('SELESAI');
  });
});

describe('the verification process', () => {
  const graph = buildGraph({
    kode: VERIFIKASI_PPG_SEED.kode,
    versi: 1,
    tasks: VERIFIKASI_PPG_SEED.tasks.map((t) => ({ ...t, roles: [...t.roles] })),
    sequences: seedSequences(VERIFIKASI_PPG_SEED.sequences),
  });
  const at = (step: string) => ({ step, version: 1, assignee_user_id: 7, tim_id: null, grup_id: null });
  const to = (step: string, role: string, decision: string, user = 7) => {
    const v = decide(graph, at(step), { user_id: user, role: role as never }, decision, 1);
    return v.ok ? v.to.kode : v.refusal.code;
  };

  it('runs member → team leader → group head → director', () => {
    expect(to('penilaian', 'anggota_tim_ppg', 'kirim')).toBe('katim');
    expect(to('katim', 'ketua_tim_ppg', 'setuju')).toBe('gh');
    expect(to('gh', 'ketua_group_ppg', 'setuju')).toBe('direktur');
    expect(to('direktur', 'direktur', 'setuju')).toBe('selesai');
  });

  it('sends a return one step back, and keeps each step to its role and the member to their own', () => {
    expect(to('katim', 'ketua_tim_ppg', 'kembalikan')).toBe('penilaian');
    expect(to('gh', 'ketua_group_ppg', 'kembalikan')).toBe('katim');
    expect(to('direktur', 'direktur', 'kembalikan')).toBe('gh');
    expect(to('katim', 'anggota_tim_ppg', 'setuju')).toBe('WRONG_ROLE');
    expect(to('penilaian', 'anggota_tim_ppg', 'kirim', 8)).toBe('NOT_ASSIGNEE');
  });
});
