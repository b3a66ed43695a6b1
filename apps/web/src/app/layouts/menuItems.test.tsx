import { describe, expect, it } from 'vitest';
import { profileWith } from '@/test/profiles';
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
