import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wf_events, wf_instances } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { masterId, userIdOf } from '../test-fixtures';
import { PATH_TO_SK } from './scenario';
import { reportWalker } from './testing';

/** moveWorkflow and redistribution through the API (issue 28 §2): roles, stale versions, bulk runs. */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
const db = () => t.database.db;
const ALASAN = 'Beban grup dialihkan sesuai disposisi koordinator.';

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
}, 600_000);
afterAll(() => t.close());

const upTo = (step: string) =>
  PATH_TO_SK.slice(
    0,
    PATH_TO_SK.findIndex(([s]) => s === step),
  );

async function instance(id: number) {
  const [row] = await db()
    .select()
    .from(wf_instances)
    .where(and(eq(wf_instances.subject_type, 'laporan'), eq(wf_instances.subject_id, id)));
  if (!row) throw new Error(`no instance for ${id}`);
  return row;
}

async function lastEvent(id: number) {
  const [row] = await db()
    .select()
    .from(wf_events)
    .where(eq(wf_events.instance_id, (await instance(id)).id))
    .orderBy(desc(wf_events.id))
    .limit(1);
  return row;
}

const move = (role: string, id: number, body: Record<string, unknown>) =>
  w.call(role)('POST', `/api/laporan/${id}/move-workflow`, {
    alasan: 'Pemindahan untuk memperbaiki alur yang keliru.',
    ...body,
  });

describe('POST laporan/{id}/move-workflow', () => {
  let id: number;
  beforeAll(async () => {
    id = await w.fileReport();
    await w.walk(id, upTo('f30'));
  });

  it('is refused to every role but the director and the administrators, and the report stays put', async () => {
    const before = await instance(id);
    for (const role of ['ketua_group', 'ketua_tim', 'anggota_tim', 'koordinator', 'individu']) {
      const res = await move(role, id, { step: 'f60', versi: before.version });
      expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
    }
    expect(await instance(id)).toEqual(before);
  });

  it('moves the report to the step named, with the reason in its trail', async () => {
    const before = await instance(id);
    expect(before.step).toBe('f30');
    const res = await move('direktur', id, { step: 'f60', versi: before.version });
    expect(res.statusCode, res.body).toBe(200);
    const after = await instance(id);
    expect(after).toMatchObject({ step: 'f60', version: before.version + 1 });
    expect(await lastEvent(id)).toMatchObject({
      from_step: 'f30',
      to_step: 'f60',
      catatan: 'Pemindahan untuk memperbaiki alur yang keliru.',
    });
  });

  it('refuses a stale version with 409 and leaves the report where the first move put it', async () => {
    const now = await instance(id);
    const res = await move('direktur', id, { step: 'f30', versi: now.version - 1 });
    expect(res.statusCode, res.body).toBe(409);
    expect(await instance(id)).toEqual(now);
  });

  it('refuses a short reason, a missing version and an unknown report with Indonesian messages', async () => {
    const now = await instance(id);
    const short = await move('direktur', id, { step: 'f30', versi: now.version, alasan: 'salah' });
    expect(short.statusCode).toBe(422);
    expect(short.body).toContain('Alasan minimal 10 karakter');
    expect((await move('direktur', id, { step: 'f30' })).statusCode).toBe(422);
    expect((await move('direktur', 999_999, { step: 'f30', versi: 1 })).statusCode).toBe(404);
    expect(await instance(id)).toEqual(now);
  });
});

describe('redistribution (reassign-gh, reassign-angtim)', () => {
  let grup2: number;
  let anggota2: number;
  beforeAll(async () => {
    grup2 = await masterId(db(), 'grup', 'GRUP_2');
    anggota2 = await userIdOf(db(), 'anggota_tim2');
  });

  it('hands reports to another group in bulk, reporting the row it could not move by id', async () => {
    const a = await w.fileReport();
    await w.walk(a, upTo('f30'));
    const res = await w.call('koordinator')('POST', '/api/laporan/reassign-gh', {
      ids: [a, 999_999],
      grup_id: grup2,
      alasan: ALASAN,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      berhasil: [a],
      gagal: [{ id: 999_999, pesan: 'Laporan tidak sedang diproses' }],
    });
    expect(await instance(a)).toMatchObject({ step: 'distribusi-f', grup_id: grup2 });
    expect(await lastEvent(a)).toMatchObject({ decision: 'alih_tugas', catatan: ALASAN });
    // Now another group's: this group head may not hand it to a member of theirs.
    const other = await w.call('ketua_group')('POST', '/api/laporan/reassign-angtim', {
      ids: [a],
      anggota_user_id: anggota2,
      alasan: ALASAN,
    });
    expect(other.json().data).toEqual({
      berhasil: [],
      gagal: [{ id: a, pesan: 'Laporan ini ditangani oleh grup lain' }],
    });
  });

  it('hands reports to another member in bulk; one not yet given to a member fails alone', async () => {
    const c = await w.fileReport();
    await w.walk(c, upTo('f30'));
    const d = await w.fileReport();
    await w.walk(d, upTo('distribusi-f'));
    const before = await instance(d);
    const res = await w.call('ketua_group')('POST', '/api/laporan/reassign-angtim', {
      ids: [c, d],
      anggota_user_id: anggota2,
      alasan: ALASAN,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      berhasil: [c],
      gagal: [{ id: d, pesan: 'Laporan belum didistribusikan kepada anggota tim' }],
    });
    expect(await instance(c)).toMatchObject({ step: 'f30', anggota_user_id: anggota2 });
    expect(await instance(d)).toEqual(before);
  });

  it('is refused to the wrong roles, and refuses an empty selection or a short reason', async () => {
    const e = await w.fileReport();
    await w.walk(e, upTo('f30'));
    const before = await instance(e);
    const gh = { ids: [e], grup_id: grup2, alasan: ALASAN };
    const angtim = { ids: [e], anggota_user_id: anggota2, alasan: ALASAN };
    for (const role of ['ketua_group', 'ketua_tim', 'anggota_tim', 'individu']) {
      expect((await w.call(role)('POST', '/api/laporan/reassign-gh', gh)).statusCode, role).toBe(403);
    }
    for (const role of ['koordinator', 'ketua_tim', 'anggota_tim', 'individu']) {
      expect((await w.call(role)('POST', '/api/laporan/reassign-angtim', angtim)).statusCode, role).toBe(403);
    }
    const empty = await w.call('koordinator')('POST', '/api/laporan/reassign-gh', { ...gh, ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain('Pilih minimal satu laporan');
    const short = await w.call('koordinator')('POST', '/api/laporan/reassign-gh', { ...gh, alasan: 'x' });
    expect(short.statusCode).toBe(422);
    expect(short.body).toContain('Alasan minimal 5 karakter');
    expect(await instance(e)).toEqual(before);
  });
});
