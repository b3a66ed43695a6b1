import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';

/**
 * Letter templates are authored by staff and evaluated by the server: they read no file and their cost is bounded,
 * at the editor's check, its preview, at save and when a letter is made; the API answers meanwhile.
 */
let t: TestApp;
let admin: ReturnType<typeof caller>;
const path = '/api/admin/masters/template-dokumen';

/** 3 million steps: liquidjs's render clock stops it (the reported 5 million blocked every request for 8 s). */
const HEAVY = '{% for a in (1..3000) %}{% for b in (1..1000) %}{{ a }}{% endfor %}{% endfor %}';
/** What the server's own files would show in a letter, were they read. */
const SERVER_TEXT = /loadConfig|@gratifikasi\/server|"dependencies"|ENOENT|\/work\/|node_modules/;

beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t.app, await loginAs(t.app, 'sysadmin'));
});
afterAll(() => t.close());

async function sp3Template() {
  const list = await admin('GET', `${path}?per_page=50`);
  return list.json().data.items.find((i: { jenis: string }) => i.jenis === 'sp3');
}

describe('letter templates cannot reach the server', () => {
  it('reads no file: include, render and layout are refused, naming no path, at check, preview and save', async () => {
    for (const [tag, isi] of [
      ['include', '<p>{% include "package.json" %}</p>'],
      ['render', "<p>{% render 'src/config.ts' %}</p>"],
      ['layout', '{% layout "package.json" %}<p>x</p>'],
      ['include', '<p>{% include "tidak-ada-di-server.html" %}</p>'],
      ['include', "{% liquid\ninclude 'package.json' %}"],
    ] as const) {
      const check = await admin('POST', '/api/dokumen/template/periksa', { isi });
      expect(check.statusCode, check.body).toBe(200);
      const [problem] = check.json().data.masalah;
      expect(problem.message).toBe(
        `Tag ${tag} tidak diizinkan: templat surat tidak dapat memuat templat atau berkas lain`,
      );
      expect(check.body).not.toMatch(SERVER_TEXT);
      const preview = await admin('POST', '/api/dokumen/template/pratinjau', { isi, jenis: 'sp3' });
      expect(preview.statusCode).toBe(422);
      expect(preview.body).not.toMatch(SERVER_TEXT);
    }

    const sp3 = await sp3Template();
    const before = (await admin('GET', `/api/dokumen/template/${sp3.id}/versi`)).json().data;
    const saved = await admin('PUT', `${path}/${sp3.id}`, {
      ...sp3,
      konten: `${sp3.konten}<p>{% include "package.json" %}</p>`,
    });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().errors.konten[0]).toMatch(/^Baris \d+, kolom \d+: Tag include tidak diizinkan/);
    expect((await admin('GET', `/api/dokumen/template/${sp3.id}/versi`)).json().data).toEqual(before);
    expect((await sp3Template()).konten).toBe(sp3.konten);
  });

  it('refuses a template too heavy to render (time, memory) at check, preview and save, with nothing kept', async () => {
    for (const isi of [HEAVY, '{% for i in (1..100000000) %}x{% endfor %}']) {
      const check = await admin('POST', '/api/dokumen/template/periksa', { isi });
      expect(check.statusCode, check.body).toBe(422);
      expect(check.json().message).toMatch(/^Templat terlalu berat untuk dirender: /);
      expect(check.json().errors.isi[0]).toBe(check.json().message);
    }
    const preview = await admin('POST', '/api/dokumen/template/pratinjau', { isi: HEAVY, jenis: 'sp3' });
    expect(preview.statusCode).toBe(422);
    expect(preview.json().message).toBe(
      'Templat terlalu berat untuk dirender: waktu render melebihi 2 detik',
    );

    const sp3 = await sp3Template();
    const before = (await admin('GET', `/api/dokumen/template/${sp3.id}/versi`)).json().data;
    const saved = await admin('PUT', `${path}/${sp3.id}`, { ...sp3, konten: `${sp3.konten}${HEAVY}` });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().message).toMatch(/^Templat terlalu berat untuk dirender: /);
    expect(saved.json().errors.konten).toEqual([saved.json().message]);
    expect((await admin('GET', `/api/dokumen/template/${sp3.id}/versi`)).json().data).toEqual(before);
    expect((await sp3Template()).konten).toBe(sp3.konten);
  });

  it('answers /api/health while a heavy template is being checked', async () => {
    let checked = false;
    const heavy = admin('POST', '/api/dokumen/template/periksa', { isi: HEAVY }).then((res) => {
      checked = true;
      return res;
    });
    // Let the check get past its token and into the render; on one event loop the render would hold it here.
    for (let i = 0; i < 200 && !checked; i++) await new Promise((resolve) => setImmediate(resolve));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(checked, 'the health check answered only after the template').toBe(false);
    expect((await heavy).statusCode).toBe(422);
  });
});
