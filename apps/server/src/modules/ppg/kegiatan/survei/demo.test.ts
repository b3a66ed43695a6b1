import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ppg_kegiatans } from '../../../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../../../test/app';
import { seedDemoKegiatan } from '../demo';
import { seedDemoSurveiKegiatan } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());
type Link = { jumlah_responden: number };

describe('activity surveys demo', () => {
  it('attaches an answered pre/post pair to the running demo activity, through the services, once', async () => {
    const app = t.app as Parameters<typeof seedDemoKegiatan>[0];
    await seedDemoKegiatan(app);
    expect(await seedDemoSurveiKegiatan(app)).toBe(2);
    expect(await seedDemoSurveiKegiatan(app)).toBe(0);
    const [k] = await t.database.db
      .select({ id: ppg_kegiatans.id })
      .from(ppg_kegiatans)
      .where(eq(ppg_kegiatans.judul, 'Bimbingan Teknis Penanganan Laporan Gratifikasi'));
    const gh = caller(t.app, await loginAs(t.app, 'ketua_group_ppg'));
    const res = await gh('GET', `/api/kegiatan/${k?.id}/survei`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect((data.tautan as Link[]).map((l) => l.jumlah_responden)).toEqual([12, 10]);
    const banding = data.banding as unknown as {
      keseluruhan: { pre: number; post: number };
      pertanyaan: unknown[];
    };
    expect(banding.pertanyaan).toHaveLength(3);
    expect(banding.keseluruhan.post).toBeGreaterThan(banding.keseluruhan.pre);
  }, 300_000);
});
