import { describe, expect, it } from 'vitest';
import { DECREE_NUMBERING_ORDER } from '../labels/status';
import { numberingStatesOn } from './penomoran';

describe('SK numbering states along the path', () => {
  it('enters BELUM_SK → SEDANG_SK → SUDAH_SK → SEDANG_SPSK → SUDAH_SPSK, each once, on the way to the SK', () => {
    const path = ['f80', 'f83', 'f70', 'f72', 'f74', 'f7A', 'f7E', 'selesai'];
    const passed = path.slice(1).flatMap((to, i) => numberingStatesOn(path[i] ?? '', to));
    expect(passed).toEqual(DECREE_NUMBERING_ORDER);
    expect(passed).toEqual(['BELUM_SK', 'SEDANG_SK', 'SUDAH_SK', 'SEDANG_SPSK', 'SUDAH_SPSK']);
  });

  it('leaves the state alone elsewhere; a move onto a numbering step enters its state', () => {
    expect(numberingStatesOn('f30', 'f34')).toEqual([]);
    expect(numberingStatesOn('f5D', 'sp3-selesai')).toEqual([]);
    expect(numberingStatesOn('f63', 'f7E')).toEqual(['SEDANG_SPSK']);
    expect(numberingStatesOn('f70', 'f7A')).toEqual(['SEDANG_SK']);
  });
});
