import { describe, expect, it } from 'vitest';
import {
  checkKeputusanInstansi,
  IMPORT_INSTANSI_COLUMNS,
  type KeputusanInstansiInput,
  keputusanInstansiLabel,
  touchedSinceImport,
} from './rules';

const TODAY = '2026-11-29';
const row = (over: Partial<KeputusanInstansiInput> = {}): KeputusanInstansiInput => ({
  tanggal_penerimaan: '2025-03-03',
  tanggal_lapor_upg: '2025-03-05',
  keputusan_instansi: 'MILIK_NEGARA',
  tanggal_keputusan: '2025-03-07',
  nomor_keputusan: 'KEP-1/UPG/2025',
  ...over,
});
const messages = (over: Partial<KeputusanInstansiInput>) =>
  checkKeputusanInstansi(row(over), TODAY).map((p) => `${p.column}: ${p.message}`);

describe('the wizard file', () => {
  it('is the UPG template followed by the institution’s decision and its dates', () => {
    expect(IMPORT_INSTANSI_COLUMNS[0]).toBe('no_laporan_impor');
    expect(IMPORT_INSTANSI_COLUMNS.slice(-4)).toEqual([
      'tanggal_lapor_upg',
      'keputusan_instansi',
      'tanggal_keputusan',
      'nomor_keputusan',
    ]);
  });
});

describe('checkKeputusanInstansi', () => {
  it('passes a complete decision, in lower case too, without a number', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ keputusan_instansi: 'disalurkan_sosial', nomor_keputusan: '' })).toEqual([]);
  });

  it('requires the report date, the decision and its date', () => {
    expect(messages({ tanggal_lapor_upg: null, keputusan_instansi: ' ', tanggal_keputusan: null })).toEqual([
      'tanggal_lapor_upg: Tanggal lapor ke UPG wajib diisi',
      'keputusan_instansi: Keputusan instansi wajib diisi',
      'tanggal_keputusan: Tanggal keputusan wajib diisi',
    ]);
  });

  it('names an unknown decision with the codes allowed', () => {
    expect(messages({ keputusan_instansi: 'DIBUANG' })).toEqual([
      'keputusan_instansi: Isi salah satu: MILIK_NEGARA, MILIK_PENERIMA, DIKEMBALIKAN_KE_PEMBERI, DISALURKAN_SOSIAL, DIMANFAATKAN_INSTANSI',
    ]);
  });

  it('keeps the dates in order and not after today', () => {
    expect(messages({ tanggal_lapor_upg: '2025-03-01' })).toEqual([
      'tanggal_lapor_upg: Tanggal lapor ke UPG tidak boleh sebelum tanggal penerimaan',
    ]);
    expect(messages({ tanggal_keputusan: '2025-03-04' })).toEqual([
      'tanggal_keputusan: Tanggal keputusan tidak boleh sebelum tanggal lapor ke UPG',
    ]);
    expect(messages({ tanggal_lapor_upg: '2026-11-30', tanggal_keputusan: '2026-12-01' })).toEqual([
      'tanggal_lapor_upg: Tanggal lapor ke UPG tidak boleh melewati hari ini',
      'tanggal_keputusan: Tanggal keputusan tidak boleh melewati hari ini',
    ]);
    // Decided on the day it was reported: allowed.
    expect(messages({ tanggal_keputusan: '2025-03-05' })).toEqual([]);
  });

  it('names a date that is no date, and a decision number too long', () => {
    expect(messages({ tanggal_lapor_upg: 'invalid', tanggal_keputusan: 'invalid' })).toEqual([
      'tanggal_lapor_upg: Tanggal tidak valid (gunakan YYYY-MM-DD atau sel tanggal)',
      'tanggal_keputusan: Tanggal tidak valid (gunakan YYYY-MM-DD atau sel tanggal)',
    ]);
    expect(messages({ nomor_keputusan: 'K'.repeat(101) })).toEqual([
      'nomor_keputusan: Nomor keputusan maksimal 100 karakter',
    ]);
  });

  it('does not judge the report date against an unknown date received', () => {
    expect(
      messages({
        tanggal_penerimaan: null,
        tanggal_lapor_upg: '2020-01-01',
        tanggal_keputusan: '2020-01-02',
      }),
    ).toEqual([]);
  });
});

describe('touchedSinceImport', () => {
  it('finds the reports changed or deleted since the import', () => {
    const reports = [
      { id: 1, version: 1, deleted: false },
      { id: 2, version: 3, deleted: false },
      { id: 3, version: 1, deleted: true },
    ];
    expect(touchedSinceImport(reports).map((r) => r.id)).toEqual([2, 3]);
    expect(touchedSinceImport([{ id: 4, version: 1, deleted: false }])).toEqual([]);
  });
});

it('labels a decision, and a dash for an unknown one', () => {
  expect(keputusanInstansiLabel('MILIK_NEGARA')).toBe('Ditetapkan milik negara');
  expect(keputusanInstansiLabel('X')).toBe('-');
  expect(keputusanInstansiLabel(null)).toBe('-');
});
