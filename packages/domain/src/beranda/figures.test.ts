import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { canOpen } from '../access/guard';
import { routeByName } from '../access/routes/registry';
import { sessionOf } from '../access/testProfiles';
import { laporanListQuerySchema } from '../api/laporan';
import { profilKlopQuerySchema } from '../api/ppgProfilKlop';
import { verifikasiListQuerySchema } from '../api/ppgVerifikasi';
import { ogListQuerySchema } from '../og/api';
import { tagihanListQuerySchema } from '../piutang/api';
import { reportQuerySchema } from '../report/api';
import {
  BERANDA_ROLES,
  berandaFigures,
  TINDAKAN_LAPORAN,
  TINDAKAN_LAPORAN_LABELS,
  tugasRoute,
} from './figures';

/** The query schema of the list a route shows (the filters it reads from its URL). */
function listSchema(route: string) {
  if (/-laporan(-anggota)?$/.test(route)) return laporanListQuerySchema;
  if (/og-list$|rincian-og-belum-djkn$|verifikasi-og$/.test(route)) return ogListQuerySchema;
  if (/monitoring-piutang$/.test(route)) return tagihanListQuerySchema;
  if (route === 'kpk-kpk-profile-klop') return profilKlopQuerySchema;
  if (/verifikasi-list$|ApprovalVerifikasi$/.test(route)) return verifikasiListQuerySchema;
  if (/-report-/.test(route)) return reportQuerySchema;
  // The year's frame and the intervention list read the year from their URL.
  if (/KLOP-index$|intervensi-upg$/.test(route)) return z.strictObject({ tahun: z.coerce.number().int() });
  return null;
}

describe('home figures (issue 24 §3)', () => {
  it('gives each work role figures with unique keys, each opening a list the role may open', () => {
    for (const role of BERANDA_ROLES) {
      const figures = berandaFigures(role);
      expect(figures.length, role).toBeGreaterThan(0);
      expect(new Set(figures.map((f) => f.key)).size, role).toBe(figures.length);
      const session = sessionOf([role], { pelapors: 1 });
      for (const f of figures)
        expect(canOpen(routeByName(f.route), session), `${role} ${f.route}`).toBe(true);
    }
  });

  it('opens each list with a filter that list accepts, so the list counts what the figure counts', () => {
    for (const role of BERANDA_ROLES)
      for (const f of berandaFigures(role)) {
        const schema = listSchema(f.route);
        if (!schema) {
          expect(f.query, `${role} ${f.key}`).toEqual({});
          continue;
        }
        const parsed = schema.safeParse(f.query);
        expect(parsed.success, `${role} ${f.key}`).toBe(true);
        // Nothing of the filter is dropped on the way.
        for (const key of Object.keys(f.query)) expect(parsed.data, `${role} ${f.key}`).toHaveProperty(key);
      }
  });

  it('gives the PPG roles the year’s figures, each opening its list on that year', () => {
    const gh = berandaFigures('ketua_group_ppg', 2025);
    expect(gh.map((f) => f.key)).toEqual([
      'ppg_peserta',
      'ppg_rencana_diajukan',
      'ppg_rencana_disetujui',
      'ppg_verifikasi_gh',
      'ppg_risiko_very_high',
      'ppg_intervensi',
    ]);
    for (const f of gh) expect(f.query.tahun).toBe('2025');
    expect(berandaFigures('ketua_tim_ppg').map((f) => f.key)).toContain('ppg_verifikasi_katim');
    expect(berandaFigures('anggota_tim_ppg').map((f) => f.key)).toContain('ppg_verifikasi_saya');
  });

  it('has no work home for the other roles, and words for every action a list filters on', () => {
    expect(berandaFigures('koordinator')).toEqual([]);
    expect(berandaFigures(null)).toEqual([]);
    for (const t of TINDAKAN_LAPORAN) expect(TINDAKAN_LAPORAN_LABELS[t]).toMatch(/^[A-Z]/);
  });

  it('sends a task to the object, else to the report in the role’s own area', () => {
    const base = { jenis: 'teruskan' as const, laporan_id: 7, og_id: null };
    expect(tugasRoute('upg', base)).toEqual({ name: 'upg-laporan-detail', params: { id: 7 } });
    expect(tugasRoute('individu', { ...base, jenis: 'bayar' })).toEqual({
      name: 'individu-laporan-detail',
      params: { id: 7 },
    });
    expect(tugasRoute('data_entry', { ...base, jenis: 'draf' }).name).toBe('data-entry-laporan-edit');
    expect(tugasRoute('admin_pengelola_OG', { ...base, jenis: 'serah_og', og_id: 3 })).toEqual({
      name: 'kpk-og-view',
      params: { id: 3 },
    });
    for (const role of BERANDA_ROLES) expect(() => routeByName(tugasRoute(role, base).name)).not.toThrow();
  });
});
