import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let anggota: ReturnType<typeof caller>;
let deputi: ReturnType<typeof caller>;
let admin: ReturnType<typeof caller>;
let upg: ReturnType<typeof caller>;
let individu: ReturnType<typeof caller>;
let instansiA: number;
let instansiB: number;

beforeAll(async () => {
  t = await createTestApp();
  anggota = caller(t.app, await loginAs(t.app, 'anggota_tim'));
  deputi = caller(t.app, await loginAs(t.app, 'deputi'));
  admin = caller(t.app, await loginAs(t.app, 'sysadmin'));
  upg = caller(t.app, await loginAs(t.app, 'upg'));
  individu = caller(t.app, await loginAs(t.app, 'individu'));
  const list = await admin('GET', '/api/admin/masters/instansi?per_page=2');
  [instansiA, instansiB] = list.json().data.items.map((i: { id: number }) => i.id);
});
afterAll(() => t.close());

const rule = (kode: string, instansi_id: number | null = null) => ({
  kode,
  nama: `Ketentuan ${kode}`,
  isi: 'Penerimaan cendera mata dalam acara resmi dicatat oleh UPG.',
  instansi_id,
});

describe('aturan: the internal-rule master in bulk', () => {
  it('creates several rules of an institution at once, audited one by one', async () => {
    const res = await anggota('POST', '/api/aturan', {
      items: [rule('BULK-A1', instansiA), rule('BULK-A2', instansiA), rule('BULK-UMUM')],
    });
    expect(res.statusCode, res.body).toBe(201);
    const items = res.json().data;
    expect(items.map((i: { kode: string }) => i.kode)).toEqual(['BULK-A1', 'BULK-A2', 'BULK-UMUM']);
    expect(items[0].instansi_id).toBe(instansiA);
    expect(items[0].labels.instansi_id).toBeTruthy();
    const audits = (await t.database.db.execute(
      sql`select count(*)::int as n from audit_logs where action = 'master_create' and entity = 'aturan_internals'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(audits.rows[0]?.n)).toBe(3);
  });

  it('lists one institution’s own rules, or those binding it (its own and the general ones)', async () => {
    const own = await deputi('GET', `/api/aturan?instansi_id=${instansiA}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.items.map((i: { kode: string }) => i.kode)).toEqual(['BULK-A1', 'BULK-A2']);
    const binding = await deputi('GET', `/api/aturan?untuk_instansi_id=${instansiB}&q=BULK`);
    expect(binding.json().data.items.map((i: { kode: string }) => i.kode)).toEqual(['BULK-UMUM']);
    expect(binding.json().data.total).toBe(1);
  });

  it('is all or nothing: one bad item names its place and nothing is saved', async () => {
    const res = await anggota('POST', '/api/aturan', {
      items: [rule('BULK-B1'), { ...rule('BULK-A1'), nama: '' }],
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors['items.1.nama']).toEqual(['Wajib diisi']);
    expect(errors['items.0.kode']).toBeUndefined();
    const after = await deputi('GET', '/api/aturan?q=BULK-B1');
    expect(after.json().data.total).toBe(0);
  });

  it('updates and deletes several rules at once; an unknown id fails the whole call', async () => {
    const list = (await deputi('GET', `/api/aturan?instansi_id=${instansiA}`)).json().data.items as {
      id: number;
      kode: string;
    }[];
    const updated = await anggota('PUT', '/api/aturan', {
      items: list.map((r) => ({ ...rule(r.kode, instansiB), id: r.id, dasar_hukum: 'SK Sekjen 1/2026' })),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.every((r: { instansi_id: number }) => r.instansi_id === instansiB)).toBe(true);

    const unknown = await anggota('DELETE', '/api/aturan', { ids: [list[0]?.id, 2_000_000] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['ids.1']).toEqual(['Aturan tidak ditemukan']);
    expect((await deputi('GET', `/api/aturan?instansi_id=${instansiB}`)).json().data.total).toBe(2);

    const deleted = await anggota('DELETE', '/api/aturan', { ids: list.map((r) => r.id) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await deputi('GET', `/api/aturan?instansi_id=${instansiB}`)).json().data.total).toBe(0);
  });

  it('refuses a KPK reader without a write permission, reporters, and guests', async () => {
    expect((await deputi('POST', '/api/aturan', { items: [rule('BULK-D1')] })).statusCode).toBe(403);
    expect((await upg('GET', '/api/aturan')).statusCode).toBe(403);
    expect((await individu('POST', '/api/aturan', { items: [rule('BULK-I1')] })).statusCode).toBe(403);
    expect((await caller(t.app)('GET', '/api/aturan')).statusCode).toBe(401);
  });

  it('names a duplicate code by its place', async () => {
    const res = await anggota('POST', '/api/aturan', { items: [rule('BULK-C1'), rule('UU20-2001-12B')] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['items.1.kode']).toEqual(['Sudah digunakan']);
  });

  it('refuses duplicate ids and empty bodies', async () => {
    expect((await anggota('DELETE', '/api/aturan', { ids: [1, 1] })).statusCode).toBe(422);
    expect((await anggota('POST', '/api/aturan', { items: [] })).statusCode).toBe(422);
  });
});
