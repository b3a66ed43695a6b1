import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, wf_instances } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { todayJakarta } from '../laporan/lookups';
import { PATH_TO_SK } from '../laporan/proses/scenario';
import { reportWalker } from '../laporan/proses/testing';
import { userIdOf } from '../laporan/test-fixtures';
import { runDeadlines } from './deadlines';

/** Issue 10 §4: the daily job reminds and escalates on every kind of subject, not only reports. */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
});
afterAll(() => t.close());

describe('the deadline job on a second kind of subject (an SK cancellation request)', () => {
  it('reminds its holder with the request’s own name and link, and escalates once it is late', async () => {
    const laporanId = await w.fileReport();
    await w.walk(laporanId, PATH_TO_SK);
    const asked = await w.call('anggota_tim')('POST', '/api/laporan/pembatalan', {
      laporan_id: laporanId,
      alasan: 'Nilai taksiran pada SK keliru dan harus dianalisis ulang.',
      kembali_ke: 'f70',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().data.id as number;
    const instance = and(eq(wf_instances.subject_type, 'pembatalan_sk'), eq(wf_instances.subject_id, id));
    await db().update(wf_instances).set({ due_on: todayJakarta() }).where(instance);

    const head = await userIdOf(db(), 'ketua_group');
    const first = await db().transaction((tx) => runDeadlines(tx, t.app.ctx));
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const reminders = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, head),
          eq(notifications.entity, 'pembatalan_sk'),
          eq(notifications.judul, 'Tenggat mendekati'),
        ),
      );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ entity_id: id, tautan: `/kpk/pembatalan-sk/edit/${id}` });
    expect(reminders[0]?.pesan).toContain(`Pembatalan SK #${id} pada langkah persetujuan`);

    await db().update(wf_instances).set({ due_on: '2026-01-05' }).where(instance);
    const direktur = await userIdOf(db(), 'direktur');
    await db().transaction((tx) => runDeadlines(tx, t.app.ctx));
    const escalated = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, direktur),
          eq(notifications.entity, 'pembatalan_sk'),
          eq(notifications.judul, 'Eskalasi: tenggat terlewati'),
        ),
      );
    expect(escalated.map((n) => n.entity_id)).toEqual([id]);
    const again = await db().transaction((tx) => runDeadlines(tx, t.app.ctx));
    expect(again).toMatchObject({ reminded: 0, escalated: 0 });
  });
});
