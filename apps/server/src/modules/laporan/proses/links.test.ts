import { LINK_EXPIRED_MESSAGE, workflowStepPath } from '@gratifikasi/domain';
import { and, desc, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  laporan_histories,
  laporan_public_links,
  laporans,
  notifications,
  pelapors,
  rincian_laporans,
  trx_emails,
  wf_instances,
} from '../../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { runDeadlines } from '../../workflow/deadlines';
import { todayJakarta } from '../lookups';
import { loadRefs, masterId, type Refs, savePayload, userIdOf } from '../test-fixtures';
import { PATH_TO_SK, type ScenarioRefs, scenarioFields } from './scenario';

/** Issue 10 §2.4, §4, §5: the reporter's links pause the clocks; expiry and reminders run as durable jobs. */
type Call = ReturnType<typeof caller>;
let t: TestApp;
let refs: Refs;
let pelaporId = 0;
const as = new Map<string, Call>();
const USERS = ['koordinator', 'ketua_group', 'ketua_tim', 'anggota_tim', 'individu'];
const db = () => t.database.db;
const call = (role: string) => as.get(role) as Call;
const anon = () => caller(t.app);

beforeAll(async () => {
  t = await createTestApp();
  refs = await loadRefs(db());
  for (const u of USERS) as.set(u, caller(t.app, await loginAs(t.app, u)));
  const [p] = await db()
    .select()
    .from(pelapors)
    .where(eq(pelapors.user_id, await userIdOf(db(), 'individu')));
  pelaporId = p?.id ?? 0;
});
afterAll(() => t.close());

