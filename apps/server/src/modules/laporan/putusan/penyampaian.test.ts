import { addWorkingDays } from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app_configs, audit_logs, laporans } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { holidaysOf } from '../lookups';
import { PATH_TO_SK } from '../proses/scenario';
import { reportWalker } from '../proses/testing';

/** Issue 28 §2: the SK reaches the reporter within 7 HK — its clock, the moment it arrived, report-7hk. */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
}, 600_000);
afterAll(() => t.close());

async function decided(): Promise<number> {
  const id = await w.fileReport();
  await w.walk(id, PATH_TO_SK);
  return id;
}

async function row(id: number) {
  const [r] = await db()
    .select({
      sk_tanggal: laporans.sk_tanggal,
      sk_batas_sampai: laporans.sk_batas_sampai,
      sk_sampai_at: laporans.sk_sampai_at,
      sk_sampai_via: laporans.sk_sampai_via,
      nosig: laporans.nosig,
    })
    .from(laporans)
    .where(eq(laporans.id, id));
  if (!r) throw new Error('no report');
  return r;
}

const report7hk = async (nosig: string | null) => {
  const res = await w.call('ketua_group')(
    'GET',
    `/api/report/report-7hk?q=${encodeURIComponent(nosig ?? '')}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows as Record<string, unknown>[];
};

describe('the SK delivery clock (reporter’s first download, the default)', () => {
  let id: number;
  beforeAll(async () => {
    id = await decided();
  }, 600_000);

  it('starts when the SK is numbered: 7 HK from its date, not yet delivered', async () => {
    const r = await row(id);
    expect(r.sk_tanggal).not.toBeNull();
    const holidays = await holidaysOf(db());
    expect(r.sk_batas_sampai).toBe(addWorkingDays(r.sk_tanggal ?? '', 7, holidays));
    expect(r.sk_sampai_at).toBeNull();
    expect(await report7hk(r.nosig)).toMatchObject([
      {
        nosig: r.nosig,
        tanggal_sk: r.sk_tanggal,
        batas: r.sk_batas_sampai,
        sampai: null,
        keadaan: 'Belum sampai',
      },
    ]);
  });

  it('a staff download does not count; the reporter’s first download does, once, audited', async () => {
    expect((await w.call('ketua_group')('GET', `/api/laporan/${id}/dokumen/draft-sk`)).statusCode).toBe(200);
    expect((await row(id)).sk_sampai_at).toBeNull();
    expect((await w.call('individu')('GET', `/api/laporan/${id}/dokumen/pengantar-sk`)).statusCode).toBe(200);
    const first = await row(id);
    expect(first).toMatchObject({ sk_sampai_via: 'UNDUH' });
    expect(first.sk_sampai_at).not.toBeNull();
    expect((await w.call('individu')('GET', `/api/laporan/${id}/dokumen/draft-sk`)).statusCode).toBe(200);
    expect((await row(id)).sk_sampai_at).toEqual(first.sk_sampai_at);
    const trail = await db().select().from(audit_logs).where(eq(audit_logs.action, 'sk.sampai'));
    expect(trail.filter((a) => a.entity_id === String(id))).toHaveLength(1);
    const [line] = await report7hk(first.nosig);
    expect(line).toMatchObject({ melalui: 'Unduhan pelapor', keadaan: 'Tepat waktu' });
  });

  it('reads late, delivered or not, against its deadline', async () => {
    await db().update(laporans).set({ sk_batas_sampai: '2020-01-02' }).where(eq(laporans.id, id));
    expect((await report7hk((await row(id)).nosig))[0]).toMatchObject({ keadaan: 'Terlambat' });
    await db().update(laporans).set({ sk_sampai_at: null, sk_sampai_via: null }).where(eq(laporans.id, id));
    expect((await report7hk((await row(id)).nosig))[0]).toMatchObject({
      keadaan: 'Lewat batas, belum sampai',
    });
  });

  it('is the KPK’s report: the reporter and a UPG may not read it', async () => {
    expect((await w.call('individu')('GET', '/api/report/report-7hk')).statusCode).toBe(403);
  });
});

describe('the SK delivery clock when the configuration counts the e-office’s dispatch', () => {
  it('records the delivery when the numbered SPSK goes out, and not the reporter’s download', async () => {
    await db()
      .insert(app_configs)
      .values({ key: 'penyampaian_sk_sumber', value: 'eoffice' })
      .onConflictDoUpdate({ target: app_configs.key, set: { value: 'eoffice' } });
    try {
      const id = await decided();
      const r = await row(id);
      expect(r).toMatchObject({ sk_sampai_via: 'EOFFICE' });
      expect(r.sk_sampai_at).not.toBeNull();
      expect((await report7hk(r.nosig))[0]).toMatchObject({ melalui: 'E-office', keadaan: 'Tepat waktu' });
    } finally {
      await db().delete(app_configs).where(eq(app_configs.key, 'penyampaian_sk_sumber'));
    }
  });
});
