import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp, TINY_PNG } from '../../test/app';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let guest: ReturnType<typeof caller>;
let individu: ReturnType<typeof caller>;
let adminToken: string;
let kategoriId: number;

const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 31 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, 'superuser');
  admin = caller(t.app, adminToken);
  guest = caller(t.app);
  individu = caller(t.app, await loginAs(t.app, 'individu'));
  const kategori = await guest('GET', '/api/news-category');
  kategoriId = kategori.json().data.items[0].id;
});
afterAll(() => t.close());

let n = 0;
async function berita(fields: Record<string, unknown> = {}) {
  n += 1;
  const res = await admin('POST', '/api/admin/masters/berita', {
    judul: `Sosialisasi gratifikasi di daerah ${n}`,
    slug: `sosialisasi-${n}`,
    kategori_berita_id: kategoriId,
    ringkasan: 'Ringkasan singkat',
    isi: '<p>Pegawai melaporkan penerimaan hadiah pernikahan.</p>',
    tanggal_terbit: today(),
    is_published: true,
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; slug: string; isi: string };
}

describe('public news', () => {
  it('shows guests only published articles whose date has come', async () => {
    const shown = await berita({ judul: 'Berita terbit hari ini' });
    const draft = await berita({ judul: 'Berita draf', is_published: false });
    const future = await berita({ judul: 'Berita terbit besok', tanggal_terbit: tomorrow() });
    const list = await guest('GET', '/api/public/berita?per_page=50');
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.items.map((i: { id: number }) => i.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(future.id);
    expect((await guest('GET', `/api/public/berita/${shown.id}`)).json().data).toMatchObject({
      judul: 'Berita terbit hari ini',
      slug: shown.slug,
      kategori: { id: kategoriId },
    });
    expect((await guest('GET', `/api/public/berita/${draft.id}`)).statusCode).toBe(404);
    expect((await guest('GET', `/api/public/berita/${future.id}`)).statusCode).toBe(404);
    await admin('DELETE', `/api/admin/masters/berita/${shown.id}`);
    expect((await guest('GET', `/api/public/berita/${shown.id}`)).statusCode).toBe(404);
  });

  it('filters by category and finds words by their Indonesian stem (full-text search)', async () => {
    const a = await berita({
      judul: 'Pelaporan cenderamata',
      isi: '<p>Para pejabat melaporkan cenderamata.</p>',
    });
    // "laporan" and "melaporkan" share the stem "lapor" in the indonesian configuration.
    const found = await guest('GET', '/api/public/berita?q=cenderamata&per_page=50');
    expect(found.json().data.items.map((i: { id: number }) => i.id)).toEqual([a.id]);
    const other = await guest('GET', '/api/public/berita?q=laporkan%20cenderamata');
    expect(other.json().data.total).toBe(1);
    const none = await guest('GET', `/api/public/berita?kategori_berita_id=${kategoriId + 1000}`);
    expect(none.json().data).toMatchObject({ items: [], total: 0 });
  });

  it('answers 422 in Indonesian for bad paging and an unknown id 404', async () => {
    const bad = await guest('GET', '/api/public/berita?per_page=500&page=0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ per_page: ['Maksimal 50'], page: ['Minimal 1'] });
    expect((await guest('GET', '/api/public/berita/99999999')).statusCode).toBe(404);
    expect((await guest('GET', '/api/public/berita/abc')).statusCode).toBe(422);
  });
});

describe('rich text is sanitised on the server', () => {
  const PAYLOADS = [
    '<script>alert(1)</script><p>aman</p>',
    '<p onclick="alert(1)">aman</p>',
    '<img src=x onerror="alert(1)"><p>aman</p>',
    '<a href="javascript:alert(1)">aman</a>',
    '<iframe src="https://evil.example"></iframe><p>aman</p>',
    '<svg onload="alert(1)"><p>aman</p></svg>',
    '<p style="background:url(javascript:alert(1))">aman</p>',
    '<a href="JaVaScRiPt:alert(1)">aman</a><img src="data:image/png;base64,AAAA">',
  ];

  it('removes scripts, event handlers and javascript: URLs on save', async () => {
    for (const payload of PAYLOADS) {
      const saved = await berita({ isi: payload });
      expect(saved.isi).toContain('aman');
      expect(saved.isi).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|style=|data:/i);
      const read = await guest('GET', `/api/public/berita/${saved.id}`);
      expect(read.json().data.isi).toBe(saved.isi);
    }
  });

  it('keeps the editor’s structure, links and images', async () => {
    const html =
      '<h2>Judul</h2><p><strong>tebal</strong> <a href="https://kpk.go.id" target="_blank">tautan</a></p><ul><li>satu</li></ul><img src="/api/konten/berkas/1" alt="foto">';
    const saved = await berita({ isi: html });
    expect(saved.isi).toBe(
      '<h2>Judul</h2><p><strong>tebal</strong> <a href="https://kpk.go.id" target="_blank" rel="noopener noreferrer">tautan</a></p><ul><li>satu</li></ul><img src="/api/konten/berkas/1" alt="foto" />',
    );
  });

  it('refuses an article that is nothing but a script (422 Wajib diisi)', async () => {
    const res = await admin('POST', '/api/admin/masters/berita', {
      judul: 'Kosong',
      slug: 'kosong-script',
      kategori_berita_id: kategoriId,
      isi: '<script>alert(1)</script>',
      tanggal_terbit: today(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ isi: ['Wajib diisi'] });
  });

  it('previews exactly what would be stored, for editors only', async () => {
    const res = await admin('POST', '/api/konten/pratinjau', {
      html: '<p onclick="x()">a</p><script>b</script>',
    });
    expect(res.json().data).toEqual({ html: '<p>a</p>' });
    expect((await individu('POST', '/api/konten/pratinjau', { html: '<p>a</p>' })).statusCode).toBe(403);
    expect((await guest('POST', '/api/konten/pratinjau', { html: '<p>a</p>' })).statusCode).toBe(401);
  });
});

describe('editing content', () => {
  it('is for content editors: other roles get 403, and drafts stay out of their reach', async () => {
    const res = await individu('POST', '/api/admin/masters/berita', { judul: 'x' });
    expect(res.statusCode).toBe(403);
    expect((await individu('GET', '/api/admin/masters/berita')).statusCode).toBe(403);
    expect((await individu('GET', '/api/admin/masters/knowledge-base')).statusCode).toBe(403);
    const staff = caller(t.app, await loginAs(t.app, 'anggota_tim'));
    expect((await staff('GET', '/api/admin/masters/knowledge-base')).statusCode).toBe(200);
  });

  it('uploads images through the file store, served to anyone; disguised files are refused', async () => {
    const up = multipart({ bytes: TINY_PNG, filename: 'foto.png', contentType: 'image/png' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/konten/berkas',
      payload: up.payload,
      headers: { ...up.headers, ...bearer(adminToken) },
    });
    expect(res.statusCode).toBe(201);
    const { url, mime_type } = res.json().data;
    expect(mime_type).toBe('image/png');
    const read = await guest('GET', url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(TINY_PNG)).toBe(true);

    const fake = multipart({ bytes: Buffer.from('<script>alert(1)</script>'), filename: 'foto.png' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/konten/berkas',
      payload: fake.payload,
      headers: { ...fake.headers, ...bearer(adminToken) },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file[0]).toMatch(/Jenis berkas tidak didukung/);
    const asIndividu = await t.app.inject({
      method: 'POST',
      url: '/api/konten/berkas',
      payload: up.payload,
      headers: { ...up.headers, authorization: (await loginAs(t.app, 'individu')).replace(/^/, 'Bearer ') },
    });
    expect(asIndividu.statusCode).toBe(403);
    // A file that belongs to a report is never served here.
    expect((await guest('GET', '/api/konten/berkas/99999999')).statusCode).toBe(404);
  });
});

describe('FAQ, pages, materials, search and mobile', () => {
  it('lists active FAQs and searches them', async () => {
    const all = await guest('GET', '/api/faq/list');
    expect(all.json().data.items.length).toBeGreaterThan(0);
    const hidden = await admin('POST', '/api/admin/masters/faq', {
      pertanyaan: 'Pertanyaan nonaktif tentang parsel',
      jawaban: '<p>parsel</p>',
      is_active: false,
    });
    expect(hidden.statusCode).toBe(201);
    const found = await guest('GET', '/api/faq/list?q=gratifikasi');
    expect(found.json().data.items.length).toBeGreaterThan(0);
    expect((await guest('GET', '/api/faq/list?q=parsel')).json().data.items).toEqual([]);
  });

  it('serves the published pages and 404/422 for others', async () => {
    const panduan = await guest('GET', '/api/public/halaman/panduan');
    expect(panduan.json().data).toMatchObject({ kode: 'panduan', judul: 'Panduan Pelaporan Gratifikasi' });
    expect((await guest('GET', '/api/public/halaman/rahasia')).statusCode).toBe(422);
  });

  it('lists published materials with their contents', async () => {
    const m = await admin('POST', '/api/admin/masters/materi-sosialisasi', {
      judul: 'Modul pengendalian gratifikasi',
      tanggal_terbit: today(),
      is_published: true,
    });
    const draft = await admin('POST', '/api/admin/masters/materi-sosialisasi', {
      judul: 'Modul draf',
      tanggal_terbit: today(),
    });
    await admin('POST', '/api/admin/masters/konten-materi-sosialisasi', {
      materi_sosialisasi_id: m.json().data.id,
      judul: 'Video sosialisasi',
      jenis: 'video',
      video_url: 'https://www.youtube.com/watch?v=abc',
    });
    const list = (await guest('GET', '/api/public/materi-sosialisasi')).json().data;
    const ids = list.map((x: { id: number }) => x.id);
    expect(ids).toContain(m.json().data.id);
    expect(ids).not.toContain(draft.json().data.id);
    expect(list.find((x: { id: number }) => x.id === m.json().data.id).konten).toMatchObject([
      { judul: 'Video sosialisasi', jenis: 'video' },
    ]);
  });

  it('searches news, FAQ, guide and materials together', async () => {
    const res = await guest('GET', '/api/public/cari?q=laporan');
    expect(res.statusCode).toBe(200);
    const jenis = new Set(res.json().data.map((h: { jenis: string }) => h.jenis));
    expect(jenis.has('panduan')).toBe(true);
    expect(jenis.has('berita')).toBe(true);
    const short = await guest('GET', '/api/public/cari?q=a');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ q: ['Minimal 2 karakter'] });
  });

  it('answers the mobile client the notice active today', async () => {
    expect((await guest('GET', '/api/mobile-info/active-info')).json().data).toBeNull();
    await admin('POST', '/api/admin/masters/mobile-info', {
      judul: 'Pemeliharaan',
      pesan: 'Layanan berhenti sejenak malam ini.',
      tanggal_mulai: today(),
    });
    expect((await guest('GET', '/api/mobile-info/active-info')).json().data).toMatchObject({
      judul: 'Pemeliharaan',
    });
  });
});
