import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pelapors } from '../../../db/schema/index';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp, TINY_PNG } from '../../../test/app';
import { loadRefs, type Refs, savePayload, userIdOf } from '../test-fixtures';

/** Input a column cannot hold answers 422 with an Indonesian message on the field, never a 500 (issue 9 §1). */

const PAST_INT32 = 1099511627776;
const MAX_MONEY = '999999999999999999.99';
const NUL = 'Pak\u0000Anu';

let t: TestApp;
let refs: Refs;
let budi: number;
let individu: ReturnType<typeof caller>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  refs = await loadRefs(db);
  const me = await userIdOf(db, 'individu');
  const [p] = await db.select({ id: pelapors.id }).from(pelapors).where(eq(pelapors.user_id, me));
  budi = p?.id ?? 0;
  token = await loginAs(t.app, 'individu');
  individu = caller(t.app, token);
});
afterAll(() => t.close());

async function expect422(res: Awaited<ReturnType<typeof individu>>, field: string, message: string | RegExp) {
  expect(res.statusCode, res.body).toBe(422);
  const errors = res.json().errors as Record<string, string[]>;
  expect(errors[field], JSON.stringify(errors)).toEqual(
    expect.arrayContaining([typeof message === 'string' ? message : expect.stringMatching(message)]),
  );
}

const item = (overrides: Record<string, unknown> = {}) => ({
  jenis_penerimaan_id: refs.barang,
  jenis_objek_id: refs.elektronik,
  uraian: 'Jam tangan',
  jumlah: 1,
  nilai_taksiran: '1000000',
  ...overrides,
});

describe('laporan: impossible and out-of-range dates', () => {
  for (const tanggal of ['2026-02-30', '2025-02-29', '0000-00-00']) {
    it(`refuses tanggal_penerimaan ${tanggal} on save and on draft`, async () => {
      const save = await individu(
        'POST',
        '/api/laporan/save',
        savePayload(refs, budi, { tanggal_penerimaan: tanggal }),
      );
      await expect422(save, 'tanggal_penerimaan', 'Tanggal tidak valid');
      const draft = await individu('POST', '/api/laporan/draft', {
        pelapor_id: budi,
        tanggal_penerimaan: tanggal,
      });
      await expect422(draft, 'tanggal_penerimaan', 'Tanggal tidak valid');
    });
  }

  it('refuses a date before 1900-01-01 and a date received after today, on save and on draft', async () => {
    const old = await individu('POST', '/api/laporan/draft', {
      pelapor_id: budi,
      tanggal_penerimaan: '1899-12-31',
    });
    await expect422(old, 'tanggal_penerimaan', 'Tanggal tidak boleh sebelum 01-01-1900');
    const future = await individu(
      'POST',
      '/api/laporan/save',
      savePayload(refs, budi, { tanggal_penerimaan: '2999-01-01' }),
    );
    await expect422(future, 'tanggal_penerimaan', 'Tanggal penerimaan tidak boleh melewati hari ini');
    const futureDraft = await individu('POST', '/api/laporan/draft', {
      pelapor_id: budi,
      tanggal_penerimaan: '2999-01-01',
    });
    await expect422(futureDraft, 'tanggal_penerimaan', 'Tanggal penerimaan tidak boleh melewati hari ini');
  });
});

describe('laporan: ids past the 32-bit range', () => {
  it('refuses them in the path, the query and every id field or list', async () => {
    await expect422(await individu('GET', `/api/laporan/${PAST_INT32}`), 'id', 'ID tidak valid');
    await expect422(
      await individu('GET', `/api/laporan/1/attachment/${PAST_INT32}`),
      'mediaId',
      'ID tidak valid',
    );
    await expect422(
      await individu('DELETE', `/api/laporan/1/attachment/${PAST_INT32}`),
      'mediaId',
      'ID tidak valid',
    );
    await expect422(
      await individu('GET', `/api/rincian-laporan?laporan_id=${PAST_INT32}`),
      'laporan_id',
      'ID tidak valid',
    );
    await expect422(
      await individu('PUT', `/api/rincian-laporan/${PAST_INT32}`, item()),
      'id',
      'ID tidak valid',
    );
    await expect422(
      await individu('POST', '/api/rincian-laporan', { ...item(), laporan_id: PAST_INT32 }),
      'laporan_id',
      'ID tidak valid',
    );
    const save = (overrides: Record<string, unknown>) =>
      individu('POST', '/api/laporan/save', savePayload(refs, budi, overrides));
    await expect422(await save({ pelapor_id: PAST_INT32 }), 'pelapor_id', 'ID tidak valid');
    await expect422(
      await save({ rincian: [item({ jenis_objek_id: PAST_INT32 })] }),
      'rincian.0.jenis_objek_id',
      'ID tidak valid',
    );
    await expect422(await save({ checklist: [PAST_INT32] }), 'checklist.0', 'ID tidak valid');
    await expect422(await save({ lampiran_ids: [PAST_INT32] }), 'lampiran_ids.0', 'ID tidak valid');
    const draft = await individu('POST', '/api/laporan/draft', {
      pelapor_id: budi,
      lampiran_ids: [2147483648],
    });
    await expect422(draft, 'lampiran_ids.0', 'ID tidak valid');
  });
});

