import { describe, expect, it } from 'vitest';
import { KEGIATAN_PPG_SEED, KEGIATAN_SYSTEM_DECISIONS } from './kegiatan';
import {
  keputusanKegiatanAtas,
  LAPORAN_KEGIATAN_SEED,
  STATUS_LAPORAN_KEGIATAN,
  statusLaporanKegiatanLabel,
} from './laporan-kegiatan';

describe('activity reports (issue 26 §3)', () => {
  it("labels spec §4's statuses, names the director's step, and reads anything else as a dash", () => {
    expect(statusLaporanKegiatanLabel('REVIEWER')).toBe('Review oleh Group Head');
    expect(statusLaporanKegiatanLabel('RETURN')).toBe('Dikembalikan oleh Group Head');
    expect(statusLaporanKegiatanLabel('EOFFICE')).toBe('Proses Persetujuan Eoffice');
    expect(statusLaporanKegiatanLabel('APPROVED')).toBe('Laporan Disetujui');
    expect(statusLaporanKegiatanLabel('REJECTED')).toBe('laporan Ditolak');
    expect(statusLaporanKegiatanLabel('DIREKTUR')).toBe('Persetujuan Direktur');
    expect(statusLaporanKegiatanLabel('LAIN')).toBe('-');
    expect(statusLaporanKegiatanLabel(null)).toBe('-');
  });

  it('gives every status a step, and only the system moves out of the e-office', () => {
    const statuses = new Set(LAPORAN_KEGIATAN_SEED.tasks.map((t) => t.status));
    for (const s of STATUS_LAPORAN_KEGIATAN) expect(statuses.has(s)).toBe(true);
    const fromEoffice = LAPORAN_KEGIATAN_SEED.sequences.filter(([from]) => from === 'eoffice');
    expect(fromEoffice).toHaveLength(2);
    for (const seq of fromEoffice) expect(seq[4]).toBe('sistem');
    // Approved is final: no decision leaves it.
    expect(LAPORAN_KEGIATAN_SEED.sequences.some(([from]) => from === 'disetujui')).toBe(false);
  });

  it("moves the activity by a system decision its own process offers at the step the report's move implies", () => {
    const kegiatanAt: Record<string, string> = {
      [KEGIATAN_SYSTEM_DECISIONS.laporanDiajukan]: 'pelaksanaan',
      [KEGIATAN_SYSTEM_DECISIONS.laporanDikembalikan]: 'proses_laporan',
      [KEGIATAN_SYSTEM_DECISIONS.laporanEoffice]: 'proses_laporan',
      [KEGIATAN_SYSTEM_DECISIONS.laporanDisetujui]: 'eoffice',
      [KEGIATAN_SYSTEM_DECISIONS.laporanDitolak]: 'eoffice',
    };
    const offered = (from: string, decision: string) =>
      KEGIATAN_PPG_SEED.sequences.some(([f, , d, , s]) => f === from && d === decision && s === 'sistem');
    const moves: [string, string, string | null][] = [
      ['DRAFT', 'REVIEWER', KEGIATAN_SYSTEM_DECISIONS.laporanDiajukan],
      ['RETURN', 'REVIEWER', KEGIATAN_SYSTEM_DECISIONS.laporanDiajukan],
      ['REVIEWER', 'RETURN', KEGIATAN_SYSTEM_DECISIONS.laporanDikembalikan],
      ['REVIEWER', 'DIREKTUR', null],
      ['DIREKTUR', 'RETURN', KEGIATAN_SYSTEM_DECISIONS.laporanDikembalikan],
      ['DIREKTUR', 'EOFFICE', KEGIATAN_SYSTEM_DECISIONS.laporanEoffice],
      ['EOFFICE', 'APPROVED', KEGIATAN_SYSTEM_DECISIONS.laporanDisetujui],
      ['EOFFICE', 'REJECTED', KEGIATAN_SYSTEM_DECISIONS.laporanDitolak],
      ['REJECTED', 'RETURN', null],
    ];
    for (const [from, to, decision] of moves) {
      const got = keputusanKegiatanAtas(from as never, to as never);
      expect(got, `${from} → ${to}`).toBe(decision);
      if (got) expect(offered(kegiatanAt[got] ?? '', got)).toBe(true);
    }
  });
});
