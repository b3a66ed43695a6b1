import { describe, expect, it } from 'vitest';
import {
  batasUnsur,
  NL_BATAS_BAWAAN,
  NL_BATAS_BERLAKU_MULAI,
  NL_BATAS_SEBELUM_2026,
  nlBatasPada,
} from './batas';

describe('the negative list’s limits, from one configuration', () => {
  it('gives each element the configured limits it names, none otherwise', () => {
    const settings = { ...NL_BATAS_BAWAAN, nl_batas_acara_per_pemberi: 1_000_000 };
    expect(batasUnsur('acara', settings)).toEqual({ batasPerPemberi: 1_000_000, batasPerTahun: null });
    expect(batasUnsur('rekan', settings)).toEqual({ batasPerPemberi: 500_000, batasPerTahun: 1_500_000 });
    expect(batasUnsur(null, settings)).toEqual({ batasPerPemberi: null, batasPerTahun: null });
  });
  it('defaults to the 2026 amounts of DOMAIN.md (Perkom 1/2026)', () => {
    expect(NL_BATAS_BAWAAN).toEqual({
      nl_batas_acara_per_pemberi: 1_500_000,
      nl_batas_rekan_per_pemberi: 500_000,
      nl_batas_rekan_per_tahun: 1_500_000,
    });
  });
});

describe('the amounts in force on the day a gift was received (issue 28 §2)', () => {
  const s = {
    ...NL_BATAS_BAWAAN,
    nl_batas_berlaku_mulai: NL_BATAS_BERLAKU_MULAI,
    nl_batas_sebelumnya: NL_BATAS_SEBELUM_2026,
  };
  it('judges a gift of 31 December 2025 by the amounts before 2026', () => {
    expect(nlBatasPada('2025-12-31', s)).toEqual({
      nl_batas_acara_per_pemberi: 1_000_000,
      nl_batas_rekan_per_pemberi: 200_000,
      nl_batas_rekan_per_tahun: 1_000_000,
    });
  });
  it('judges a gift of 1 January 2026 and after by the amounts of Perkom 1/2026', () => {
    expect(nlBatasPada('2026-01-01', s)).toEqual(NL_BATAS_BAWAAN);
    expect(nlBatasPada('2026-07-15', s)).toEqual(NL_BATAS_BAWAAN);
  });
  it('takes the current amounts when the date is unknown, and follows a moved start date', () => {
    expect(nlBatasPada(null, s)).toEqual(NL_BATAS_BAWAAN);
    expect(
      nlBatasPada('2026-03-01', { ...s, nl_batas_berlaku_mulai: '2026-06-01' }).nl_batas_acara_per_pemberi,
    ).toBe(1_000_000);
  });
});