describe('laporan: ids written other than in plain decimal digits', () => {
  it('refuses 0x10, 1.0, a padded id and 1e1 in the path and the query instead of reading them as numbers', async () => {
    const draft = await individu('POST', '/api/laporan/draft', { pelapor_id: budi });
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json().data.id as number;
    expect((await individu('GET', `/api/laporan/${id}`)).statusCode).toBe(200);
    for (const written of [`0x${id.toString(16)}`, `${id}.0`, `%20${id}`, `0${id}`, `${id}e0`, `+${id}`]) {
      await expect422(await individu('GET', `/api/laporan/${written}`), 'id', 'ID tidak valid');
      await expect422(
        await individu('GET', `/api/rincian-laporan?laporan_id=${written}`),
        'laporan_id',
        'ID tidak valid',
      );
    }
  });
});

describe('laporan: quantities and money', () => {
  it('refuses jumlah of 2^31, a value of 0 and a value past numeric(20,2)', async () => {
    const save = (rincian: unknown[]) =>
      individu('POST', '/api/laporan/save', savePayload(refs, budi, { rincian }));
    await expect422(await save([item({ jumlah: 2147483648 })]), 'rincian.0.jumlah', 'Maksimal 2147483647');
    await expect422(
      await save([item({ nilai_taksiran: '0' })]),
      'rincian.0.nilai_taksiran',
      'Nilai harus lebih dari 0',
    );
    await expect422(
      await save([item({ nilai_taksiran: 1e21 })]),
      'rincian.0.nilai_taksiran',
      /maksimal 18 digit/,
    );
  });

  it('refuses 100 items whose total overflows, on save, on draft and item by item', async () => {
    const many = Array.from({ length: 100 }, () => item({ nilai_taksiran: MAX_MONEY }));
    const total = 'Total nilai melebihi batas yang dapat disimpan';
    await expect422(
      await individu('POST', '/api/laporan/save', savePayload(refs, budi, { rincian: many })),
      'rincian',
      total,
    );
    await expect422(
      await individu('POST', '/api/laporan/draft', { pelapor_id: budi, rincian: many }),
      'rincian',
      total,
    );

    const draft = await individu('POST', '/api/laporan/draft', {
      pelapor_id: budi,
      rincian: [item({ nilai_taksiran: MAX_MONEY })],
    });
    expect(draft.statusCode).toBe(200);
    const id = draft.json().data.id;
    const add = await individu('POST', '/api/rincian-laporan', {
      ...item({ nilai_taksiran: '1' }),
      laporan_id: id,
    });
    await expect422(add, 'rincian', total);
    expect((await individu('GET', `/api/laporan/${id}`)).json().data.total_nilai).toBe(MAX_MONEY);
  });
});

describe('laporan: the NUL character', () => {
  it('is refused in any text field, naming it', async () => {
    const save = await individu('POST', '/api/laporan/save', savePayload(refs, budi, { nama_pemberi: NUL }));
    await expect422(save, 'nama_pemberi', 'Karakter tidak valid (NUL)');
    const draft = await individu('POST', '/api/laporan/draft', {
      pelapor_id: budi,
      rincian: [{ uraian: NUL }],
    });
    await expect422(draft, 'rincian.0.uraian', 'Karakter tidak valid (NUL)');
    await expect422(
      await individu('GET', '/api/laporan/list-individu?q=a%00b'),
      'q',
      'Karakter tidak valid (NUL)',
    );
  });

  it('is replaced in an uploaded file name, which is not a field anyone typed', async () => {
    const body = multipart({ bytes: TINY_PNG, filename: 'foto\u0000.png', contentType: 'image/png' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/laporan/upload-attachment',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.original_name).toBe('foto_.png');
  });
});
