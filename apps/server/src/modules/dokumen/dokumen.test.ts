import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';
import { PATH_TO_SK } from '../laporan/proses/scenario';
import { reportWalker } from '../laporan/proses/testing';
import { pdfText } from './pdf/text';

/** Issue 11 §1: the template editor's save check and live preview, on the sample letter or a real report. */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
let admin: ReturnType<typeof caller>;

const BODY = `<h1 style="text-align: center">KEPUTUSAN</h1><p>Nomor: {{ surat.nomor }}</p>
<p>Pelapor {{ pelapor.nama }}, laporan {{ laporan.nomor }}, senilai {{ laporan.total_nilai | rupiah }}.</p>
<table><tbody><tr><th><p>Uraian</p></th><th><p>Keputusan</p></th></tr>
<tr><td><p>{% for r in rincian %}{{ r.uraian }}</p></td><td><p>{{ r.keputusan }}{% endfor %}</p></td></tr></tbody></table>`;

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
  admin = caller(t.app, await loginAs(t.app, 'sysadmin'));
});
afterAll(() => t.close());

describe('POST dokumen/template/periksa and pratinjau', () => {
  it('names the line and column of a wrong placeholder; a sound template has none', async () => {
    const ok = await admin('POST', '/api/dokumen/template/periksa', { isi: BODY });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.masalah).toEqual([]);
    const bad = await admin('POST', '/api/dokumen/template/periksa', { isi: '<p>\n{{ pelapor.gaji }}</p>' });
    expect(bad.json().data.masalah).toEqual([
      { line: 2, col: 4, message: 'Isian tidak dikenal: pelapor.gaji' },
    ]);
  });

  it('previews on the sample letter, and a template with a problem is 422 naming its place', async () => {
    const res = await admin('POST', '/api/dokumen/template/pratinjau', { isi: BODY, jenis: 'draft-sk' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pdfText(res.rawPayload)).toContain('Jam tangan');
    const bad = await admin('POST', '/api/dokumen/template/pratinjau', {
      isi: '<p>{{ laporan.nomer }}</p>',
      jenis: 'draft-sk',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.isi).toEqual(['Baris 1, kolom 7: Isian tidak dikenal: laporan.nomer']);
    expect(
      (await admin('POST', '/api/dokumen/template/pratinjau', { isi: BODY, jenis: 'surat-cinta' }))
        .statusCode,
    ).toBe(422);
  });

  it('fills a numbered report’s SK: its number, reporter, items and each item’s decision; also as DOCX', async () => {
    const id = await w.fileReport();
    await w.walk(id, PATH_TO_SK);
    const res = await admin('POST', '/api/dokumen/template/pratinjau', {
      isi: BODY,
      jenis: 'draft-sk',
      laporan_id: id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    const detail = (await w.call('koordinator')('GET', `/api/laporan/${id}`)).json().data;
    expect(text).toContain(detail.nosig);
    expect(text).toMatch(/Nomor: \S*SK/);
    expect(text).toMatch(/Milik (Negara|Penerima)/);
    const docx = await admin('POST', '/api/dokumen/template/pratinjau', {
      isi: BODY,
      jenis: 'draft-sk',
      laporan_id: id,
      format: 'docx',
    });
    expect(docx.statusCode).toBe(200);
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('is closed to those who do not edit templates, and a report the caller cannot read is 404', async () => {
    const individu = caller(t.app, await loginAs(t.app, 'individu'));
    expect((await individu('POST', '/api/dokumen/template/periksa', { isi: BODY })).statusCode).toBe(403);
    expect((await caller(t.app)('POST', '/api/dokumen/template/periksa', { isi: BODY })).statusCode).toBe(
      401,
    );
    const missing = await admin('POST', '/api/dokumen/template/pratinjau', {
      isi: BODY,
      jenis: 'sp3',
      laporan_id: 999999,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('master template-dokumen: checked at save, versioned', () => {
  const path = '/api/admin/masters/template-dokumen';

  it('is seeded with one active template per letter kind', async () => {
    const res = await admin('GET', `${path}?per_page=50`);
    expect(res.statusCode, res.body).toBe(200);
    const kinds = res
      .json()
      .data.items.map((i: { jenis: string }) => i.jenis)
      .sort();
    expect(kinds).toEqual(
      [
        'analisis',
        'berita-acara',
        'berita-acara-og',
        'draft-sk',
        'formulir',
        'jawaban-rekam-jejak',
        'laporan-kegiatan',
        'nota-dinas',
        'pengantar-sk',
        'sp3',
        'surat-tagihan',
        'usulan-sp3',
      ].sort(),
    );
  });

  it('refuses a body with a wrong placeholder at save (422 naming line and column); an edit is a new version', async () => {
    const list = await admin('GET', `${path}?per_page=50`);
    const sp3 = list.json().data.items.find((i: { jenis: string }) => i.jenis === 'sp3');
    const bad = await admin('PUT', `${path}/${sp3.id}`, {
      ...sp3,
      konten: '<p>Yth.</p>\n<p>{{ pelapor.gaji }}</p>',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.konten).toEqual(['Baris 2, kolom 7: Isian tidak dikenal: pelapor.gaji']);
    const broken = await admin('PUT', `${path}/${sp3.id}`, {
      ...sp3,
      konten: '<p>{% if laporan.nomor %}</p>',
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.konten[0]).toMatch(/^Baris 1, kolom \d+: /);

    const before = (await admin('GET', `/api/dokumen/template/${sp3.id}/versi`)).json().data.length;
    const ok = await admin('PUT', `${path}/${sp3.id}`, {
      ...sp3,
      konten: `${sp3.konten}\n<p>Tembusan: Pimpinan KPK</p>`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const versions = (await admin('GET', `/api/dokumen/template/${sp3.id}/versi`)).json().data;
    expect(versions.length).toBe(Math.max(before, 1) + 1);
    expect(versions[0].konten).toContain('Tembusan');
    // Saving the same body again keeps the version.
    const same = await admin('PUT', `${path}/${sp3.id}`, { ...ok.json().data });
    expect(same.statusCode).toBe(200);
    expect((await admin('GET', `/api/dokumen/template/${sp3.id}/versi`)).json().data.length).toBe(
      versions.length,
    );
    const individu = caller(t.app, await loginAs(t.app, 'individu'));
    expect((await individu('GET', `/api/dokumen/template/${sp3.id}/versi`)).statusCode).toBe(403);
  });
});
