import { describe, expect, it } from 'vitest';
import { presensiIsiSchema } from '../api/ppgKegiatan';
import { nipError } from '../validation/nip';
import { seedSequences } from '../workflow/default-process';
import { buildGraph, decide } from '../workflow/engine';
import {
  KEGIATAN_PPG_SEED,
  keputusanKhususGroupHead,
  presensiWindowState,
  rentangKalender,
  STATUS_KEGIATAN,
  STATUS_KEGIATAN_LABELS,
  statusCounts,
  statusOfTab,
} from './kegiatan';

describe('activity status groups (SPEC §3)', () => {
  it('are exactly the spec’s groups, in its order', () => {
    expect(STATUS_KEGIATAN.map((s) => STATUS_KEGIATAN_LABELS[s])).toEqual([
      'Analisis Kegiatan',
      'Kegiatan Tidak Dipenuhi',
      'Kegiatan Dibatalkan/Diarsipkan',
      'Pelaporan Kegiatan di SIG',
      'Dalam Proses di User lain',
      'Persetujuan di E-Office',
      'Siklus Kegiatan Selesai',
    ]);
  });

  it('counts every group, zero where none, with their Total; unknown statuses are not counted', () => {
    const c = statusCounts([
      { status: 'ANALISIS', n: 2 },
      { status: 'SELESAI', n: 3 },
      { status: 'X', n: 9 },
    ]);
    expect(c).toMatchObject({ ANALISIS: 2, SELESAI: 3, EOFFICE: 0, TOTAL: 5 });
  });

  it('reads a tab slug as its group; no tab or an unknown one is every group', () => {
    expect(statusOfTab('tidak-dipenuhi')).toBe('TIDAK_DIPENUHI');
    expect(statusOfTab(undefined)).toBeNull();
    expect(statusOfTab('constructor')).toBeNull();
  });

  it('gives every step of the process a status group, and every group a step', () => {
    const used = new Set(KEGIATAN_PPG_SEED.tasks.map((t) => t.status));
    for (const s of STATUS_KEGIATAN) expect(used.has(s)).toBe(true);
    for (const t of KEGIATAN_PPG_SEED.tasks) expect(STATUS_KEGIATAN).toContain(t.status);
  });

  it('leaves cancelling past the draft to the PPG group head', () => {
    expect(keputusanKhususGroupHead('pelaksanaan', 'batalkan')).toBe(true);
    expect(keputusanKhususGroupHead('draf', 'batalkan')).toBe(false);
    expect(keputusanKhususGroupHead('analisis', 'terima')).toBe(false);
  });
});

describe('the process on the engine', () => {
  const graph = buildGraph({
    kode: 'KEGIATAN_PPG',
    versi: 1,
    tasks: KEGIATAN_PPG_SEED.tasks,
    sequences: seedSequences(KEGIATAN_PPG_SEED.sequences),
  });
  const at = (step: string) => ({ step, version: 1, assignee_user_id: 7, tim_id: null, grup_id: null });

  it('lets the group head accept, decline or cancel in analysis, and never a member', () => {
    const gh = { user_id: 1, role: 'ketua_group_ppg' as const };
    expect(decide(graph, at('analisis'), gh, 'tolak', 1)).toMatchObject({ ok: true });
    expect(decide(graph, at('analisis'), { user_id: 7, role: 'anggota_tim_ppg' }, 'terima', 1)).toMatchObject(
      {
        ok: false,
      },
    );
  });

  it('leaves the report chain’s moves to the system', () => {
    const member = { user_id: 7, role: 'anggota_tim_ppg' as const };
    expect(decide(graph, at('pelaksanaan'), member, 'laporan_diajukan', 1)).toMatchObject({ ok: false });
  });
});

describe('attendance window rules', () => {
  const now = new Date('2026-11-27T03:00:00Z');
  const w = (opens: string | null, expires: string, closed: string | null = null) => ({
    opens_at: opens,
    expires_at: expires,
    closed_at: closed,
  });
  it('is open from its start (inclusive) to its end (exclusive)', () => {
    expect(presensiWindowState(w('2026-11-27T03:00:00Z', '2026-11-27T05:00:00Z'), now)).toBe('DIBUKA');
    expect(presensiWindowState(w('2026-11-27T03:00:01Z', '2026-11-27T05:00:00Z'), now)).toBe('BELUM_DIBUKA');
    expect(presensiWindowState(w(null, '2026-11-27T03:00:00Z'), now)).toBe('BERAKHIR');
  });
  it('closed early wins over its window', () => {
    expect(presensiWindowState(w(null, '2026-11-27T05:00:00Z', '2026-11-27T02:00:00Z'), now)).toBe('DITUTUP');
  });
});

describe('the public attendance form', () => {
  const ok = {
    nama: 'Siti Lestari',
    jenis_identitas: 'NIK',
    nomor_identitas: '3201011201900003',
    instansi_id: 4,
    level_jabatan: 'PENGAWAS',
    email: 'siti@contoh.go.id',
    telepon: '081234567890',
    persetujuan: true,
  };
  const fields = (body: unknown) => {
    const r = presensiIsiSchema.safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
  };
  it('accepts a valid person and names each bad field', () => {
    expect(fields(ok)).toEqual([]);
    expect(fields({ ...ok, nomor_identitas: '3201014001900003' })).toEqual(['nomor_identitas']);
    expect(fields({ ...ok, email: 'bukan-email' })).toEqual(['email']);
    expect(fields({ ...ok, telepon: 'abc' })).toEqual(['telepon']);
    expect(fields({ ...ok, persetujuan: false })).toEqual(['persetujuan']);
    expect(fields({ ...ok, instansi_id: null })).toEqual(['instansi_id']);
    expect(fields({ ...ok, instansi_id: null, instansi_lain: 'Koperasi\u0000' })).toEqual(['instansi_lain']);
  });
  it('checks a NIP by its own rule', () => {
    expect(fields({ ...ok, jenis_identitas: 'NIP', nomor_identitas: '199001122015031001' })).toEqual([]);
    expect(nipError('199013122015031001')).toMatch(/Tanggal lahir/);
    expect(nipError('199001122015033001')).toMatch(/jenis kelamin/);
    expect(nipError('19900112')).toMatch(/18 digit/);
  });
});

describe('rentangKalender', () => {
  it('covers a month from its first to its last day, leap years included', () => {
    expect(rentangKalender({ bulan: '2026-02' })).toEqual({ awal: '2026-02-01', akhir: '2026-02-28' });
    expect(rentangKalender({ bulan: '2028-02' })).toEqual({ awal: '2028-02-01', akhir: '2028-02-29' });
    expect(rentangKalender({ bulan: '2026-12' })).toEqual({ awal: '2026-12-01', akhir: '2026-12-31' });
  });
  it('covers the Monday-to-Sunday week holding a day, across months and years', () => {
    // 2026-11-29 is a Sunday, 2026-11-23 a Monday.
    expect(rentangKalender({ minggu: '2026-11-29' })).toEqual({ awal: '2026-11-23', akhir: '2026-11-29' });
    expect(rentangKalender({ minggu: '2026-11-23' })).toEqual({ awal: '2026-11-23', akhir: '2026-11-29' });
    expect(rentangKalender({ minggu: '2027-01-01' })).toEqual({ awal: '2026-12-28', akhir: '2027-01-03' });
  });
});
