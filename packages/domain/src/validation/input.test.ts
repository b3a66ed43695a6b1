import { describe, expect, it } from 'vitest';
import { laporanSaveSchema, rincianPayloadSchema } from '../api/laporan';
import {
  apiDateSchema,
  idParamSchema,
  idSchema,
  isCalendarDate,
  moneyFits,
  moneyInputSchema,
  positiveMoneySchema,
  quantitySchema,
  sumMoney,
} from './input';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('calendar dates', () => {
  it('accepts real days from 1900-01-01 and refuses impossible or ancient ones', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('0000-00-00')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(apiDateSchema.safeParse('1900-01-01').success).toBe(true);
    expect(messageOf(apiDateSchema.safeParse('2026-02-30'))).toBe('Tanggal tidak valid');
    expect(messageOf(apiDateSchema.safeParse('0000-00-00'))).toBe('Tanggal tidak valid');
    expect(messageOf(apiDateSchema.safeParse('1899-12-31'))).toBe('Tanggal tidak boleh sebelum 01-01-1900');
    expect(messageOf(apiDateSchema.safeParse('15-01-2024'))).toBe('Format tanggal harus YYYY-MM-DD');
  });
});

describe('ids and quantities', () => {
  it('keeps ids within PostgreSQL integer', () => {
    expect(idSchema.safeParse(2147483647).success).toBe(true);
    for (const bad of [2147483648, 1099511627776, 0, -1, 1.5, '1']) {
      expect(messageOf(idSchema.safeParse(bad))).toBe('ID tidak valid');
    }
    expect(idParamSchema.parse('12')).toBe(12);
    expect(messageOf(idParamSchema.safeParse('1099511627776'))).toBe('ID tidak valid');
    expect(messageOf(idParamSchema.safeParse('abc'))).toBe('ID tidak valid');
  });

  it('reads a path id only from plain decimal digits', () => {
    expect(idParamSchema.parse('2147483647')).toBe(2147483647);
    expect(idParamSchema.parse(7)).toBe(7);
    for (const bad of [
      '0x10',
      '1.0',
      ' 1',
      '1 ',
      '+1',
      '01',
      '1e3',
      '0b1',
      '0o7',
      '',
      '0',
      '-1',
      '١٢',
      1.5,
      0,
    ]) {
      expect(messageOf(idParamSchema.safeParse(bad)), String(bad)).toBe('ID tidak valid');
    }
  });

  it('keeps a quantity between 1 and 2147483647', () => {
    expect(quantitySchema().safeParse(2147483647).success).toBe(true);
    expect(messageOf(quantitySchema().safeParse(2147483648))).toBe('Maksimal 2147483647');
    expect(messageOf(quantitySchema().safeParse(0))).toBe('Minimal 1');
  });
});

describe('money', () => {
  it('fits numeric(20,2) and, for an item, is more than zero', () => {
    expect(moneyInputSchema.parse('999999999999999999.99')).toBe('999999999999999999.99');
    expect(messageOf(moneyInputSchema.safeParse('1000000000000000000'))).toMatch(/Nilai maksimal 18 digit/);
    expect(messageOf(moneyInputSchema.safeParse(1e21))).toMatch(/Nilai maksimal 18 digit/);
    expect(messageOf(moneyInputSchema.safeParse('-1'))).toMatch(/tidak negatif/);
    expect(messageOf(positiveMoneySchema.safeParse('0.00'))).toBe('Nilai harus lebih dari 0');
    expect(positiveMoneySchema.safeParse('0.01').success).toBe(true);
  });

  it('sums exactly and knows when a total no longer fits', () => {
    expect(sumMoney(['0.10', '0.2', '3'])).toBe('3.30');
    expect(moneyFits(sumMoney(['999999999999999999.99']))).toBe(true);
    expect(moneyFits(sumMoney(['999999999999999999.99', '0.01']))).toBe(false);
  });

  it('refuses a report whose rupiah items add up past the total column', () => {
    const item = rincianPayloadSchema.parse({
      jenis_penerimaan_id: 1,
      jenis_objek_id: 1,
      uraian: 'Jam',
      jumlah: 1,
      nilai_taksiran: '999999999999999999.99',
    });
    const result = laporanSaveSchema.shape.rincian.safeParse(Array.from({ length: 100 }, () => item));
    expect(messageOf(result)).toBe('Total nilai melebihi batas yang dapat disimpan');
  });
});
