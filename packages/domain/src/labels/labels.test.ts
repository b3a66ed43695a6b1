import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUS_GROUPS, kindColour, MONEV_STATUS_GROUPS, PARTICIPANT_FILTERS } from './catalogues';
import { isStateOwnership, OWNERSHIP_VALUES, parseKepemilikan } from './ownership';
import { riskBand } from './risk';
import {
  activityReportApprovalLabel,
  approvalStatusLabel,
  DECREE_NUMBERING_ORDER,
  decreeNumberingLabel,
  GENERIC_STATUSES,
  SURVEY_HISTORY_ACTIONS,
  VERIFICATION_LABELS,
} from './status';

describe('approvalStatusLabel', () => {
  it.each([
    ['submit', 'Pengajuan'],
    ['DRAFT', 'Draf'],
    ['Return', 'Dikembalikan'],
    ['approved', 'Disetujui'],
    ['Need Approve', 'Perlu Persetujuan'],
    ['SUBMIT REALISASI', 'Pengajuan Realisasi'],
    ['create realisasi', 'Pembuatan Realisasi'],
  ])('%s → %s', (input, label) => expect(approvalStatusLabel(input)).toBe(label));
  it('shows unknown statuses as they came and empty as a dash', () => {
    expect(approvalStatusLabel('ARCHIVED')).toBe('ARCHIVED');
    expect(approvalStatusLabel(null)).toBe('-');
    expect(approvalStatusLabel('')).toBe('-');
  });
});

describe('activityReportApprovalLabel', () => {
  it.each([
    ['DRAFT', '-'],
    ['REVIEWER', 'Review oleh Group Head'],
    ['RETURN', 'Dikembalikan oleh Group Head'],
    ['EOFFICE', 'Proses Persetujuan Eoffice'],
    ['APPROVED', 'Laporan Disetujui'],
    ['REJECTED', 'laporan Ditolak'],
    ['SOMETHING', '-'],
    ['toString', '-'],
  ])('%s → %s', (input, label) => expect(activityReportApprovalLabel(input)).toBe(label));
  it('shows a dash for no status', () => expect(activityReportApprovalLabel(undefined)).toBe('-'));
});

describe('status sets', () => {
  it('hold the values of spec §4', () => {
    expect(GENERIC_STATUSES).toEqual(['IN PROGRESS', 'APPROVED', 'REJECTED']);
    expect(VERIFICATION_LABELS).toEqual([
      'Belum Verifikasi',
      'Sedang Verifikasi',
      'Dikembalikan Oleh Reviewer',
      'Dibatalkan Oleh Reviewer',
    ]);
    expect(Object.keys(SURVEY_HISTORY_ACTIONS)).toEqual([
      'CREATE_QUESTION',
      'CREATE_SURVEY',
      'EDIT_QUESTION',
      'UPDATE_SURVEY',
    ]);
  });
  it('orders and labels decree numbering', () => {
    expect(DECREE_NUMBERING_ORDER).toEqual([
      'BELUM_SK',
      'SEDANG_SK',
      'SUDAH_SK',
      'SEDANG_SPSK',
      'SUDAH_SPSK',
    ]);
    expect(decreeNumberingLabel('BELUM_SK')).toBe('Belum dilakukan penomoran SK');
    expect(decreeNumberingLabel('SEDANG_SK')).toBe('Sedang diproses penomoran SK');
    expect(decreeNumberingLabel('SUDAH_SK')).toBe('Sudah dilakukan penomoran SK');
    expect(decreeNumberingLabel('SEDANG_SPSK')).toBe('Sedang diproses penomoran SPSK');
    expect(decreeNumberingLabel('SUDAH_SPSK')).toBe('Sudah dilakukan penomoran SK dan SPSK');
    expect(decreeNumberingLabel('X')).toBe('-');
  });
});

describe('riskBand', () => {
  it.each([
    [0, 'LOW', 'primary'],
    [0.3, 'LOW', 'primary'],
    [0.30001, 'MEDIUM', 'orange'],
    [0.5, 'MEDIUM', 'orange'],
    [0.51, 'HIGH', 'deep-orange'],
    [0.7, 'HIGH', 'deep-orange'],
    [0.7000001, 'VERY HIGH', 'red'],
    [1, 'VERY HIGH', 'red'],
    [-0.2, 'LOW', 'primary'],
  ])('%d → %s %s', (score, band, colour) => expect(riskBand(score)).toEqual({ band, colour }));
  it('rejects NaN', () => expect(() => riskBand(Number.NaN)).toThrow(RangeError));
});

describe('catalogues', () => {
  it('colours reporter kinds', () => {
    expect(kindColour('INDIVIDU')).toBe('primary');
    expect(kindColour('UPG')).toBe('secondary');
    expect(kindColour('PUBLIK')).toBe('accent');
    expect(kindColour(null)).toBe('accent');
  });
  it('lists participant filters and status groups', () => {
    expect(PARTICIPANT_FILTERS.map((f) => `${f.value}:${f.label}`)).toEqual([
      'MONEV:Peserta Monev',
      'ALL:Semua',
    ]);
    expect(MONEV_STATUS_GROUPS).toHaveLength(8);
    expect(MONEV_STATUS_GROUPS[0]).toBe('Review NL');
    expect(MONEV_STATUS_GROUPS[7]).toBe('Selesai');
    expect(ACTIVITY_STATUS_GROUPS).toHaveLength(8);
    expect(ACTIVITY_STATUS_GROUPS[2]).toBe('Kegiatan Dibatalkan/Diarsipkan');
    expect(ACTIVITY_STATUS_GROUPS.at(-1)).toBe('Total');
  });
});

describe('ownership', () => {
  it('has the two state-ownership values', () => {
    expect(OWNERSHIP_VALUES).toEqual(['MILIK NEGARA', 'SEBAGIAN MILIK NEGARA']);
    expect(isStateOwnership('SEBAGIAN MILIK NEGARA')).toBe(true);
    expect(isStateOwnership('MILIK PENERIMA')).toBe(false);
  });
  it('reads the current value of a stored kepemilikan', () => {
    expect(parseKepemilikan('{"current":"MILIK NEGARA","previous":null}')).toBe('MILIK NEGARA');
    expect(parseKepemilikan('{"current":" SEBAGIAN MILIK NEGARA "}')).toBe('SEBAGIAN MILIK NEGARA');
    expect(parseKepemilikan('"MILIK NEGARA"')).toBe('MILIK NEGARA');
    expect(parseKepemilikan('MILIK NEGARA')).toBe('MILIK NEGARA');
  });
  it('returns null for empty values and JSON without a current value', () => {
    expect(parseKepemilikan(null)).toBeNull();
    expect(parseKepemilikan('  ')).toBeNull();
    expect(parseKepemilikan('{"current":null}')).toBeNull();
    expect(parseKepemilikan('{"previous":"MILIK NEGARA"}')).toBeNull();
    expect(parseKepemilikan('[1,2]')).toBeNull();
  });
});
