import { describe, expect, it } from 'vitest';
import { type HasilTingkat, markChanges, REVIEW_STAGES } from './levels';

type Level = Omit<HasilTingkat, 'lama'>;

const level = (step: string, pada: string, over: Partial<Level> = {}): Level => ({
  step,
  step_nama: step,
  peran: null,
  oleh: null,
  pada,
  keputusan: 'Setujui',
  dikembalikan: false,
  catatan: null,
  isian: [],
  rincian: [],
  ...over,
});
const isian = (kunci: string, nilai: string) => ({
  kunci,
  label: kunci,
  nilai,
  panjang: false,
  berubah: false,
});
const item = (rincian_id: number, nilai: string) => ({
  rincian_id,
  uraian: `Rincian ${rincian_id}`,
  nilai,
  catatan: null,
  berubah: false,
});

describe('markChanges', () => {
  it('marks a field or an item that differs from the nearest lower level recording it, nothing at the first', () => {
    const [member, leader, head] = markChanges([
      level('f60', '2026-11-02T01:00:00.000Z', {
        isian: [isian('level', 'Eselon II'), isian('ringkasan', 'A')],
        rincian: [item(1, 'Milik Negara'), item(2, 'Milik Negara')],
      }),
      level('f61', '2026-11-02T02:00:00.000Z', {
        isian: [isian('level', 'Eselon II'), isian('ringkasan', 'B')],
        rincian: [item(1, 'Milik Negara'), item(2, 'Milik Penerima')],
      }),
      // The group head sent it back: no fields, compared past it to the team leader.
      level('f63', '2026-11-02T03:00:00.000Z', { keputusan: 'Kembalikan', dikembalikan: true }),
    ]);
    expect(member?.isian.map((f) => f.berubah)).toEqual([false, false]);
    expect(member?.rincian.map((r) => r.berubah)).toEqual([false, false]);
    expect(leader?.isian.map((f) => f.berubah)).toEqual([false, true]);
    expect(leader?.rincian.map((r) => r.berubah)).toEqual([false, true]);
    expect(head).toMatchObject({ isian: [], rincian: [], lama: false });
  });

  it('compares with the nearest lower level that has the field, skipping a level without it', () => {
    const [, , head] = markChanges([
      level('f31', '2026-11-02T01:00:00.000Z', { rincian: [item(1, 'Bukan negative list')] }),
      level('f35', '2026-11-02T02:00:00.000Z', { keputusan: 'Kembalikan', dikembalikan: true }),
      level('f39', '2026-11-02T03:00:00.000Z', { rincian: [item(1, 'Pemberian keluarga')] }),
    ]);
    expect(head?.rincian[0]?.berubah).toBe(true);
  });

  it('marks as from an earlier round a level that decided before a lower level decided again', () => {
    const levels = markChanges([
      level('f30', '2026-11-03T01:00:00.000Z'),
      level('f34', '2026-11-02T02:00:00.000Z'),
      level('f38', '2026-11-02T03:00:00.000Z'),
    ]);
    expect(levels.map((l) => l.lama)).toEqual([false, true, true]);
  });

  it('knows each review chain by its steps, every step in one stage only', () => {
    const steps = REVIEW_STAGES.flatMap((s) => s.steps);
    expect(new Set(steps).size).toBe(steps.length);
    expect(REVIEW_STAGES.find((s) => s.kode === 'lha')?.steps).toEqual(['f60', 'f61', 'f63']);
  });
});
