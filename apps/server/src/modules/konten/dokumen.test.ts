import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let guest: ReturnType<typeof caller>;
let individu: ReturnType<typeof caller>;
let jenisId: number;

const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t.app, await loginAs(t.app, 'superuser'));
  guest = caller(t.app);
  individu = caller(t.app, await loginAs(t.app, 'individu'));
  jenisId = (await guest('GET', '/api/jenis-publikasi-dokumen')).json().data.items[0].id;
});
afterAll(() => t.close());

async function dokumen(fields: Record<string, unknown> = {}) {
  const res = await admin('POST', '/api/admin/masters/dokumen-publik', {
    judul: 'Pedoman pengendalian gratifikasi',
    jenis_publikasi_dokumen_id: jenisId,
    nomor: '1/2026',
    tanggal_dokumen: '2026-01-15',
    ringkasan: 'Pedoman bagi unit pengendalian gratifikasi di instansi.',
    berkas_url: '/api/konten/berkas/contoh',
    tanggal_terbit: today(),
    is_published: true,
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; sumber: string };
}

describe('public documents (public/list)', () => {
  it('lists only published documents whose date has come, with their kind, and shows one', async () => {
    const shown = await dokumen();
    const draft = await dokumen({ judul: 'Rancangan pedoman', is_published: false });
    const future = await dokumen({ judul: 'Pedoman terjadwal', tanggal_terbit: '2099-01-01' });
    expect(shown.sumber).toBe('unggahan');
    const list = await guest('GET', '/api/public/list?per_page=50');
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.items.map((i: { id: number }) => i.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(future.id);
    const one = await guest('GET', `/api/public/dokumen/${shown.id}`);
    expect(one.json().data).toMatchObject({
      judul: 'Pedoman pengendalian gratifikasi',
      nomor: '1/2026',
      jenis: { id: jenisId },
      sumber: 'unggahan',
      tanggal_dokumen: '2026-01-15',
    });
    expect((await guest('GET', `/api/public/dokumen/${draft.id}`)).statusCode).toBe(404);
    expect((await guest('GET', `/api/public/dokumen/${future.id}`)).statusCode).toBe(404);
    await admin('DELETE', `/api/admin/masters/dokumen-publik/${shown.id}`);
    expect((await guest('GET', `/api/public/dokumen/${shown.id}`)).statusCode).toBe(404);
  });

  it('searches by words (Indonesian stems), kind and year, and pages', async () => {
    const a = await dokumen({
      judul: 'Keputusan penetapan status',
      ringkasan: 'Menetapkan cenderamata milik negara.',
      tanggal_dokumen: '2024-03-01',
    });
    const found = await guest('GET', '/api/public/list?q=cenderamata');
    expect(found.json().data.items.map((i: { id: number }) => i.id)).toEqual([a.id]);
    const byYear = await guest('GET', '/api/public/list?tahun=2024');
    expect(byYear.json().data.items.map((i: { id: number }) => i.id)).toEqual([a.id]);
    const none = await guest('GET', `/api/public/list?jenis_publikasi_dokumen_id=${jenisId + 1000}`);
    expect(none.json().data).toMatchObject({ items: [], total: 0 });
    const paged = await guest('GET', '/api/public/list?per_page=1&page=1');
    expect(paged.json().data.items).toHaveLength(1);
    expect(paged.json().data.total).toBeGreaterThanOrEqual(1);
  });

  it('answers 422 for bad input and 404 for an unknown id', async () => {
    const bad = await guest('GET', '/api/public/list?per_page=500&tahun=abc');
    expect(bad.statusCode).toBe(422);
    expect((await guest('GET', '/api/public/dokumen/99999999')).statusCode).toBe(404);
    expect((await guest('GET', '/api/public/dokumen/abc')).statusCode).toBe(422);
  });

  it('keeps drafts and editing to content editors', async () => {
    expect((await guest('GET', '/api/admin/masters/dokumen-publik')).statusCode).toBe(401);
    expect((await individu('GET', '/api/admin/masters/dokumen-publik')).statusCode).toBe(403);
    const res = await individu('POST', '/api/admin/masters/dokumen-publik', { judul: 'x' });
    expect(res.statusCode).toBe(403);
    expect((await admin('GET', '/api/admin/masters/dokumen-publik')).statusCode).toBe(200);
  });

  it('accepts a document published from a redaction batch of SKs', async () => {
    const sk = await dokumen({ judul: 'SK penetapan (disamarkan)', sumber: 'redaksi-sk' });
    expect(sk.sumber).toBe('redaksi-sk');
    const bad = await admin('POST', '/api/admin/masters/dokumen-publik', {
      judul: 'x',
      jenis_publikasi_dokumen_id: jenisId,
      tanggal_dokumen: '2026-01-01',
      berkas_url: '/api/konten/berkas/x',
      tanggal_terbit: today(),
      sumber: 'lain',
    });
    expect(bad.statusCode).toBe(422);
  });
});
