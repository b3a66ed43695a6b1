import { describe, expect, it } from 'vitest';
import { readNik } from './nik';

const today = new Date(Date.UTC(2026, 10, 22));

describe('readNik', () => {
  it('reads a man born in the 1980s', () => {
    expect(readNik('3201011505850001', today)).toEqual({
      valid: true,
      jenis_kelamin: 'L',
      tanggal_lahir: '1985-05-15',
      pesan: null,
    });
  });

  it('reads a woman (day + 40)', () => {
    const r = readNik('3201015505850001', today);
    expect(r.jenis_kelamin).toBe('P');
    expect(r.tanggal_lahir).toBe('1985-05-15');
  });

  it('takes 20YY only when it makes the holder at least 15', () => {
    expect(readNik('3201010101050001', today).tanggal_lahir).toBe('2005-01-01');
    expect(readNik('3201010101150001', today).tanggal_lahir).toBe('1915-01-01');
    // Turns 15 on 23-11-2026: not yet 15 on the 22nd, so 1911.
    expect(readNik('3201012311110001', today).tanggal_lahir).toBe('1911-11-23');
    expect(readNik('3201012211110001', today).tanggal_lahir).toBe('2011-11-22');
  });

  it('rejects 29 Feb of a century where it does not exist', () => {
    // 2000 is a leap year and makes the holder 26.
    expect(readNik('3201012902000001', today).tanggal_lahir).toBe('2000-02-29');
    expect(readNik('3201016902000001', today)).toMatchObject({
      jenis_kelamin: 'P',
      tanggal_lahir: '2000-02-29',
    });
    // 29-02-2013 does not exist and the holder would be under 15; 29-02-1913 does not exist either.
    expect(readNik('3201012902130001', today).valid).toBe(false);
  });

  it('answers the domain message for an invalid NIK', () => {
    expect(readNik('123', today)).toMatchObject({
      valid: false,
      pesan: 'NIK harus terdiri dari 16 digit angka',
    });
    expect(readNik('0901011505850001', today).valid).toBe(false);
    expect(readNik('3201011505850000', today).pesan).toBe('Nomor urut pada NIK tidak boleh 0000');
  });
});
