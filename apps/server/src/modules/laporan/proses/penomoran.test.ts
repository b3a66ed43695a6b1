import { workflowStepPath } from '@gratifikasi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { laporans, notifications, users } from '../../../db/schema';
import { PATH_TO_SK } from './scenario';
import { numberLetter } from './steps';
import { useProsesHarness } from './testing';

/** SK and SP3 numbering (SPEC §4 numbering states; §6 "SK and SP3 numbering: anggota_tim, Administrasi/Sekretaris"). */
const { db, call, fileReport, scenario, aksi, act } = useProsesHarness();

describe('numbering, by the secretariat or a team member', () => {
  it('waits on both roles; a team member numbers the SK, the secretariat the SPSK; others are refused', async () => {
    const id = await fileReport();
    const s = await scenario(id);
    const toNumbering = PATH_TO_SK.findIndex(([step]) => step === 'f7A');
    for (const [step, decision, role] of PATH_TO_SK.slice(0, toNumbering))
      await act(id, step, decision, role, s);

    // Both roles' holders are told it waits on them.
    const told = await db()
      .select({ username: users.username })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.user_id))
      .where(and(eq(notifications.entity_id, id), eq(notifications.entity, 'laporan')));
    expect(told.map((n) => n.username)).toEqual(expect.arrayContaining(['sekretaris', 'anggota_tim']));
    const atSk = await aksi('anggota_tim', id);
    expect(atSk).toMatchObject({ step: 'f7A', status_penomoran: 'SEDANG_SK', dapat_bertindak: true });
    expect(atSk.pemegang.perans).toEqual(['Administrasi/Sekretaris', 'anggota_tim']);
    // Both find it in their "waiting on me" tab.
    for (const role of ['anggota_tim', 'Administrasi/Sekretaris']) {
      const inbox = await call(role)('GET', '/api/laporan/kotak-masuk?tab=menunggu&per_page=100');
      const row = inbox.json().data.items.find((r: { id: number }) => r.id === id);
      // Held by anyone of either role: the row names the roles to ask.
      expect(row?.pemegang).toBe('Administrasi/Sekretaris / Anggota Tim');
    }
    const refused = await call('ketua_tim')('POST', `/api/${workflowStepPath(id, 'f7A')}`, {
      keputusan: 'bernomor',
      versi: atSk.version,
      tanggal: s.today,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Administrasi/Sekretaris, anggota_tim');

    await act(id, 'f7A', 'bernomor', 'anggota_tim', s);
    const [mid] = await db().select().from(laporans).where(eq(laporans.id, id));
    expect(mid?.status_penomoran).toBe('SEDANG_SPSK');
    await act(id, 'f7E', 'bernomor', 'Administrasi/Sekretaris', s);
    const [done] = await db()
      .select()
      .from(laporans)
      .where(inArray(laporans.id, [id]));
    expect(done).toMatchObject({ step: 'selesai', status_penomoran: 'SUDAH_SPSK' });
  });
});

describe('letter numbers', () => {
  it('100 parallel numberings get 100 distinct consecutive numbers', async () => {
    const id = await fileReport();
    const all = await Promise.all(
      Array.from({ length: 100 }, () =>
        db().transaction((tx) => numberLetter(tx, id, 'SP3', '{seq}/SP3/{YYYY}', '2031-03-02', null)),
      ),
    );
    const seqs = all.map((n) => Number(n.split('/')[0])).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(100);
    expect(seqs.at(-1)! - seqs[0]!).toBe(99);
  });
});
