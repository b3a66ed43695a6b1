import { describe, expect, it } from 'vitest';
import { csvFields, packageCsv } from './csv';

describe('csvFields', () => {
  it('splits plain and quoted fields, a doubled quote standing for one', () => {
    expect(csvFields('11.01.01,11.01,Bakongan')).toEqual(['11.01.01', '11.01', 'Bakongan']);
    expect(csvFields('35.29.22,35.29,"Ra""as"')).toEqual(['35.29.22', '35.29', 'Ra"as']);
    expect(csvFields('a,"b, c",')).toEqual(['a', 'b, c', '']);
  });
  it("reads idn-area-data's districts with their regency codes", () => {
    const districts = packageCsv('idn-area-data/data/districts.csv');
    expect(districts.length).toBeGreaterThan(7000);
    expect(districts[0]).toEqual({ code: '11.01.01', regency_code: '11.01', name: 'Bakongan' });
    expect(districts.find((d) => d.code === '35.29.22')?.name).toBe('Ra"as');
  });
});
