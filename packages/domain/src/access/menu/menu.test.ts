import { describe, expect, it } from 'vitest';
import { homeRouteName } from '../guard';
import { ROLE_NAMES } from '../roles';
import { routeByName } from '../routes/registry';
import { sessionOf } from '../testProfiles';
import { MENU_GROUPS, MENU_TABLES, NOT_IN_MENU } from './groups';
import { areaMenuEntries, menuPlaceOf } from './menu';

const everyScreen = () => true;

/** Each role's own area menu, as if every route had a screen. */
const menus = ROLE_NAMES.map((role) => {
  const session = sessionOf([role], { pelapors: 1 });
  const area = routeByName(homeRouteName(session)).area;
  return { role, area, entries: areaMenuEntries(area, session, everyScreen) };
});

describe('menus by task', () => {
  it('places every route of a grouped table once, in its own area, with no parameter to fill', () => {
    for (const [area, table] of Object.entries(MENU_TABLES)) {
      const names = (table ?? []).map(([name]) => name);
      expect(new Set(names).size, area).toBe(names.length);
      for (const name of names) {
        const route = routeByName(name);
        expect(route.area, name).toBe(area);
        expect(NOT_IN_MENU.has(name), name).toBe(false);
        expect(menuPlaceOf(route), name).not.toBeNull();
      }
    }
    for (const name of NOT_IN_MENU) expect(() => routeByName(name)).not.toThrow();
  });

  it('gives each role one entry per destination, titled as its page, the home first', () => {
    for (const { role, entries } of menus) {
      const paths = entries.map((e) => e.path);
      const titles = entries.map((e) => e.title);
      expect(new Set(paths).size, role).toBe(paths.length);
      expect(new Set(titles).size, `${role}: ${titles.join(', ')}`).toBe(titles.length);
      for (const e of entries) expect(e.title).toBe(routeByName(e.name).title);
      expect(entries[0]?.name, role).toBe(homeRouteName(sessionOf([role], { pelapors: 1 })));
    }
  });

  it('groups the KPK and UPG menus by task, in the groups’ order, and keeps forms and old addresses out', () => {
    const order = MENU_GROUPS.map((g) => g.key);
    for (const { role, area, entries } of menus.filter((m) => m.area === 'kpk' || m.area === 'upg')) {
      const seen = entries.flatMap((e) => (e.group ? [e.group.key] : []));
      const firstSeen = [...new Set(seen)];
      expect(firstSeen, role).toEqual(order.filter((k) => firstSeen.includes(k)));
      // Once a group starts, its entries are together.
      expect(seen.join(','), role).toBe(firstSeen.flatMap((k) => seen.filter((s) => s === k)).join(','));
      expect(entries.filter((e) => !e.group).length, role).toBeLessThanOrEqual(4);
      expect(
        entries.some((e) => /create|tambah|mobile/.test(e.name)),
        `${role} ${area}`,
      ).toBe(entries.some((e) => e.name.endsWith('laporan-create')));
    }
    const og = menus.find((m) => m.role === 'admin_pengelola_OG')?.entries ?? [];
    expect(og.filter((e) => e.title.startsWith('Daftar Penerimaan OG')).map((e) => e.name)).toEqual([
      'kpk-penerimaan-og-list',
    ]);
    expect(og.find((e) => e.name === 'kpk-og-list')?.group?.title).toBe('Objek & Piutang');
    const admin = menus.find((m) => m.role === 'admin')?.entries ?? [];
    expect(admin.map((e) => e.title)).not.toContain('Tambah Aturan Internal');
    expect(admin.find((e) => e.name === 'kpk-master-aturan-internal')?.group?.title).toBe('Master');
  });

  it('titles the UPG statistics entry after the page it opens', () => {
    const upg = menus.find((m) => m.role === 'upg')?.entries ?? [];
    expect(upg.find((e) => e.name === 'upg-report')?.title).toBe('Laporan Bulanan');
    expect(upg.find((e) => e.name === 'upg-report')?.group?.title).toBe('Laporan & Statistik');
  });

  it('leaves the flat areas flat and the admin area to its master groups', () => {
    for (const { role, area, entries } of menus.filter((m) => m.area !== 'kpk' && m.area !== 'upg')) {
      expect(
        entries.every((e) => e.group === undefined),
        `${role} ${area}`,
      ).toBe(true);
    }
  });
});

describe('the admin report data screens (issue 28 §1)', () => {
  it('lists both data lists in the admin menu of sysadmin and superuser, never the detail', () => {
    for (const role of ['sysadmin', 'superuser'] as const) {
      const names = areaMenuEntries('admin', sessionOf([role]), everyScreen).map((e) => e.name);
      expect(names, role).toEqual(expect.arrayContaining(['admin-laporans', 'admin-rincian-laporans']));
      expect(names, role).not.toContain('admin-admin-laporan-detail');
    }
  });
});
