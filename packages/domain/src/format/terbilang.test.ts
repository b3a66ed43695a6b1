import { describe, expect, it } from 'vitest';
import { terbilang, terbilangRupiah } from './terbilang';

describe('terbilang', () => {
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [20, 'dua puluh'],
    [45, 'empat puluh lima'],
    [100, 'seratus'],
    [101, 'seratus satu'],
    [111, 'seratus sebelas'],
    [250, 'dua ratus lima puluh'],
    [1000, 'seribu'],
    [1001, 'seribu satu'],
    [1100, 'seribu seratus'],
    [2000, 'dua ribu'],
    [11000, 'sebelas ribu'],
    [100000, 'seratus ribu'],
    [101000, 'seratus satu ribu'],
    [1000000, 'satu juta'],
    [1001000, 'satu juta seribu'],
    [1500000, 'satu juta lima ratus ribu'],
    [2000000000, 'dua miliar'],
    [1000000000000, 'satu triliun'],
    [999999, 'sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan'],
  ])('%d → %s', (n, words) => {
    expect(terbilang(n)).toBe(words);
  });
  it('reads big numeric strings and bigints exactly', () => {
    expect(terbilang('123456789012345')).toBe(
      'seratus dua puluh tiga triliun empat ratus lima puluh enam miliar tujuh ratus delapan puluh sembilan juta dua belas ribu tiga ratus empat puluh lima',
    );
    expect(terbilang(1000000000000000n)).toBe('satu kuadriliun');
  });
  it('says the integer part only, with minus for negatives', () => {
    expect(terbilang(1500.75)).toBe('seribu lima ratus');
    expect(terbilang(-25)).toBe('minus dua puluh lima');
  });
  it('rejects non-numbers', () => {
    expect(() => terbilang('lima')).toThrow(TypeError);
  });
});

describe('terbilangRupiah', () => {
  it('appends rupiah', () => {
    expect(terbilangRupiah(1500000)).toBe('satu juta lima ratus ribu rupiah');
    expect(terbilangRupiah('1000.00')).toBe('seribu rupiah');
    expect(terbilangRupiah(0)).toBe('nol rupiah');
  });
  it('adds the cents as sen when there are any', () => {
    expect(terbilangRupiah('1250.50')).toBe('seribu dua ratus lima puluh rupiah lima puluh sen');
    expect(terbilangRupiah(-1.05)).toBe('minus satu rupiah lima sen');
  });
});
