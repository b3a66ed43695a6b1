import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  idempotency_keys,
  laporan_histories,
  laporans,
  notifications,
  pelapors,
} from '../../db/schema/index';
import { purgeExpired } from '../../platform/housekeeping';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';
import { loadRefs, type Refs, savePayload, userIdOf } from './test-fixtures';

/**
 * Issue 9 §1: one submit per click. Submitting, editing and deleting lock the report, so that one of two racing
 * requests wins and the other gets 409; a stale version is a 409; an Idempotency-Key makes a retry safe.
 */
type Call = ReturnType<typeof caller>;
let t: TestApp;
let refs: Refs;
let me: Call;
let pelaporId = 0;

beforeAll(async () => {
  t = await createTestApp();
  refs = await loadRefs(t.database.db);
  me = caller(t.app, await loginAs(t.app, 'individu'));
  const userId = await userIdOf(t.database.db, 'individu');
  const [p] = await t.database.db.select().from(pelapors).where(eq(pelapors.user_id, userId));
  pelaporId = p?.id ?? 0;
});
afterAll(() => t.close());

async function newDraft(): Promise<{ id: number; version: number }> {
  const res = await me('POST', '/api/laporan/draft', {
    pelapor_id: pelaporId,
    kronologi: 'Draf awal untuk uji.',
  });
  expect(res.statusCode).toBe(200);
  return { id: res.json().data.id, version: res.json().data.version };
}

const codes = (all: { statusCode: number }[]) => all.map((r) => r.statusCode).sort();
const db = () => t.database.db;

async function historyCount(id: number, action: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(laporan_histories)
    .where(and(eq(laporan_histories.laporan_id, id), eq(laporan_histories.action, action)));
  return row?.n ?? 0;
}

describe('parallel submissions of one draft', () => {
  it('one wins; the others get 409 and leave no number, history, notification or mail behind', async () => {
    const { id } = await newDraft();
    const before = await db().select({ n: count() }).from(notifications);
    const all = await Promise.all(
      [1, 2, 3].map(() => me('POST', '/api/laporan/save', { ...savePayload(refs, pelaporId), id })),
    );
    expect(codes(all)).toEqual([200, 409, 409]);
    const loser = all.find((r) => r.statusCode === 409);
    expect(loser?.json().message).toMatch(/hanya dapat diubah/);
    const [row] = await db().select().from(laporans).where(eq(laporans.id, id));
    expect(await historyCount(id, 'SUBMIT')).toBe(1);
    const after = await db().select({ n: count() }).from(notifications);
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(1);
    // No hole in the register: the next report takes the very next number.
    const next = await me('POST', '/api/laporan/save', savePayload(refs, pelaporId));
    const [nextRow] = await db().select().from(laporans).where(eq(laporans.id, next.json().data.laporan.id));
    expect(nextRow?.nomor_urut).toBe((row?.nomor_urut ?? 0) + 1);
  });

  it('a submit racing a delete: exactly one of them takes effect', async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await newDraft();
      const [save, del] = await Promise.all([
        me('POST', '/api/laporan/save', { ...savePayload(refs, pelaporId), id }),
        me('DELETE', `/api/laporan/${id}`),
      ]);
      expect(codes([save, del])).toEqual([200, 409]);
      const [row] = await db().select().from(laporans).where(eq(laporans.id, id));
      if (save.statusCode === 200) expect(row).toMatchObject({ deleted_at: null, status: 'TERKIRIM' });
      else expect(row).toMatchObject({ nosig: null, status: 'DRAFT' });
      expect(row?.deleted_at === null).toBe(save.statusCode === 200);
    }
  });
});

describe('versions', () => {
  it('every change raises the version; an edit over a version not seen is a 409', async () => {
    const { id, version } = await newDraft();
    const edit = (v: number, kronologi: string) =>
      me('PUT', `/api/laporan/${id}`, { pelapor_id: pelaporId, kronologi, version: v });
    const first = await edit(version, 'Perubahan dari tab pertama yang disimpan lebih dulu.');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).toBe(version + 1);
    const stale = await edit(version, 'Perubahan dari tab kedua yang masih memegang versi lama.');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Muat ulang halaman/);
    const [row] = await db().select().from(laporans).where(eq(laporans.id, id));
    expect(row?.kronologi).toBe('Perubahan dari tab pertama yang disimpan lebih dulu.');
    // Submitting over a stale version is refused the same way.
    const submit = await me('POST', '/api/laporan/save', { ...savePayload(refs, pelaporId), id, version });
    expect(submit.statusCode).toBe(409);
  });

  it('two parallel edits of the version both saw: one is saved, the other is told', async () => {
    const { id, version } = await newDraft();
    const all = await Promise.all(
      ['A', 'B'].map((tab) =>
        me('PUT', `/api/laporan/${id}`, {
          pelapor_id: pelaporId,
          kronologi: `Perubahan dari tab ${tab} yang bersamaan.`,
          version,
        }),
      ),
    );
    expect(codes(all)).toEqual([200, 409]);
  });

  it('changing an item raises the report’s version', async () => {
    const created = await me('POST', '/api/laporan/draft', {
      pelapor_id: pelaporId,
      rincian: savePayload(refs, pelaporId).rincian,
    });
    const { id, version, rincian } = created.json().data;
    const res = await me('PUT', `/api/rincian-laporan/${rincian[0].id}`, {
      ...savePayload(refs, pelaporId).rincian[0],
      jumlah: 2,
    });
    expect(res.statusCode).toBe(200);
    expect((await me('GET', `/api/laporan/${id}`)).json().data.version).toBe(version + 1);
  });
});

describe('Idempotency-Key on laporan/save', () => {
  let token = '';
  const withKey = (key: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/laporan/save',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      payload: body as Record<string, unknown>,
    });
  beforeAll(async () => {
    token = await loginAs(t.app, 'individu');
  });

  it('a retry with the same key and body answers with the report already filed', async () => {
    const body = savePayload(refs, pelaporId, { nama_pemberi: 'Pemberi Idempoten' });
    const first = await withKey('kunci-uji-0001', body);
    const retry = await withKey('kunci-uji-0001', body);
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.laporan.id).toBe(first.json().data.laporan.id);
    expect(retry.json().data.laporan.nosig).toBe(first.json().data.laporan.nosig);
    const rows = await db().select().from(laporans).where(eq(laporans.nama_pemberi, 'Pemberi Idempoten'));
    expect(rows).toHaveLength(1);
  });

  it('parallel requests with one key file one report', async () => {
    const body = savePayload(refs, pelaporId, { nama_pemberi: 'Pemberi Klik Ganda' });
    const all = await Promise.all([1, 2, 3].map(() => withKey('kunci-uji-0002', body)));
    expect(codes(all)).toEqual([200, 200, 200]);
    expect(new Set(all.map((r) => r.json().data.laporan.id)).size).toBe(1);
    const rows = await db().select().from(laporans).where(eq(laporans.nama_pemberi, 'Pemberi Klik Ganda'));
    expect(rows).toHaveLength(1);
  });

  it('the same key with another body is a 409; a malformed key a 422; keys are purged after a day', async () => {
    await withKey('kunci-uji-0003', savePayload(refs, pelaporId));
    const other = await withKey('kunci-uji-0003', savePayload(refs, pelaporId, { nama_pemberi: 'Lain' }));
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/Idempotency-Key/);
    const bad = await withKey('x', savePayload(refs, pelaporId));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['Idempotency-Key']).toBeDefined();
    await purgeExpired(db(), new Date(Date.now() + 25 * 3_600_000));
    expect(await db().select().from(idempotency_keys)).toHaveLength(0);
  });
});
