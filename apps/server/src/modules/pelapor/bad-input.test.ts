import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pelapors } from '../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';

/** Pelapor writes with input a column cannot hold answer 422 on the field (issue 9 §1). */

const PAST_INT32 = 1099511627776;
let t: TestApp;
let upg: ReturnType<typeof caller>;
let budi: number;

const payload = (overrides: Record<string, unknown> = {}) => ({
  nama: 'Siti Aminah',
  nik: '3171015505900001',
  tempat_lahir: 'Jakarta',
  tanggal_lahir: '1990-05-15',
  alamat: 'Jl. Merdeka No. 1',
  provinsi_id: 1,
  kota_kabupaten_id: 1,
  telepon: '081200000001',
  email: 'siti@contoh.go.id',
  instansi_id: 1,
  jabatan: 'Analis',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  upg = caller(t.app, await loginAs(t.app, 'upg'));
  const [row] = await t.database.db.select().from(pelapors).where(eq(pelapors.nik, '3201011201900003'));
  budi = row?.id ?? 0;
});
afterAll(() => t.close());

async function expect422(res: Awaited<ReturnType<typeof upg>>, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().errors[field], res.body).toEqual(expect.arrayContaining([message]));
}

describe('pelapor writes with bad input', () => {
  it('refuses an impossible or ancient berlaku_mulai and tanggal_lahir', async () => {
    for (const tanggal of ['2026-02-30', '2025-02-29', '0000-00-00']) {
      const res = await upg(
        'PUT',
        `/api/pelapor/${budi}`,
        payload({ jenis_perubahan: 'MUTASI', berlaku_mulai: tanggal }),
      );
      await expect422(res, 'berlaku_mulai', 'Tanggal tidak valid');
    }
    const old = await upg('POST', '/api/pelapor', payload({ tanggal_lahir: '1899-12-31' }));
    await expect422(old, 'tanggal_lahir', 'Tanggal tidak boleh sebelum 01-01-1900');
  });

  it('refuses ids past 32 bits in the path and in the body', async () => {
    for (const url of [`/api/pelapor/${PAST_INT32}`, `/api/pelapor/${PAST_INT32}/riwayat`]) {
      await expect422(await upg('GET', url), 'id', 'ID tidak valid');
    }
    await expect422(await upg('PUT', `/api/pelapor/${PAST_INT32}`, payload()), 'id', 'ID tidak valid');
    await expect422(await upg('DELETE', `/api/pelapor/${PAST_INT32}`), 'id', 'ID tidak valid');
    await expect422(
      await upg('POST', '/api/pelapor', payload({ instansi_id: PAST_INT32 })),
      'instansi_id',
      'ID tidak valid',
    );
    await expect422(
      await upg('POST', '/api/pelapor', payload({ kecamatan_id: 2147483648 })),
      'kecamatan_id',
      'ID tidak valid',
    );
    await expect422(
      await upg('GET', `/api/pelapor/list-upg?instansi_id=${PAST_INT32}`),
      'instansi_id',
      'ID tidak valid',
    );
  });

  it('refuses NUL in a text field', async () => {
    const res = await upg('POST', '/api/pelapor', payload({ jabatan: 'Analis\u0000' }));
    await expect422(res, 'jabatan', 'Karakter tidak valid (NUL)');
  });
});
