import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { role_users, roles, users } from '../../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { PATH_TO_SK } from '../proses/scenario';
import { reportWalker } from '../proses/testing';
import { makeUser } from '../test-fixtures';

/** Issue 24 §2: the reporter's side reads its report's history in its own words, without the KPK's insides. */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
let laporanId: number;
let staffNames: string[];
const STEP_CODE = /\bf[0-9][0-9A-Za-z]\b|distribusi-f/;
const ROLE_CODE =
  /\b(anggota_tim|ketua_tim|ketua_group|koordinator|direktur|deputi|pimpinan|Administrasi\/Sekretaris)\b/;

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
  laporanId = await w.fileReport();
  // Sent back once inside the KPK (a working note the reporter must not read), then on to the numbered SK.
  await w.walk(laporanId, [
    ...PATH_TO_SK.slice(0, 3),
    ['f34', 'kembalikan', 'ketua_tim'],
    ['f30', 'setuju', 'anggota_tim'],
    ...PATH_TO_SK.slice(3),
  ]);
  const staff = await t.database.db
    .selectDistinct({ name: users.name })
    .from(users)
    .innerJoin(role_users, eq(role_users.user_id, users.id))
    .innerJoin(roles, eq(roles.id, role_users.role_id))
    .where(
      inArray(roles.name, [
        'koordinator',
        'ketua_group',
        'ketua_tim',
        'anggota_tim',
        'direktur',
        'deputi',
        'Administrasi/Sekretaris',
      ]),
    );
  staffNames = staff.map((s) => s.name);
}, 240_000);
afterAll(() => t.close());

const get = (role: string, path: string) => w.call(role)('GET', path);

describe('GET laporan/{id}/history for the reporter', () => {
  it('lists each change that concerns them once, in their words, without staff, steps, role codes or notes', async () => {
    const res = await get('individu', `/api/laporan/${laporanId}/history`);
    expect(res.statusCode, res.body).toBe(200);
    const rows: {
      status_to_nama: string;
      step: string | null;
      user_name: string | null;
      catatan: string | null;
    }[] = res.json().data;
    expect(rows.map((r) => r.status_to_nama)).toEqual([
      'Laporan terkirim ke KPK',
      'Laporan sedang diverifikasi KPK',
      'Laporan sedang dianalisis KPK',
      'Surat Keputusan sedang ditetapkan',
      'Selesai',
    ]);
    expect(rows[0]).toMatchObject({ user_name: 'Demo Individu', role_name: 'individu' });
    for (const r of rows.slice(1))
      expect(r).toMatchObject({ step: null, user_name: null, role_name: null, catatan: null });
    const body = res.body;
    expect(staffNames.length).toBeGreaterThan(3);
    for (const name of staffNames) expect(body).not.toContain(name);
    expect(body).not.toMatch(STEP_CODE);
    expect(body).not.toMatch(ROLE_CODE);
    expect(body).not.toMatch(/negative list|Mohon diperbaiki sesuai catatan reviu|penomoran/i);
  });

  it('shows the report and the list with the status in their words', async () => {
    const detail = await get('individu', `/api/laporan/${laporanId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.status_nama).toBe('Selesai');
    const list = await get('individu', '/api/laporan/tabbed?tab=PROSES');
    expect(list.statusCode, list.body).toBe(200);
    const before = await w.fileReport();
    await w.walk(before, PATH_TO_SK.slice(0, 6));
    const proses = await get('individu', '/api/laporan/tabbed?tab=PROSES');
    const row = proses.json().data.items.find((i: { id: number }) => i.id === before);
    expect(row).toMatchObject({ status: 'REVIEW_NL', status_nama: 'Laporan sedang diverifikasi KPK' });
    expect((await get('individu', `/api/laporan/${before}`)).json().data.status_nama).toBe(
      'Laporan sedang diverifikasi KPK',
    );
    // The KPK reads its own stage name for the same report.
    expect((await get('anggota_tim', `/api/laporan/${before}`)).json().data.status_nama).toBe(
      'Review negative list',
    );
  }, 120_000);
});

describe('GET laporan/{id}/history for the KPK', () => {
  it('keeps every step with who took it, and the working notes', async () => {
    const res = await get('ketua_group', `/api/laporan/${laporanId}/history`);
    expect(res.statusCode, res.body).toBe(200);
    const rows: {
      step: string | null;
      user_name: string | null;
      role_name: string | null;
      catatan: string | null;
    }[] = res.json().data;
    expect(rows.map((r) => r.step)).toEqual(
      expect.arrayContaining(['distribusi', 'f30', 'f34', 'f38', 'f7A', 'f7E']),
    );
    expect(rows.find((r) => r.step === 'f34' && r.catatan)).toMatchObject({
      user_name: 'Demo Ketua Tim',
      role_name: 'ketua_tim',
      catatan: 'Mohon diperbaiki sesuai catatan reviu.',
    });
  });
});

describe('GET laporan/{id}/history: who may read it', () => {
  it('refuses another reporter, a UPG the report did not pass through, and anonymous callers', async () => {
    await makeUser(t.database.db, 'individu_lain', 'individu');
    const other = caller(t.app, await loginAs(t.app, 'individu_lain'));
    expect((await other('GET', `/api/laporan/${laporanId}/history`)).statusCode).toBe(404);
    const upg = caller(t.app, await loginAs(t.app, 'upg'));
    expect([403, 404]).toContain((await upg('GET', `/api/laporan/${laporanId}/history`)).statusCode);
    expect((await caller(t.app)('GET', `/api/laporan/${laporanId}/history`)).statusCode).toBe(401);
    expect((await get('individu', '/api/laporan/999999999/history')).statusCode).toBe(404);
  });
});
