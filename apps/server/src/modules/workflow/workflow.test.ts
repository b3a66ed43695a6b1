import { DEFAULT_SEQUENCES, DEFAULT_TASKS } from '@gratifikasi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let admin: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t.app, await loginAs(t.app, 'sysadmin'));
});
afterAll(() => t.close());

describe('GET workflow/proses/{kode}: the process as its masters define it', () => {
  it('draws the seeded default process: every step, who acts, every decision, nothing unreachable', async () => {
    const res = await admin('GET', '/api/workflow/proses/GRATIFIKASI');
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ kode: 'GRATIFIKASI', versi: 1, start: 'draft', unreachable: [] });
    expect(p.nodes).toHaveLength(DEFAULT_TASKS.length);
    expect(p.edges).toHaveLength(DEFAULT_SEQUENCES.length);
    expect(p.nodes.find((n: { kode: string }) => n.kode === 'f38')).toEqual({
      kode: 'f38',
      nama: 'Persetujuan verifikasi informasi',
      roles: ['ketua_group'],
      lingkup: 'grup',
      formulir: null,
      final: false,
    });
    expect(p.nodes.find((n: { kode: string }) => n.kode === 'f7A')).toMatchObject({ formulir: 'penomoran' });
    expect(p.nodes.filter((n: { final: boolean }) => n.final).map((n: { kode: string }) => n.kode)).toEqual([
      'selesai',
      'sp3-selesai',
    ]);
    expect(p.edges).toContainEqual({
      from: 'f39',
      to: 'f5a',
      decision: 'semua_nl',
      label: 'Semua unsur negative list',
    });
  });

  it('follows an administrator’s change of a step’s role at once, without a deploy', async () => {
    const list = await admin('GET', '/api/admin/masters/wfl-re-taskdef?q=f61&per_page=5');
    const row = list.json().data.items.find((i: { kode: string }) => i.kode === 'f61');
    const detail = (await admin('GET', `/api/admin/masters/wfl-re-taskdef/${row.id}`)).json().data;
    const { id: _id, created_at: _c, updated_at: _u, deleted_at: _d, ...record } = detail;
    const before = (await admin('GET', '/api/workflow/proses/GRATIFIKASI')).json().data;
    expect(before.nodes.find((n: { kode: string }) => n.kode === 'f61').roles).toEqual(['ketua_tim']);
    expect(record.roles).toEqual(['ketua_tim']);
    const put = await admin('PUT', `/api/admin/masters/wfl-re-taskdef/${row.id}`, {
      ...record,
      roles: ['koordinator', 'ketua_tim', 'koordinator'],
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = (await admin('GET', '/api/workflow/proses/GRATIFIKASI')).json().data;
    expect(after.nodes.find((n: { kode: string }) => n.kode === 'f61').roles).toEqual([
      'koordinator',
      'ketua_tim',
    ]);
    const empty = await admin('PUT', `/api/admin/masters/wfl-re-taskdef/${row.id}`, { ...record, roles: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.roles).toEqual(['Wajib diisi']);
    const unknown = await admin('PUT', `/api/admin/masters/wfl-re-taskdef/${row.id}`, {
      ...record,
      roles: ['raja'],
    });
    expect(unknown.statusCode).toBe(422);
    // The list filters a list field by any one of its values.
    const numbering = await admin('GET', '/api/admin/masters/wfl-re-taskdef?roles=anggota_tim&per_page=100');
    expect(numbering.statusCode).toBe(200);
    const kodes = numbering.json().data.items.map((i: { kode: string }) => i.kode);
    expect(kodes).toEqual(expect.arrayContaining(['f30', 'f7A', 'f7E', 'f5D']));
    expect(kodes).not.toContain('f34');
  });

  it('answers 404 for an unknown process and keeps it from roles outside the KPK', async () => {
    expect((await admin('GET', '/api/workflow/proses/TIDAK_ADA')).statusCode).toBe(404);
    const individu = caller(t.app, await loginAs(t.app, 'individu'));
    expect((await individu('GET', '/api/workflow/proses/GRATIFIKASI')).statusCode).toBe(403);
    expect((await caller(t.app)('GET', '/api/workflow/proses/GRATIFIKASI')).statusCode).toBe(401);
  });
});
