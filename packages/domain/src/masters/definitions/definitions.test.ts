import { describe, expect, it } from 'vitest';
import { masterAdminScreens, routeByName } from '../../access/routes';
import { validateRegistry } from '../registry';
import { ALL_MASTER_DEFINITIONS } from './index';

/** The dropdown GETs of spec §7 "Masters (GET)" that are plain master lists. */
const SPEC_PATHS = [
  'jenis-penerimaan',
  'media-laporan',
  'hubungan-pemberi-penerima',
  'jenis-peristiwa',
  'checklist-kelengkapan',
  'jenis-objek',
  'mata-uang',
  'mata-uang/kurs-pajak',
  'provinsis',
  'kota-kabupatens',
  'kecamatan',
  'negaras',
  'instansi',
  'instansi/list-all',
  'djkn-kpknls',
  'unitkerja',
  'subunitkerja',
  'jenis-nomor-lains',
  'status-laporan',
  'kategori-status-laporan',
  'rekomendasi-objek',
  'kurs',
  'lokasi-objek-gratifikasis',
  'bidangs',
  'klasifikasi-bidangs',
  'klasifikasi-risiko',
  'metode-penerimaan-og',
  'jenis-publikasi-dokumen',
  'news-category',
  'image-slider',
  'bentuk-kegiatan',
  'jenis-kegiatan',
  'parameter-monev',
  'target-kepatuhan-instansi',
  'faq/list',
  // The institutions' dissemination and innovation catalogues (issue 26 §4).
  'jenis-diseminasi',
  'klasifikasi-kegiatan',
  'sasaran-kegiatan',
  'level-jabatan-peserta',
  'implementasi-inovasi',
  // The risk register's catalogues (issue 25 §2).
  'penyebab-risiko',
  'probabilitas-risiko',
  'dampak-kerugian',
];

const byKey = new Map(ALL_MASTER_DEFINITIONS.map((d) => [d.key, d]));

describe('master definitions', () => {
  it('form a sound registry', () => {
    expect(validateRegistry(ALL_MASTER_DEFINITIONS)).toEqual([]);
    expect(ALL_MASTER_DEFINITIONS.length).toBe(76);
  });
  it('serve every dropdown path of spec §7 exactly once', () => {
    const paths = ALL_MASTER_DEFINITIONS.flatMap((d) => d.publicPaths ?? []);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
  });
  it('open public content and geography to guests and working lists to signed-in users only', () => {
    for (const key of [
      'faq',
      'image-sliders',
      'kategori-berita',
      'provinsi',
      'kota-kabupaten',
      'kecamatan',
      'negara',
    ])
      expect(byKey.get(key)?.read).toBe('public');
    for (const key of ['instansi', 'unit-kerja', 'kurs', 'jenis-peristiwa']) {
      expect(byKey.get(key)?.read).toBe('authenticated');
    }
  });
  it('mark the bulk-kept masters importable', () => {
    const importable = ALL_MASTER_DEFINITIONS.filter((d) => d.importable).map((d) => d.key);
    expect(importable).toEqual(expect.arrayContaining(['instansi', 'unit-kerja', 'kurs', 'hari-libur']));
  });
  it('chain the regions and units for cascading dropdowns', () => {
    const relation = (key: string, field: string) =>
      byKey.get(key)?.fields.find((f) => f.name === field)?.relation?.master;
    expect(relation('kota-kabupaten', 'provinsi_id')).toBe('provinsi');
    expect(relation('kecamatan', 'kota_kabupaten_id')).toBe('kota-kabupaten');
    expect(relation('unit-kerja', 'instansi_id')).toBe('instansi');
    expect(relation('sub-unit-kerja', 'unit_kerja_id')).toBe('unit-kerja');
  });
  it('give every master an admin list screen that exists in the route table', () => {
    for (const def of ALL_MASTER_DEFINITIONS) {
      const screens = masterAdminScreens(def.key);
      expect(routeByName(screens.list).area).toBe('admin');
      if (screens.detail !== null) expect(routeByName(screens.detail).path).toMatch(/\/:id$/);
    }
    expect(masterAdminScreens('provinsi')).toEqual({
      list: 'admin-master-provinsi',
      detail: 'admin-master-provinsi-detail',
    });
    expect(masterAdminScreens('kurs-pajak').list).toBe('admin-master-kurs-kurs-pajak');
  });
});
