import { describe, expect, it } from 'vitest';
import { reportQueryErrors, reportQuerySchema } from './api';
import { REPORTS, reportMeta } from './catalog';
import { reportAreaOf } from './definition';
import { formatReportCell } from './format';
import { pivotGrid, pivotQuerySchema } from './pivot';
import { REPORT_AREAS } from './screens';

describe('report definitions', () => {
  it('name the same areas as the light list the first page maps its screens from', () => {
    expect(Object.fromEntries(REPORTS.map((r) => [r.key, [...r.areas]]))).toEqual(REPORT_AREAS);
  });

  it('every definition is whole: unique key, sortable default order, chart columns that exist', () => {
    expect(new Set(REPORTS.map((r) => r.key)).size).toBe(REPORTS.length);
    for (const r of REPORTS) {
      const keys = r.columns.map((c) => c.key);
      expect(keys, r.key).toContain(r.defaultSort.key);
      if (r.chart) for (const k of [r.chart.x, ...r.chart.y]) expect(keys, r.key).toContain(k);
      expect(r.description.length, r.key).toBeGreaterThan(20);
    }
  });

  it('maps each role to the area whose reports it reads', () => {
    expect(reportAreaOf('reporter')).toBe('reporter');
    expect(reportAreaOf('ketua_tim_ppg')).toBe('kpk');
    expect(reportAreaOf('data_entry')).toBeNull();
  });
});

describe('report query', () => {
  it('names unknown parameters, filters a report does not take and unknown order columns', () => {
    const unknown = reportQuerySchema.safeParse({ foo: '1' });
    expect(unknown.success).toBe(false);
    expect(JSON.stringify(unknown.error?.issues)).toContain('foo');
    const meta = reportMeta('report-laporan')!;
    expect(reportQueryErrors(meta, { status: 'X', sort: 'nope', tahun: 2024 })).toEqual({
      status: ['Parameter status tidak berlaku untuk laporan ini'],
      sort: ['Kolom urut tidak dikenal: nope'],
    });
  });

  it('pivot dimensions are known, 1–3 on rows, never on both sides', () => {
    expect(pivotQuerySchema.safeParse({ baris: 'tahun,instansi', kolom: 'kanal' }).success).toBe(true);
    expect(pivotQuerySchema.safeParse({ baris: '' }).success).toBe(false);
    expect(pivotQuerySchema.safeParse({ baris: 'warna' }).success).toBe(false);
    expect(pivotQuerySchema.safeParse({ baris: 'tahun', kolom: 'tahun' }).success).toBe(false);
  });
});

describe('pivotGrid', () => {
  it('lays out cells and the grouping-set totals in label order', () => {
    const grid = pivotGrid({
      baris: ['tahun'],
      kolom: ['kanal'],
      ukuran: 'jumlah',
      refreshed_at: null,
      cells: [
        { r: ['2024'], c: ['UPG'], v: 2 },
        { r: ['2023'], c: ['INDIVIDU'], v: 1 },
        { r: ['2024'], c: ['INDIVIDU'], v: 7 },
        { r: ['2023'], c: null, v: 1 },
        { r: ['2024'], c: null, v: 9 },
        { r: null, c: ['INDIVIDU'], v: 8 },
        { r: null, c: ['UPG'], v: 2 },
        { r: null, c: null, v: 10 },
      ],
    });
    expect(grid.rows).toEqual([['2023'], ['2024']]);
    expect(grid.cols).toEqual([['INDIVIDU'], ['UPG']]);
    expect(grid.value(['2023'], ['UPG'])).toBeNull();
    expect(grid.rowTotal(['2024'])).toBe(9);
    expect(grid.colTotal(['INDIVIDU'])).toBe(8);
    expect(grid.grand).toBe(10);
  });
});

describe('formatReportCell', () => {
  it('shows Rupiah, percent, DD-MM-YYYY and counts the Indonesian way', () => {
    expect(formatReportCell('84000001.00', 'rupiah')).toBe('Rp84.000.001,00');
    expect(formatReportCell('80.00', 'percent')).toBe('80,00%');
    expect(formatReportCell('2024-04-03', 'date')).toBe('03-04-2024');
    expect(formatReportCell(12345, 'int')).toBe('12.345');
    expect(formatReportCell(null, 'text')).toBe('');
  });
});
