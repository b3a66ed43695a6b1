import { describe, expect, it } from 'vitest';
import { batasUnsur, NL_BATAS_BAWAAN } from './batas';

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
