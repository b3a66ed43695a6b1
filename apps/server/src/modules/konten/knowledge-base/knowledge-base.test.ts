import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp, TINY_PNG } from '../../../test/app';
import { unsignBerkasUrls } from '../berkas-akses';

let t: TestApp;
let adminToken: string;
let admin: ReturnType<typeof caller>;
let staff: ReturnType<typeof caller>;
let individu: ReturnType<typeof caller>;
let upg: ReturnType<typeof caller>;
let guest: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'superuser');
  admin = caller(t.app, adminToken);
  staff = caller(t.app, await loginAs(t.app, 'anggota_tim'));
  individu = caller(t.app, await loginAs(t.app, 'individu'));
  upg = caller(t.app, await loginAs(t.app, 'upg'));
  guest = caller(t.app);
});
afterAll(() => t.close());

async function artikel(fields: Record<string, unknown>) {
  const res = await admin('POST', '/api/admin/masters/knowledge-base', {
    kategori: 'Analisis',
    is_active: true,
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
}

async function unggah(): Promise<string> {
  const up = multipart({ bytes: TINY_PNG, filename: 'bagan-alur.png', contentType: 'image/png' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/konten/berkas',
    payload: up.payload,
    headers: { ...up.headers, ...bearer(adminToken) },
  });
  expect(res.statusCode).toBe(201);
  return unsignBerkasUrls(res.json().data.url as string);
}

describe('the staff knowledge base', () => {
  it('finds articles by their Indonesian stem, best match first, with the words around the match', async () => {
    const a = await artikel({
      judul: 'Menilai kewajaran cenderamata pernikahan',
      isi: '<p>Analis <b>menilai</b> nilai wajar cenderamata yang dilaporkan pegawai.</p>',
    });
    const b = await artikel({
      judul: 'Pedoman arsip',
      kategori: 'Arsip',
      isi: '<p>Satu kali disebut cenderamata di sini.</p>',
    });
    const res = await staff('GET', '/api/kpk/knowledge-base?q=dinilai%20cenderamata');
    expect(res.statusCode).toBe(200);
    // "dinilai" and "nilai" share the stem in the indonesian configuration.
    const data = res.json().data;
    expect(data.items.map((i: { id: number }) => i.id)).toEqual([a.id]);
    expect(data.items[0]).toMatchObject({
      judul: 'Menilai kewajaran cenderamata pernikahan',
      ada_lampiran: false,
    });
    expect(data.items[0].cuplikan).toContain('cenderamata');
    expect(data.items[0].cuplikan).not.toContain('<');
    // The snippet is the article's text, not its title again.
    expect(data.items[0].cuplikan).toMatch(/^Analis menilai nilai wajar cenderamata/);

    const both = (await staff('GET', '/api/kpk/knowledge-base?q=cenderamata')).json().data;
    expect(both.items.map((i: { id: number }) => i.id)).toEqual([a.id, b.id]);
    expect(both.kategori).toEqual(expect.arrayContaining(['Analisis', 'Arsip']));
    const arsip = (await staff('GET', '/api/kpk/knowledge-base?q=cenderamata&kategori=Arsip')).json().data;
    expect(arsip).toMatchObject({ total: 1, items: [{ id: b.id }] });
  });

  it('leaves inactive and deleted articles out', async () => {
    const off = await artikel({ judul: 'Catatan lama zamrud', isi: '<p>zamrud</p>', is_active: false });
    const gone = await artikel({ judul: 'Catatan terhapus zamrud', isi: '<p>zamrud</p>' });
    await admin('DELETE', `/api/admin/masters/knowledge-base/${gone.id}`);
    expect((await staff('GET', '/api/kpk/knowledge-base?q=zamrud')).json().data).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await staff('GET', `/api/kpk/knowledge-base/${off.id}`)).statusCode).toBe(404);
    expect((await staff('GET', `/api/kpk/knowledge-base/${gone.id}`)).statusCode).toBe(404);
  });

  it('shows an article with its attachment (signed for the reader) and its link', async () => {
    const berkas = await unggah();
    const a = await artikel({
      judul: 'Alur klarifikasi',
      isi: `<p>Lihat bagan.</p><img src="${berkas}">`,
      lampiran_url: berkas,
      tautan: 'https://www.kpk.go.id/id/gratifikasi',
    });
    const res = await staff('GET', `/api/kpk/knowledge-base/${a.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ judul: 'Alur klarifikasi', kategori: 'Analisis', ada_lampiran: true });
    expect(data.lampiran).toEqual([
      { jenis: 'berkas', nama: 'bagan-alur.png', url: expect.stringMatching(/\?s=[0-9a-f]{64}&e=\d+$/) },
      {
        jenis: 'tautan',
        nama: 'https://www.kpk.go.id/id/gratifikasi',
        url: 'https://www.kpk.go.id/id/gratifikasi',
      },
    ]);
    expect(data.isi).toMatch(/<img src="\/api\/konten\/berkas\/[^"]+\?s=[0-9a-f]{64}&amp;e=\d+"/);
    // The signed address opens the staff-only file; the plain one stays closed to guests.
    expect((await guest('GET', data.lampiran[0].url)).statusCode).toBe(200);
    expect((await guest('GET', berkas)).statusCode).toBe(404);
    const list = (await staff('GET', '/api/kpk/knowledge-base?q=klarifikasi')).json().data;
    expect(list.items[0]).toMatchObject({ id: a.id, ada_lampiran: true });
  });

  it('is for the staff only: reporters and UPG get 403, guests 401', async () => {
    expect((await individu('GET', '/api/kpk/knowledge-base')).statusCode).toBe(403);
    expect((await upg('GET', '/api/kpk/knowledge-base/1')).statusCode).toBe(403);
    expect((await guest('GET', '/api/kpk/knowledge-base')).statusCode).toBe(401);
    expect((await admin('GET', '/api/kpk/knowledge-base')).statusCode).toBe(200);
  });

  it('answers 422 in Indonesian for bad input and 404 for an unknown id', async () => {
    const bad = await staff('GET', `/api/kpk/knowledge-base?per_page=500&q=${'x'.repeat(101)}`);
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('Maksimal');
    expect((await staff('GET', '/api/kpk/knowledge-base/abc')).statusCode).toBe(422);
    const none = await staff('GET', '/api/kpk/knowledge-base/999999');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Artikel basis pengetahuan tidak ditemukan');
  });
});
