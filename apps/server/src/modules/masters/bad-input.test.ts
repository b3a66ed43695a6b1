import { masterByKey } from '@gratifikasi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';
import { SampleFactory } from './testing';

/** Master writes with input a column cannot hold answer 422 on the field (issue 9 §1). */

const PAST_INT32 = 1099511627776;
let t: TestApp;
let admin: string;
let kurs: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'superuser');
  const def = masterByKey('kurs');
  if (!def) throw new Error('kurs');
  kurs = await new SampleFactory(t.app, admin).record(def);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/admin/masters/${url}`,
    headers: bearer(admin),
    ...(payload ? { payload } : {}),
  });

describe('master writes with bad input', () => {
  it('names the field of an id past 32 bits, an impossible or ancient date, and NUL', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mata_uang_id: PAST_INT32 }, 'mata_uang_id', 'Pilihan tidak valid'],
      [{ tanggal: '2026-02-30' }, 'tanggal', 'Format tanggal harus YYYY-MM-DD'],
      [{ tanggal: '0000-00-00' }, 'tanggal', 'Format tanggal harus YYYY-MM-DD'],
      [{ tanggal: '1899-12-31' }, 'tanggal', 'Tanggal tidak boleh sebelum 01-01-1900'],
      [{ nilai: '1000000000000000000' }, 'nilai', 'Harus berupa angka'],
      [{ sumber: 'Bank\u0000Indonesia' }, 'sumber', 'Karakter tidak valid (NUL)'],
    ];
    for (const [change, field, message] of cases) {
      const res = await send('POST', 'kurs', { ...kurs, ...change });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toEqual([message]);
    }
  });

  it('refuses a record id past 32 bits in the path', async () => {
    for (const [method, url] of [
      ['GET', `kurs/${PAST_INT32}`],
      ['PUT', `kurs/${PAST_INT32}`],
      ['POST', `kurs/${PAST_INT32}/restore`],
    ] as const) {
      const res = await send(method, url, method === 'PUT' ? kurs : undefined);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.id).toEqual(['ID tidak valid']);
    }
  });
});
