import { describe, expect, it } from 'vitest';
import { AGE_BUCKETS, ageBucket } from './age';
import { CIVIL_SERVICE_GRADE_OPTIONS, CIVIL_SERVICE_GRADES, rankOfGrade } from './grades';
import { currentYear, FIXED_YEARS, yearOptions } from './years';

describe('yearOptions', () => {
  it('runs from the current year down to 2016, the last labelled < 2016', () => {
    expect(yearOptions(new Date('2026-11-22T04:00:00Z'))).toEqual([
      { value: 2026, label: '2026' },
      { value: 2025, label: '2025' },
      { value: 2024, label: '2024' },
      { value: 2023, label: '2023' },
      { value: 2022, label: '2022' },
      { value: 2021, label: '2021' },
      { value: 2020, label: '2020' },
      { value: 2019, label: '2019' },
      { value: 2018, label: '2018' },
      { value: 2017, label: '2017' },
      { value: 2016, label: '< 2016' },
    ]);
  });
  it('uses the Jakarta year at new year', () => {
    // 31 Dec 2026 18:00 UTC is already 1 Jan 2027 in Jakarta.
    const now = new Date('2026-12-31T18:00:00Z');
    expect(yearOptions(now)[0]).toEqual({ value: 2027, label: '2027' });
    expect(currentYear(now)).toBe(2027);
  });
  it('is just the bucket in 2016', () => {
    expect(yearOptions(new Date('2016-06-01T00:00:00Z'))).toEqual([{ value: 2016, label: '< 2016' }]);
  });
  it('has the fixed list 2020 down to 2017', () => {
    expect(FIXED_YEARS).toEqual([2020, 2019, 2018, 2017]);
  });
});

describe('ageBucket', () => {
  it.each([
    [0, '< 7 Hari'],
    [6, '< 7 Hari'],
    [7, '7-14 Hari'],
    [14, '7-14 Hari'],
    [15, '> 14 Hari'],
    [100, '> 14 Hari'],
  ])('%d days → %s', (days, bucket) => expect(ageBucket(days)).toBe(bucket));
  it('lists the buckets in order', () => expect(AGE_BUCKETS).toEqual(['< 7 Hari', '7-14 Hari', '> 14 Hari']));
});

describe('civil-service grades', () => {
  it('maps the 17 grades IA–IVE to their ranks', () => {
    expect(Object.keys(CIVIL_SERVICE_GRADES)).toHaveLength(17);
    expect(CIVIL_SERVICE_GRADES.IA).toBe('Juru Muda');
    expect(CIVIL_SERVICE_GRADES.ID).toBe('Juru Tingkat I');
    expect(CIVIL_SERVICE_GRADES.IIIA).toBe('Penata Muda');
    expect(CIVIL_SERVICE_GRADES.IVC).toBe('Pembina Utama Muda');
    expect(CIVIL_SERVICE_GRADES.IVD).toBe('Pembina Utama Madya');
    expect(CIVIL_SERVICE_GRADES.IVE).toBe('Pembina Utama');
  });
  it('offers options lowest first', () => {
    expect(CIVIL_SERVICE_GRADE_OPTIONS[0]).toEqual({ value: 'IA', label: 'IA - Juru Muda' });
    expect(CIVIL_SERVICE_GRADE_OPTIONS.at(-1)).toEqual({ value: 'IVE', label: 'IVE - Pembina Utama' });
  });
  it('reads grades written in the usual forms', () => {
    expect(rankOfGrade('III/a')).toBe('Penata Muda');
    expect(rankOfGrade('IVb')).toBe('Pembina Tingkat I');
    expect(rankOfGrade('IIC')).toBe('Pengatur');
    expect(rankOfGrade('VA')).toBeNull();
    expect(rankOfGrade('toString')).toBeNull();
    expect(rankOfGrade(null)).toBeNull();
  });
});
