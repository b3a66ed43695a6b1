import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';
import { formatNomor } from './numbering';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'sysadmin');
});
afterAll(() => t.close());

const put = (key: string, value: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/app-configs/${key}`, headers: bearer(admin), payload: { value } });

describe('business-rule app configs', () => {
  it('seeds the periods, thresholds, numbering format and upload limits of DOMAIN.md', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-configs', headers: bearer(admin) });
    const byKey = Object.fromEntries(
      res.json<{ data: { key: string; value: unknown }[] }>().data.map((c) => [c.key, c.value]),
    );
    expect(byKey).toMatchObject({
      batas_lapor_kpk_hk: 30,
      batas_lapor_upg_hk: 10,
      batas_teruskan_upg_hk: 10,
      batas_sk_hk: 30,
      batas_penyampaian_sk_hk: 7,
      batas_penyerahan_og_hk: 7,
      batas_kelengkapan_hk: 20,
      nl_batas_acara_per_pemberi: 1_500_000,
      nl_batas_rekan_per_pemberi: 500_000,
      nl_batas_rekan_per_tahun: 1_500_000,
      format_nomor_laporan: '{seq}/LAP-GRAT/{MM}/{YYYY}',
      upload_max_mb: 10,
      upload_max_files: 10,
    });
  });

  it('validates each kind of value', async () => {
    const cases: [string, unknown, string][] = [
      ['batas_lapor_kpk_hk', 0, 'Minimal 1 hari kerja'],
      ['batas_sk_hk', 2.5, 'Harus bilangan bulat'],
      ['nl_batas_acara_per_pemberi', -1, 'Tidak boleh negatif'],
      ['upload_max_mb', 51, 'Maksimal 50 MB'],
      ['format_nomor_laporan', 'LAP/{MM}/{YYYY}', 'Format wajib memuat {seq}'],
    ];
    for (const [key, value, message] of cases) {
      const res = await put(key, value);
      expect(res.statusCode, key).toBe(422);
      expect(res.json().errors.value, key).toContain(message);
    }
    const unknownPlaceholder = await put('format_nomor_laporan', '{seq}/{BULAN}');
    expect(unknownPlaceholder.statusCode).toBe(422);
  });

  it('stores a valid change and the code reads it at run time', async () => {
    const res = await put('batas_kelengkapan_hk', 15);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ key: 'batas_kelengkapan_hk', value: 15 });
    const settings = await t.app.ctx.settings.get();
    expect(settings.batas_kelengkapan_hk).toBe(15);
    expect(settings.nl_batas_rekan_per_tahun).toBe(1_500_000);
  });

  it('is closed to a non-admin role', async () => {
    const token = await loginAs(t.app, 'direktur');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/app-configs/batas_sk_hk',
      headers: bearer(token),
      payload: { value: 10 },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('formatNomor', () => {
  it('fills the placeholders of a numbering format', () => {
    expect(formatNomor('{seq}/LAP-GRAT/{MM}/{YYYY}', 7, '2026-03-05')).toBe('7/LAP-GRAT/03/2026');
    expect(formatNomor('{seq4}/SK/{MMR}/{YY}-{DD}', 12, '2026-11-22')).toBe('0012/SK/XI/26-22');
  });

  it('refuses a bad sequence or date', () => {
    expect(() => formatNomor('{seq}', 0, '2026-01-01')).toThrow(RangeError);
    expect(() => formatNomor('{seq}', 1, '22-11-2026')).toThrow(RangeError);
  });
});
