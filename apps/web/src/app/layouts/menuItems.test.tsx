import { APP_ROUTES, isLinkable, MENU_TABLES, NOT_IN_MENU } from '@gratifikasi/domain';
import { describe, expect, it } from 'vitest';
import { profileWith } from '@/test/profiles';
import { hasScreen } from '../screens';
import { areaMenu } from './areaMenu';
import { menuGroupKey, menuItems } from './menuItems';

interface Item {
  key: string;
  label: unknown;
  children?: Item[];
}

describe('admin menu groups', () => {
  it('nests the master lists in sub-menus by group, after the ungrouped entries', () => {
    const items = menuItems(areaMenu('admin', profileWith(['sysadmin']))) as Item[];
    expect(items[0]?.key).toBe('admin-home');
    const groups = items.filter((item) => item.children);
    expect(groups.map((g) => g.label)).toEqual([
      'Organisasi',
      'Gratifikasi',
      'Geografi & Mata Uang',
      'Konten',
      'Risiko & Intervensi',
      'Workflow',
      'Kegiatan & Publikasi',
      'Umum',
    ]);
    const geografi = groups.find((g) => g.key === 'group-geografi');
    expect(geografi?.children?.map((c) => c.key)).toContain('admin-master-provinsi');
    expect(items.some((item) => item.key === 'admin-master-provinsi')).toBe(false);
  });

  it('opens the group of the list or detail screen being shown', () => {
    expect(menuGroupKey('admin-master-provinsi')).toBe('group-geografi');
    expect(menuGroupKey('admin-master-provinsi-detail')).toBe('group-geografi');
    expect(menuGroupKey('admin-home')).toBeNull();
    expect(menuGroupKey(null)).toBeNull();
  });
});

describe('menus by task (KPK, UPG)', () => {
  it('places every list screen of a grouped area in the menu table, or names why it is left out', () => {
    for (const [area, table] of Object.entries(MENU_TABLES)) {
      const placed = new Set((table ?? []).map(([name]) => name));
      const unplaced = APP_ROUTES.filter(
        (r) =>
          r.area === area &&
          isLinkable(r) &&
          hasScreen(r.name) &&
          !placed.has(r.name) &&
          !NOT_IN_MENU.has(r.name),
      ).map((r) => r.name);
      expect(unplaced, area).toEqual([]);
    }
  });

  it('nests the koordinator’s entries under the task groups, the home and notifications on top', () => {
    const items = menuItems(areaMenu('kpk', profileWith(['koordinator']))) as Item[];
    expect(items[0]?.key).toBe('kpk-beranda');
    const groups = items.filter((item) => item.children);
    expect(groups.map((g) => g.label)).toEqual([
      'Laporan',
      'Proses',
      'Dokumen',
      'Objek & Piutang',
      'Laporan & Statistik',
      'Master',
    ]);
    const proses = groups.find((g) => g.key === 'task-proses');
    expect(proses?.children?.map((c) => c.key)).toEqual(
      expect.arrayContaining(['kpk-distribusi-laporan', 'kpk-koordinator-laporan']),
    );
    expect(menuGroupKey('kpk-distribusi-laporan')).toBe('task-proses');
    expect(menuGroupKey('kpk-beranda')).toBeNull();
  });

  it('gives the object manager one entry per list, under Objek & Piutang', () => {
    const items = menuItems(areaMenu('kpk', profileWith(['admin_pengelola_OG']))) as Item[];
    const objek = items.find((g) => g.key === 'task-objek');
    const keys = objek?.children?.map((c) => c.key) ?? [];
    expect(keys).toContain('kpk-penerimaan-og-list');
    expect(keys).not.toContain('kpk-penerimaan-og-list-mobile');
    expect(keys).not.toContain('kpk-kpk-penerimaan-og-list');
    expect(keys).not.toContain('kpk-penerimaan-og-create');
  });
});
