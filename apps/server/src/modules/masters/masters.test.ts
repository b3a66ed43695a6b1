import {
  DEFAULT_ROLE_PERMISSIONS,
  MASTER_DEFINITIONS,
  type MasterDefinition,
  masterRecordSchema,
  masterWritePermissions,
} from '@gratifikasi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs } from '../../db/schema';
import { readWorkbook } from '../../platform/excel';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';
import { exportCell } from './excel-io';
import type { MasterItem } from './records';
import { SERVED_PUBLIC_PATHS } from './routes';
import { SampleFactory } from './testing';

let t: TestApp;
let admin: string;
let outsider: string;
let samples: SampleFactory;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'superuser');
  outsider = await loginAs(t.app, 'direktur'); // holds no frapp-master-manage
  samples = new SampleFactory(t.app, admin);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const fieldsOf = (def: MasterDefinition, item: Record<string, unknown>) =>
  Object.fromEntries(def.fields.map((f) => [f.name, item[f.name]]));

/** A narrowing query for the record: the first filter field that has a value, and a q from a searched field. */
function narrowing(def: MasterDefinition, item: MasterItem): URLSearchParams {
  const params = new URLSearchParams({ per_page: '1000' });
  const filter = def.fields.find((f) => f.filter && item[f.name] !== null && f.type !== 'json');
  if (filter) params.set(filter.name, String(item[filter.name]));
  const searched = def.fields.find(
    (f) => f.search && typeof item[f.name] === 'string' && item[f.name] !== '',
  );
  if (searched) params.set('q', String(item[searched.name]).slice(1).toLowerCase());
  return params;
}

const idsOf = (res: { json: () => { data: { items: { id: number }[] } } }) =>
  res.json().data.items.map((i) => i.id);

describe.each(MASTER_DEFINITIONS.map((def) => [def.key, def] as const))('master %s', (_key, def) => {
  const base = `/api/admin/masters/${def.key}`;

  it('creates, reads, updates, lists, deletes and restores; access and audit hold', async () => {
    const sample = await samples.record(def);
    const expected = masterRecordSchema(def).parse(sample);

    const created = await call('POST', base, admin, sample);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('Data berhasil disimpan');
    const item: MasterItem = created.json().data;
    expect(fieldsOf(def, item)).toEqual(expected);
    for (const f of def.fields.filter((x) => x.type === 'relation' && item[x.name] !== null)) {
      expect(item.labels[f.name], f.name).toEqual(expect.any(String));
    }

    const read = await call('GET', `${base}/${item.id}`, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(item);

    const changed = { ...sample };
    for (const f of def.fields.filter((x) =>
      ['text', 'textarea', 'email', 'url', 'integer'].includes(x.type),
    )) {
      changed[f.name] = await samples.value(def, f);
    }
    const updated = await call('PUT', `${base}/${item.id}`, admin, changed);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe('Data berhasil diperbarui');
    const after: MasterItem = updated.json().data;
    expect(fieldsOf(def, after)).toEqual(masterRecordSchema(def).parse(changed));

    const query = narrowing(def, after);
    const list = await call('GET', `${base}?${query}`, admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(idsOf(list)).toContain(item.id);
    expect(list.json().data).toMatchObject({ page: 1, per_page: 1000 });

    const exported = await call('GET', `${base}/export?${query}`, admin);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(new RegExp(`${def.key}-\\d{8}\\.xlsx`));
    const sheet = await readWorkbook(exported.rawPayload);
    expect(sheet.headers).toEqual(def.fields.map((f) => f.label));
    const row = def.fields.map((f) => exportCell(f, after));
    expect(sheet.rows.map((r) => r.cells)).toContainEqual(row);

    if (def.fields.some((f) => f.unique)) {
      const clash = await call('POST', base, admin, changed);
      expect(clash.statusCode).toBe(422);
      const unique = def.fields.filter((f) => f.unique).map((f) => f.name);
      expect(Object.keys(clash.json().errors)).toEqual(expect.arrayContaining([unique[0]]));
      expect(Object.values(clash.json().errors)).toContainEqual(['Sudah digunakan']);
    }

    const removed = await call('DELETE', `${base}/${item.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.deleted_at).not.toBeNull();
    expect(idsOf(await call('GET', `${base}?${query}`, admin))).not.toContain(item.id);
    query.set('trashed', 'only');
    expect(idsOf(await call('GET', `${base}?${query}`, admin))).toContain(item.id);
    query.delete('trashed');

    const restored = await call('POST', `${base}/${item.id}/restore`, admin);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      message: 'Data berhasil dipulihkan',
      data: { deleted_at: null },
    });

    const actions = await t.database.db
      .select({ action: audit_logs.action })
      .from(audit_logs)
      .where(and(eq(audit_logs.entity, def.table), eq(audit_logs.entity_id, String(item.id))));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['master_create', 'master_update', 'master_delete', 'master_restore']),
    );

    // A master that names other write permissions (aturan-internal: analisis-laporan) may admit the outsider.
    if (!masterWritePermissions(def).some((p) => DEFAULT_ROLE_PERMISSIONS.direktur.includes(p))) {
      expect((await call('POST', base, outsider, sample)).statusCode).toBe(403);
      expect((await call('PUT', `${base}/${item.id}`, outsider, sample)).statusCode).toBe(403);
      expect((await call('DELETE', `${base}/${item.id}`, outsider)).statusCode).toBe(403);
    }
    expect((await call('GET', base, null)).statusCode).toBe(401);

    const served = SERVED_PUBLIC_PATHS.get(t.app.ctx);
    for (const path of (def.publicPaths ?? []).filter((p) => served?.has(p))) {
      const anonymous = await call('GET', `/api/${path}?${query}`, null);
      expect(anonymous.statusCode, path).toBe(def.read === 'public' ? 200 : 401);
      const dropdown = await call('GET', `/api/${path}?${query}`, admin);
      expect(dropdown.statusCode, path).toBe(200);
      expect(idsOf(dropdown)).toContain(item.id);
    }
  });
});
