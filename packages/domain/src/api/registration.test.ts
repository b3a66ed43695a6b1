import { describe, expect, it } from 'vitest';
import { nikIdentity, registrationPayloadSchema, usernameSchema } from './registration';

const today = new Date('2026-11-22T00:00:00Z');

describe('nikIdentity', () => {
  it('reads a man and his birth date', () => {
    expect(nikIdentity('3171011203900002', today)).toEqual({
      jenis_kelamin: 'L',
      tanggal_lahir: '1990-03-12',
    });
  });

  it('reads a woman (day above 40, minus 40)', () => {
    expect(nikIdentity('3171014505900001', today)).toEqual({
      jenis_kelamin: 'P',
      tanggal_lahir: '1990-05-05',
    });
  });

  it('picks the century that makes the holder at least 15', () => {
    expect(nikIdentity('3171011203100002', today)?.tanggal_lahir).toBe('2010-03-12');
    expect(nikIdentity('3171011203120002', today)?.tanggal_lahir).toBe('1912-03-12');
    // 29 Feb 2000 is a leap day, 29 Feb 1900 is not.
    expect(nikIdentity('3171012902000002', today)?.tanggal_lahir).toBe('2000-02-29');
  });

  it('answers null for an invalid NIK', () => {
    expect(nikIdentity('3171013102900001', today)).toBeNull();
    expect(nikIdentity('', today)).toBeNull();
    expect(nikIdentity('0871011203900002', today)).toBeNull();
  });
});

describe('registration rules', () => {
  it('accepts usernames of 4–50 letters, digits and ._-', () => {
    expect(usernameSchema.safeParse('budi.s_2-x').success).toBe(true);
    expect(usernameSchema.safeParse('abc').error?.issues[0].message).toBe('Nama pengguna minimal 4 karakter');
    expect(usernameSchema.safeParse('budi santoso').success).toBe(false);
  });

  it('requires consent and a matching confirmation', () => {
    const result = registrationPayloadSchema.safeParse({
      nama: 'Budi',
      nik: '3171011203900002',
      email: 'budi@contoh.go.id',
      username: 'budi',
      telepon: '08123456789',
      password: 'Rahasia2026',
      password_confirmation: 'Rahasia2027',
      persetujuan: false,
    });
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('persetujuan: Anda harus menyetujui pernyataan untuk mendaftar');
  });
});
