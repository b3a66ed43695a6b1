import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
let anggota: ReturnType<typeof caller>;
let deputi: ReturnType<typeof caller>;
let admin: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  anggota = caller(t.app, await loginAs(t.app, 'anggota_tim'));
  deputi = caller(t.app, await loginAs(t.app, 'deputi'));
  admin = caller(t.app, await loginAs(t.app, 'sysadmin'));
});
afterAll(() => t.close());

const aturan = (kode: string) => ({
  kode,
  nama: `Ketentuan ${kode}`,
  isi: 'Penerimaan cendera mata dalam acara resmi dicatat oleh UPG.',
});

describe('master write access: a definition may name other permissions than frapp-master-manage', () => {
  it('lets an analyst (analisis-laporan) add and edit an internal rule, as from the LHA', async () => {
    const created = await anggota('POST', '/api/admin/masters/aturan-internal', aturan('AI-LHA-01'));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const edited = await anggota('PUT', `/api/admin/masters/aturan-internal/${id}`, {
      ...aturan('AI-LHA-01'),
      dasar_hukum: 'Perkom 2/2019',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.dasar_hukum).toBe('Perkom 2/2019');
  });

  it('still lets the master administrator (frapp-master-manage) write it', async () => {
    expect((await admin('POST', '/api/admin/masters/aturan-internal', aturan('AI-ADM-01'))).statusCode).toBe(
      201,
    );
  });

  it('refuses a reader without either permission, who may still read', async () => {
    const res = await deputi('POST', '/api/admin/masters/aturan-internal', aturan('AI-DEP-01'));
    expect(res.statusCode).toBe(403);
    expect((await deputi('GET', '/api/admin/masters/aturan-internal')).statusCode).toBe(200);
  });

  it('keeps every other master to frapp-master-manage', async () => {
    const res = await anggota('POST', '/api/admin/masters/grup', { kode: 'GRUP_LHA', nama: 'Grup dari LHA' });
    expect(res.statusCode).toBe(403);
  });
});
