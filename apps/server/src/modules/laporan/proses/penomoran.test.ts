import { formatDate, workflowStepPath } from '@gratifikasi/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  laporan_nomor_surats,
  laporans,
  notifications,
  users,
  wf_events,
  wf_instances,
} from '../../../db/schema';
import { todayJakarta } from '../lookups';
import { masterId } from '../test-fixtures';
import { PATH_ALL_NL, PATH_TO_SK } from './scenario';
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

describe('the date of a numbered letter', () => {
  const before = (path: readonly (readonly [string, string, string])[], step: string) =>
    path.slice(
      0,
      path.findIndex(([s]) => s === step),
    );
  const number = async (id: number, step: string, tanggal: string) =>
    call('Administrasi/Sekretaris')('POST', `/api/${workflowStepPath(id, step)}`, {
      keputusan: 'bernomor',
      versi: (await aksi('Administrasi/Sekretaris', id)).version,
      tanggal,
    });
  const numbers = (id: number) =>
    db().select().from(laporan_nomor_surats).where(eq(laporan_nomor_surats.laporan_id, id));

  it('lies between the last decision and today in Jakarta, for the SK and its SPSK; else 422 and no number', async () => {
    const id = await fileReport();
    const s = await scenario(id);
    for (const [step, decision, role] of before(PATH_TO_SK, 'f7A')) await act(id, step, decision, role, s);
    // The signature that sent it to numbering was three days ago.
    const today = todayJakarta();
    const signed = todayJakarta(Date.now() - 3 * 86_400_000);
    const [instance] = await db()
      .select()
      .from(wf_instances)
      .where(and(eq(wf_instances.subject_type, 'laporan'), eq(wf_instances.subject_id, id)));
    const [last] = await db()
      .select()
      .from(wf_events)
      .where(eq(wf_events.instance_id, instance?.id ?? 0))
      .orderBy(desc(wf_events.id))
      .limit(1);
    await db()
      .update(wf_events)
      .set({ created_at: new Date(`${signed}T12:00:00+07:00`) })
      .where(eq(wf_events.id, last?.id ?? 0));
    const range = `Tanggal surat harus antara ${formatDate(signed)} (keputusan terakhir) dan ${formatDate(today)} (hari ini)`;
    for (const tanggal of ['2099-12-31', '1900-01-01', todayJakarta(Date.now() - 4 * 86_400_000)]) {
      const res = await number(id, 'f7A', tanggal);
      expect(res.statusCode, tanggal).toBe(422);
      expect(res.json().errors).toEqual({ tanggal: [range] });
    }
    expect(await numbers(id)).toEqual([]);
    expect((await aksi('Administrasi/Sekretaris', id)).version).toBe(instance?.version);

    const within = todayJakarta(Date.now() - 86_400_000);
    const ok = await number(id, 'f7A', within);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await numbers(id)).map((n) => [n.jenis, n.tanggal, n.tahun])).toEqual([
      ['SK', within, Number(within.slice(0, 4))],
    ]);
    // The SK numbered today: its SPSK is dated today.
    const spsk = await number(id, 'f7E', '2099-12-31');
    expect(spsk.statusCode).toBe(422);
    expect(spsk.json().errors).toEqual({ tanggal: [`Tanggal surat harus hari ini (${formatDate(today)})`] });
    expect(await numbers(id)).toHaveLength(1);
  });

  it('holds for the SP3 too', async () => {
    const id = await fileReport();
    const s = await scenario(id, await masterId(db(), 'unsur-nl', 'KELUARGA'));
    for (const [step, decision, role] of before(PATH_ALL_NL, 'f5D')) await act(id, step, decision, role, s);
    const res = await number(id, 'f5D', '2099-12-31');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.tanggal[0]).toMatch(/^Tanggal surat harus/);
    expect(await numbers(id)).toEqual([]);
    expect((await aksi('Administrasi/Sekretaris', id)).step).toBe('f5D');
  });
});
