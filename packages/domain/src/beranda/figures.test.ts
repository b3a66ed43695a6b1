import { describe, expect, it } from 'vitest';
import { canOpen } from '../access/guard';
import { routeByName } from '../access/routes/registry';
import { sessionOf } from '../access/testProfiles';
import { laporanListQuerySchema } from '../api/laporan';
import { ogListQuerySchema } from '../og/api';
import { tagihanListQuerySchema } from '../piutang/api';
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
