import { describe, expect, it } from 'vitest';
import { jadwalBodySchema, jadwalSchemaFor } from '../api/ppgKonfigurasi';
import {
  dalamJendela,
  defaultJadwal,
  hariTerlambat,
  jadwalDariDatar,
  jadwalDatar,
  jendelaOf,
  pengingatJatuhTempo,
  periksaJadwal,
  pesanLuarJendela,
  salinJadwal,
  sisaHari,
  statusJendela,
  terlambat,
} from './jadwal';

describe('the monitoring schedule', () => {
  const j = defaultJadwal(2026);

  it('starts a year with the plan in January and each quarter open from its first day to 15 days after', () => {
    expect(j.rencana).toEqual({ mulai: '2026-01-01', selesai: '2026-01-31' });
    expect(j.realisasi[1]).toEqual({ mulai: '2026-01-01', selesai: '2026-04-15' });
    expect(j.realisasi[2]).toEqual({ mulai: '2026-04-01', selesai: '2026-07-15' });
    expect(j.realisasi[4]).toEqual({ mulai: '2026-10-01', selesai: '2027-01-15' });
    expect(j.verifikasi).toEqual({ mulai: '2027-01-16', selesai: '2027-03-31' });
    expect(periksaJadwal(j)).toEqual({});
  });

  it('includes both ends of a window, read on the Jakarta calendar', () => {
    const w = jendelaOf(j, 'realisasi', 2);
    expect(dalamJendela(w, '2026-04-01')).toBe(true);
    expect(dalamJendela(w, '2026-07-15')).toBe(true);
    expect(dalamJendela(w, '2026-07-16')).toBe(false);
    expect(dalamJendela(w, '2026-03-31')).toBe(false);
    // 2026-07-15T17:30Z is already 16 July in Jakarta (UTC+7).
    expect(dalamJendela(w, new Date('2026-07-15T16:59:00Z'))).toBe(true);
    expect(dalamJendela(w, new Date('2026-07-15T17:30:00Z'))).toBe(false);
    expect(statusJendela(w, '2026-03-01')).toBe('BELUM_DIBUKA');
    expect(statusJendela(w, '2026-05-01')).toBe('DIBUKA');
    expect(statusJendela(w, '2026-08-01')).toBe('DITUTUP');
  });

  it('calls a submission late after its window closes, and counts the days', () => {
    const w = j.rencana;
    expect(terlambat(w, '2026-01-31')).toBe(false);
    expect(terlambat(w, '2026-02-01')).toBe(true);
    expect(hariTerlambat(w, '2026-02-03')).toBe(3);
    expect(hariTerlambat(w, '2026-01-10')).toBe(0);
    expect(terlambat(w, '2025-12-01')).toBe(false);
  });

  it('counts the days left and says when a reminder is due', () => {
    const w = j.rencana;
    expect(sisaHari(w, '2026-01-24')).toBe(7);
    expect(sisaHari(w, '2026-01-31')).toBe(0);
    expect(pengingatJatuhTempo(w, '2026-01-24', [7, 3, 1])).toBe(true);
    expect(pengingatJatuhTempo(w, '2026-01-25', [7, 3, 1])).toBe(false);
    expect(pengingatJatuhTempo(w, '2025-12-25', [7])).toBe(false);
  });

  it('words a submission outside its window with the date', () => {
    expect(pesanLuarJendela(j.rencana, '2026-02-02', 'Rencana kerja')).toBe(
      'Batas pengajuan rencana kerja sudah lewat (31-01-2026)',
    );
    expect(pesanLuarJendela(j.realisasi[3], '2026-06-01', 'Realisasi Triwulan III')).toBe(
      'Realisasi Triwulan III baru dapat diajukan mulai 01-07-2026',
    );
    expect(pesanLuarJendela(j.rencana, '2026-01-15', 'Rencana kerja')).toBeNull();
  });

  it('copies a schedule to the next year, 29 February becoming the 28th', () => {
    const leap = { ...defaultJadwal(2028), rencana: { mulai: '2028-01-02', selesai: '2028-02-29' } };
    const next = salinJadwal(leap, 2029);
    expect(next.tahun).toBe(2029);
    expect(next.rencana).toEqual({ mulai: '2029-01-02', selesai: '2029-02-28' });
    expect(next.realisasi[4]).toEqual({ mulai: '2029-10-01', selesai: '2030-01-15' });
    expect(periksaJadwal(next)).toEqual({});
  });

  it('round-trips the flat form', () => {
    expect(jadwalDariDatar(2026, jadwalDatar(j))).toEqual(j);
  });

  it('refuses windows that end before they start or open before their quarter', () => {
    const bad = jadwalDatar(j);
    bad.rencana_selesai = '2025-12-31';
    bad.tw3_mulai = '2026-06-30';
    bad.verifikasi_selesai = '2028-01-01';
    const errors = periksaJadwal(jadwalDariDatar(2026, bad));
    expect(errors.rencana_selesai).toMatch(/sebelum tanggal mulai/);
    expect(errors.tw3_mulai).toBe('Realisasi Triwulan III tidak dapat dibuka sebelum 01-07-2026');
    expect(errors.verifikasi_selesai).toBe('Verifikasi paling lambat ditutup 31-12-2027');
  });

  it('puts the cross-field checks on the API schema, each under its field', () => {
    const body = { ...jadwalDatar(j), revisi: 0, tw1_selesai: '2025-12-01' };
    expect(jadwalBodySchema.safeParse(body).success).toBe(true);
    const parsed = jadwalSchemaFor(2026).safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('tw1_selesai');
    expect(jadwalSchemaFor(2026).safeParse({ ...body, tw1_selesai: '2026-02-30' }).success).toBe(false);
  });
});
