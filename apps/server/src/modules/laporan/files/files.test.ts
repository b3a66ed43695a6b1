import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app_configs, pelapors } from '../../../db/schema/index';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp, TINY_PNG } from '../../../test/app';
import { loadRefs, type Refs, savePayload, userIdOf } from '../test-fixtures';

let t: TestApp;
let refs: Refs;
let token: string;
let otherToken: string;
let individu: ReturnType<typeof caller>;
let budi: number;

const upload = (
  tok: string,
  file: { bytes: Buffer; filename: string },
  fields: Record<string, string> = {},
) => {
  const body = multipart(file, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/laporan/upload-attachment',
    headers: { ...bearer(tok), ...body.headers },
    payload: body.payload,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  refs = await loadRefs(db);
  token = await loginAs(t.app, 'individu');
  otherToken = await loginAs(t.app, 'data_entry');
  individu = caller(t.app, token);
  const [p] = await db
    .select({ id: pelapors.id })
    .from(pelapors)
    .where(eq(pelapors.user_id, await userIdOf(db, 'individu')));
  budi = p?.id ?? 0;
});
afterAll(() => t.close());

describe('laporan attachments', () => {
  it('stores a PNG, attaches it on save, streams it back with its name, and hides it from others', async () => {
    const up = await upload(token, { bytes: TINY_PNG, filename: 'struk belanja.png' });
    expect(up.statusCode).toBe(201);
    const media = up.json().data;
    expect(media).toMatchObject({ mime_type: 'image/png', original_name: 'struk belanja.png' });

    // Someone else cannot attach the caller's upload.
    const stolen = await caller(t.app, otherToken)('POST', '/api/laporan/draft', {
      pelapor_id: budi,
      lampiran_ids: [media.id],
    });
    expect(stolen.statusCode).toBe(422);

    const draft = (
      await individu('POST', '/api/laporan/draft', { pelapor_id: budi, lampiran_ids: [media.id] })
    ).json().data;
    expect(draft.lampiran.map((l: { id: number }) => l.id)).toEqual([media.id]);
    const file = await individu('GET', `/api/laporan/${draft.id}/attachment/${media.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toContain('struk belanja.png');
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
    const other = caller(t.app, otherToken);
    expect((await other('GET', `/api/laporan/${draft.id}/attachment/${media.id}`)).statusCode).toBe(404);

    // Upload straight onto the report, then remove it.
    const second = await upload(
      token,
      { bytes: TINY_PNG, filename: 'foto.png' },
      { laporan_id: String(draft.id) },
    );
    expect(second.statusCode).toBe(201);
    const id2 = second.json().data.id;
    expect((await individu('GET', `/api/laporan/${draft.id}`)).json().data.lampiran).toHaveLength(2);
    expect((await individu('DELETE', `/api/laporan/${draft.id}/attachment/${id2}`)).statusCode).toBe(200);
    expect((await individu('GET', `/api/laporan/${draft.id}/attachment/${id2}`)).statusCode).toBe(404);
    // Onto another's report: not found.
    expect(
      (await upload(otherToken, { bytes: TINY_PNG, filename: 'x.png' }, { laporan_id: String(draft.id) }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a file whose bytes are not an image, PDF or Office document, whatever its name', async () => {
    const res = await upload(token, { bytes: Buffer.from('#!/bin/sh\necho hi\n'), filename: 'foto.png' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toContain('Jenis berkas tidak didukung');
  });

  it('refuses a file larger than upload_max_mb', async () => {
    await t.database.db.update(app_configs).set({ value: 1 }).where(eq(app_configs.key, 'upload_max_mb'));
    t.app.ctx.settings.invalidate();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(1024 * 1024 + 10)]);
    const res = await upload(token, { bytes: big, filename: 'besar.png' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['Ukuran berkas maksimal 1 MB']);
  });
});

describe('rincian-laporan', () => {
  it('adds, changes and removes items of an editable report, recomputing the total; refuses a submitted one', async () => {
    const draft = (await individu('POST', '/api/laporan/draft', { pelapor_id: budi })).json().data;
    const item = {
      laporan_id: draft.id,
      jenis_penerimaan_id: refs.barang,
      jenis_objek_id: refs.elektronik,
      uraian: 'Tas',
      jumlah: 1,
      nilai_taksiran: '750000',
    };
    const add = await individu('POST', '/api/rincian-laporan', item);
    expect(add.statusCode).toBe(200);
    const id = add.json().data.id;
    const put = await individu('PUT', `/api/rincian-laporan/${id}`, {
      ...item,
      laporan_id: undefined,
      nilai_taksiran: '800000',
    });
    expect(put.statusCode).toBe(200);
    expect((await individu('GET', `/api/laporan/${draft.id}`)).json().data.total_nilai).toBe('800000.00');
    const list = await individu('GET', `/api/rincian-laporan?laporan_id=${draft.id}`);
    expect(list.json().data).toHaveLength(1);
    expect((await caller(t.app, otherToken)('DELETE', `/api/rincian-laporan/${id}`)).statusCode).toBe(404);
    expect((await individu('DELETE', `/api/rincian-laporan/${id}`)).statusCode).toBe(200);
    expect((await individu('GET', `/api/laporan/${draft.id}`)).json().data.total_nilai).toBe('0.00');

    const sent = (await individu('POST', '/api/laporan/save', savePayload(refs, budi))).json().data.laporan;
    const refused = await individu('POST', '/api/rincian-laporan', { ...item, laporan_id: sent.id });
    expect(refused.statusCode).toBe(409);
    expect((await individu('DELETE', `/api/rincian-laporan/${sent.rincian[0].id}`)).statusCode).toBe(409);
  });
});

describe('laporan numbering', () => {
  it('100 parallel submissions get 100 distinct, sequential numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, () => individu('POST', '/api/laporan/save', savePayload(refs, budi))),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const nosigs = results.map((r) => r.json().data.laporan.nosig as string);
    expect(new Set(nosigs).size).toBe(100);
    const seqs = nosigs.map((n) => Number(/^(\d+)/.exec(n)?.[1])).sort((a, b) => a - b);
    const first = seqs[0] ?? 0;
    expect(seqs).toEqual(Array.from({ length: 100 }, (_, i) => first + i));
  }, 120_000);
});
