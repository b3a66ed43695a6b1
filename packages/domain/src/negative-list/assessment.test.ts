import { describe, expect, it } from 'vitest';
import { checkNlAssessment, isSemuaNl, nlAssessmentSchema, usulanTingkat } from './assessment';

const ctx = {
  rincian: [
    { id: 10, uraian: 'Jam tangan' },
    { id: 11, uraian: 'Parsel' },
  ],
  usulan: new Map<number, number | null>([
    [10, 16],
    [11, null],
  ]),
  unsurIds: new Set([1, 14, 16]),
};

describe('nlAssessmentSchema: the fields of steps f31, f35, f39', () => {
  it('accepts each item with an element or null, trimming an empty reason away', () => {
    const parsed = nlAssessmentSchema.parse({
      items: [
        { rincian_id: 10, unsur_nl_id: 16, alasan: '  ' },
        { rincian_id: 11, unsur_nl_id: null, alasan: ' Bukan dari rekan kerja ' },
      ],
    });
    expect(parsed.items).toEqual([
      { rincian_id: 10, unsur_nl_id: 16, alasan: undefined },
      { rincian_id: 11, unsur_nl_id: null, alasan: 'Bukan dari rekan kerja' },
    ]);
  });

  it('refuses an empty list, a missing choice and an item twice, each on its field', () => {
    const empty = nlAssessmentSchema.safeParse({ items: [] });
    expect(empty.error?.issues[0]).toMatchObject({
      path: ['items'],
      message: 'Setiap rincian wajib dinilai',
    });
    const missing = nlAssessmentSchema.safeParse({ items: [{ rincian_id: 11 }] });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.0.unsur_nl_id', 'Pilih unsur negative list atau "Bukan negative list"'],
    ]);
    const twice = nlAssessmentSchema.safeParse({
      items: [
        { rincian_id: 10, unsur_nl_id: 16 },
        { rincian_id: 10, unsur_nl_id: null },
      ],
    });
    expect(twice.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.1.rincian_id', 'Rincian dinilai lebih dari sekali'],
    ]);
  });
});

describe('checkNlAssessment: against the report', () => {
  it('passes a confirmation of every proposal without reasons', () => {
    const input = nlAssessmentSchema.parse({
      items: [
        { rincian_id: 10, unsur_nl_id: 16 },
        { rincian_id: 11, unsur_nl_id: null },
      ],
    });
    expect(checkNlAssessment(input, ctx)).toEqual({});
  });

  it('asks a reason for an override, names an unassessed item, a foreign item and an unknown element', () => {
    const input = nlAssessmentSchema.parse({
      items: [
        { rincian_id: 10, unsur_nl_id: null },
        { rincian_id: 99, unsur_nl_id: 5 },
      ],
    });
    expect(checkNlAssessment(input, ctx)).toEqual({
      'items.0.alasan': ['Alasan wajib diisi bila berbeda dari usulan'],
      'items.1.rincian_id': ['Rincian tidak ditemukan pada laporan ini'],
      'items.1.unsur_nl_id': ['Unsur negative list tidak ditemukan'],
      items: ['Rincian "Parsel" belum dinilai'],
    });
  });
});

describe('usulanTingkat: what each level confirms', () => {
  const sistem = new Map<number, number | null>([
    [10, 16],
    [11, null],
  ]);
  it('offers the member the system’s proposal, a higher level the nearest lower level’s choice', () => {
    const saved = [
      { rincianId: 10, tingkat: 'anggota' as const, unsurNlId: null },
      { rincianId: 11, tingkat: 'anggota' as const, unsurNlId: 1 },
      { rincianId: 11, tingkat: 'ketua_tim' as const, unsurNlId: 14 },
    ];
    expect([...usulanTingkat('anggota', sistem, saved)]).toEqual([
      [10, 16],
      [11, null],
    ]);
    expect([...usulanTingkat('ketua_tim', sistem, saved)]).toEqual([
      [10, null],
      [11, 1],
    ]);
    expect([...usulanTingkat('ketua_group', sistem, saved)]).toEqual([
      [10, null],
      [11, 14],
    ]);
  });

  it('is all NL only when every item has an element', () => {
    expect(isSemuaNl([{ unsur_nl_id: 1 }, { unsur_nl_id: 16 }])).toBe(true);
    expect(isSemuaNl([{ unsur_nl_id: 1 }, { unsur_nl_id: null }])).toBe(false);
    expect(isSemuaNl([])).toBe(false);
  });
});