/** A report taken to f3b, then (unless `decision` is null) the group head's request to the reporter. */
async function toCompleteness(decision: 'tidak_lengkap' | 'minta_tanggapan' | null): Promise<number> {
  const res = await call('individu')('POST', '/api/laporan/save', savePayload(refs, pelaporId));
  const id: number = res.json().data.laporan.id;
  const items = await db()
    .select({ id: rincian_laporans.id })
    .from(rincian_laporans)
    .where(and(eq(rincian_laporans.laporan_id, id), isNull(rincian_laporans.deleted_at)));
  const s: ScenarioRefs = {
    rincianIds: items.map((i) => i.id),
    grupId: await masterId(db(), 'grup', 'GRUP_1'),
    anggotaUserId: await userIdOf(db(), 'anggota_tim'),
    levelId: await masterId(db(), 'level', 'ESELON_III'),
    today: todayJakarta(),
  };
  const steps = [
    ...PATH_TO_SK.slice(0, 10),
    ...(decision ? [['f3b', decision, 'ketua_group'] as const] : []),
  ];
  for (const [step, dec, role] of steps) {
    const now = (await call(role)('GET', `/api/laporan/${id}/aksi`)).json().data;
    const moved = await call(role)('POST', `/api/${workflowStepPath(id, step)}`, {
      keputusan: dec,
      versi: now.version,
      ...scenarioFields(step, dec, s),
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return id;
}

async function instance(id: number) {
  const [row] = await db().select().from(wf_instances).where(eq(wf_instances.subject_id, id));
  return row;
}

/** The token the reporter was last mailed for a request of this kind (the tests run one after another). */
async function lastToken(kind: 'kelengkapan' | 'tanggapan'): Promise<string> {
  const [mail] = await db()
    .select()
    .from(trx_emails)
    .where(like(trx_emails.text, `%konfirmasi-${kind}/%`))
    .orderBy(desc(trx_emails.id))
    .limit(1);
  const token = new RegExp(`konfirmasi-${kind}/([\\w-]+)/fill`).exec(mail?.text ?? '')?.[1] ?? '';
  expect(token).not.toBe('');
  return token;
}

async function linkOf(id: number) {
  const [link] = await db()
    .select()
    .from(laporan_public_links)
    .where(eq(laporan_public_links.laporan_id, id))
    .orderBy(desc(laporan_public_links.id))
    .limit(1);
  if (!link) throw new Error(`no link for ${id}`);
  return link;
}

describe('the request preview', () => {
  it('shows the reporter words and the link last day before sending, to staff only', async () => {
    const res = await call('individu')('POST', '/api/laporan/save', savePayload(refs, pelaporId));
    const id: number = res.json().data.laporan.id;
    const body = { pesan: 'Mohon lengkapi dokumen.', pertanyaan: [{ pertanyaan: 'Unggah undangan acara' }] };
    const preview = await call('ketua_group')(
      'POST',
      `/api/laporan/${id}/preview-konfirmasi-kelengkapan`,
      body,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.judul).toMatch(/^Permintaan kelengkapan laporan /);
    expect(preview.json().data.pesan).toContain('(1) Unggah undangan acara');
    const bad = await call('ketua_group')('POST', `/api/laporan/${id}/preview-konfirmasi-kelengkapan`, {
      pesan: '',
    });
    expect(bad.statusCode).toBe(422);
    const reporter = await call('individu')(
      'POST',
      `/api/laporan/${id}/preview-konfirmasi-kelengkapan`,
      body,
    );
    expect(reporter.statusCode).toBe(403);
  });
});

describe('a request with two questions of one code', () => {
  it('is refused (422 naming the code) and sends nothing: the reporter could answer only one', async () => {
    const id = await toCompleteness(null);
    const mails = (await db().select().from(trx_emails)).length;
    const res = await call('ketua_group')('POST', `/api/${workflowStepPath(id, 'f3b')}`, {
      keputusan: 'tidak_lengkap',
      versi: (await instance(id))?.version,
      pesan: 'Mohon lengkapi dokumen pendukung laporan Anda.',
      pertanyaan: [
        { kode: 'BUKTI', pertanyaan: 'Unggah undangan acara' },
        { kode: 'BUKTI', pertanyaan: 'Unggah foto barang' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['pertanyaan.1.kode']).toEqual([
      'Kode pertanyaan "BUKTI" sudah dipakai pada pertanyaan 1',
    ]);
    expect((await instance(id))?.step).toBe('f3b');
    const links = await db()
      .select()
      .from(laporan_public_links)
      .where(eq(laporan_public_links.laporan_id, id));
    expect(links).toEqual([]);
    expect((await db().select().from(trx_emails)).length).toBe(mails);
  });
});

describe('an incomplete report', () => {
  it('mails the reporter a link, pauses its clocks, and goes back to the member when answered', async () => {
    const id = await toCompleteness('tidak_lengkap');
    const [row] = await db().select().from(laporans).where(eq(laporans.id, id));
    expect(row).toMatchObject({ step: 'f3g', status: 'PERMINTAAN_KELENGKAPAN' });
    expect((await instance(id))?.paused_since).toBe(todayJakarta());
    const [mail] = await db()
      .select()
      .from(trx_emails)
      .where(like(trx_emails.text, '%konfirmasi-kelengkapan/%'))
      .orderBy(desc(trx_emails.id))
      .limit(1);
    const token = /konfirmasi-kelengkapan\/([\w-]+)\/fill/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const answer = await anon()('POST', `/api/public-link/${token}/submit-kelengkapan`, {
      jawaban: [{ kode: 'P1', jawaban: 'Undangan acara terlampir' }],
      catatan: 'Sudah saya lengkapi',
      media_ids: [],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await instance(id);
    expect(after).toMatchObject({ step: 'f33', paused_since: null, paused_hk: 0 });
    const aksi = (await call('anggota_tim')('GET', `/api/laporan/${id}/aksi`)).json().data;
    expect(aksi).toMatchObject({ step: 'f33', dapat_bertindak: true });
  });

  it('is not followed up by a durable job when the link expires unanswered, even after a restart', async () => {
    const id = await toCompleteness('tidak_lengkap');
    // The server was down past the deadline: the job is a row, run by the next worker that polls.
    await db()
      .update(laporan_public_links)
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where(eq(laporan_public_links.laporan_id, id));
    await t.app.ctx.jobs.drain({ until: new Date(Date.now() + 60 * 86_400_000) });
    const [row] = await db().select().from(laporans).where(eq(laporans.id, id));
    expect(row).toMatchObject({ step: 'f5a', status: 'TIDAK_DITINDAKLANJUTI' });
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, await userIdOf(db(), 'individu')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice?.pesan).toContain('Laporan tidak ditindaklanjuti');
  });

  it('an extended link is left alone by the first expiry job', async () => {
    const id = await toCompleteness('minta_tanggapan');
    const late = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const res = await call('anggota_tim')('POST', `/api/laporan/${id}/tanggal-expire`, { tanggal: late });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await call('ketua_tim')('POST', `/api/laporan/${id}/tanggal-expire`, { tanggal: late })).statusCode,
    ).toBe(403);
    await t.app.ctx.jobs.drain({ until: new Date(Date.now() + 35 * 86_400_000) });
    expect((await instance(id))?.step).toBe('f40');
  });
});

describe('the daily deadline job', () => {
  it('reminds the holder before the deadline and escalates to the superior after it, once per deadline', async () => {
    const soon = await toCompleteness('minta_tanggapan');
    const late = await toCompleteness('minta_tanggapan');
    // Back at f33 (the member's) with deadlines set by hand: one today, one passed.
    for (const id of [soon, late]) {
      const link = await db()
        .select()
        .from(laporan_public_links)
        .where(eq(laporan_public_links.laporan_id, id));
      await db()
        .update(laporan_public_links)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(laporan_public_links.id, link[0]?.id ?? 0));
    }
    await t.app.ctx.jobs.drain({ until: new Date(Date.now() + 60 * 86_400_000) });
    await db().update(wf_instances).set({ due_on: todayJakarta() }).where(eq(wf_instances.subject_id, soon));
    await db().update(wf_instances).set({ due_on: '2026-01-05' }).where(eq(wf_instances.subject_id, late));
    const member = await userIdOf(db(), 'anggota_tim');
    const leader = await userIdOf(db(), 'ketua_tim');
    const first = await db().transaction((tx) => runDeadlines(tx, t.app.ctx));
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect(first.escalated).toBeGreaterThanOrEqual(1);
    const mine = await db().select().from(notifications).where(eq(notifications.user_id, member));
    expect(mine.some((n) => n.judul === 'Tenggat mendekati' && n.entity_id === soon)).toBe(true);
    const leaders = await db().select().from(notifications).where(eq(notifications.user_id, leader));
    expect(leaders.some((n) => n.judul === 'Eskalasi: tenggat terlewati' && n.entity_id === late)).toBe(true);
    const again = await db().transaction((tx) => runDeadlines(tx, t.app.ctx));
    expect(again).toMatchObject({ reminded: 0, escalated: 0, mails: 0 });
  });
});

describe("a link's expiry", () => {
  it("is the system's alone: no person is offered it, a call for it is refused and the link stays live", async () => {
    const id = await toCompleteness('tidak_lengkap');
    const token = await lastToken('kelengkapan');
    const now = (await call('anggota_tim')('GET', `/api/laporan/${id}/aksi`)).json().data;
    expect(now.keputusan.map((k: { keputusan: string }) => k.keputusan)).toEqual(['dilengkapi']);
    const res = await call('anggota_tim')('POST', `/api/${workflowStepPath(id, 'f3g')}`, {
      keputusan: 'kedaluwarsa',
      versi: now.version,
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(
      'Keputusan "Batas waktu terlewati" pada langkah f3g hanya diambil oleh sistem',
    );
    expect(await instance(id)).toMatchObject({ step: 'f3g', version: now.version });
    expect((await anon()('GET', `/api/public-link/${token}/validate`)).statusCode).toBe(200);
  });

  it('closes the completeness link when the report leaves f3g another way: the reporter is told it expired', async () => {
    const id = await toCompleteness('tidak_lengkap');
    const token = await lastToken('kelengkapan');
    // The member records an answer received outside the app.
    const now = (await call('anggota_tim')('GET', `/api/laporan/${id}/aksi`)).json().data;
    const moved = await call('anggota_tim')('POST', `/api/${workflowStepPath(id, 'f3g')}`, {
      keputusan: 'dilengkapi',
      versi: now.version,
      catatan: 'Dokumen diterima lewat surel',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const validate = await anon()('GET', `/api/public-link/${token}/validate`);
    expect(validate.statusCode).toBe(422);
    expect(validate.json().message).toBe(LINK_EXPIRED_MESSAGE);
    const answer = await anon()('POST', `/api/public-link/${token}/submit-kelengkapan`, {
      jawaban: [{ kode: 'P1', jawaban: 'Undangan acara terlampir' }],
      media_ids: [],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe(LINK_EXPIRED_MESSAGE);
    expect(await linkOf(id)).toMatchObject({ submitted_at: null, jawaban: null });
    expect((await linkOf(id)).closed_at).not.toBeNull();
    const history = await db().select().from(laporan_histories).where(eq(laporan_histories.laporan_id, id));
    expect(history.some((h) => h.action === 'Pelapor melengkapi laporan')).toBe(false);
    expect(await instance(id)).toMatchObject({ step: 'f33', version: now.version + 1 });
    // Its expiry job, run later, leaves the report where it is.
    await t.app.ctx.jobs.drain({ until: new Date(Date.now() + 60 * 86_400_000) });
    expect((await instance(id))?.step).toBe('f33');
  });

  it('closes the response link when the report is redistributed away from f40', async () => {
    const id = await toCompleteness('minta_tanggapan');
    const token = await lastToken('tanggapan');
    const v = (await instance(id))?.version ?? 0;
    const res = await call('koordinator')('POST', '/api/laporan/reassign-gh', {
      ids: [id],
      grup_id: await masterId(db(), 'grup', 'GRUP_2'),
      alasan: 'Beban grup I penuh',
    });
    expect(res.json().data).toMatchObject({ berhasil: [id] });
    const answer = await anon()('POST', `/api/public-link/${token}/submit-tanggapan`, {
      tanggapan: 'Saya setuju dengan hasil verifikasi',
      media_ids: [],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe(LINK_EXPIRED_MESSAGE);
    expect(await linkOf(id)).toMatchObject({ submitted_at: null, jawaban: null });
    expect(await instance(id)).toMatchObject({ step: 'distribusi-f', version: v + 1 });
  });
});

describe('extending a link (tanggal-expire)', () => {
  const addDays = (day: string, n: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const extend = (role: string, id: number, tanggal: string) =>
    call(role)('POST', `/api/laporan/${id}/tanggal-expire`, { tanggal });

  it('is refused to the head of another group, as every group-scoped step refuses them', async () => {
    const id = await toCompleteness('tidak_lengkap');
    const before = await linkOf(id);
    const later = addDays(todayJakarta(before.expires_at.getTime()), 3);
    const own = (await instance(id))?.grup_id ?? null;
    await db()
      .update(wf_instances)
      .set({ grup_id: await masterId(db(), 'grup', 'GRUP_2') })
      .where(eq(wf_instances.subject_id, id));
    const res = await extend('ketua_group', id, later);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(
      'Hanya anggota tim pemegang laporan atau group head grup laporan ini yang dapat memperpanjang',
    );
    expect((await linkOf(id)).expires_at).toEqual(before.expires_at);
    await db().update(wf_instances).set({ grup_id: own }).where(eq(wf_instances.subject_id, id));
    const mine = await extend('ketua_group', id, later);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().message).toBe('Batas waktu tautan diperpanjang');
  });

  it("takes only a day later than the link's own and within the configured bound", async () => {
    const id = await toCompleteness('minta_tanggapan');
    const before = await linkOf(id);
    const current = todayJakarta(before.expires_at.getTime());
    for (const [tanggal, message] of [
      [addDays(current, -1), 'Tanggal berakhir harus setelah batas tautan saat ini'],
      [current, 'Tanggal berakhir harus setelah batas tautan saat ini'],
      ['9999-12-31', 'Tanggal berakhir paling lambat'],
      [addDays(todayJakarta(), 100), '(40 hari kerja dari hari ini)'],
    ] as const) {
      const res = await extend('anggota_tim', id, tanggal);
      expect(res.statusCode, tanggal).toBe(422);
      expect(res.json().errors.tanggal[0]).toContain(message);
    }
    expect((await linkOf(id)).expires_at).toEqual(before.expires_at);
    const ok = await extend('anggota_tim', id, addDays(current, 1));
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
