import { addWorkingDays } from '@gratifikasi/domain';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laporans, pelapors } from '../../db/schema/index';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { XLSX_CONTENT_TYPE } from '../../platform/excel';
import { bearer, caller, createTestApp, loginAs, type TestApp } from '../../test/app';
import { holidaysOf, todayJakarta } from './lookups';
import { loadRefs, makePelapor, makeUser, masterId, type Refs, savePayload, userIdOf } from './test-fixtures';

type Call = ReturnType<typeof caller>;
let t: TestApp;
let refs: Refs;
const as: Record<string, Call> = {};
const ids: Record<string, number> = {};

async function submit(who: Call, pelaporId: number): Promise<number> {
  const res = await who('POST', '/api/laporan/save', savePayload(refs, pelaporId));
  if (res.statusCode !== 200) throw new Error(`save ${res.statusCode} ${res.body}`);
  return res.json().data.laporan.id;
}

async function draft(who: Call, pelaporId: number): Promise<number> {
  const res = await who('POST', '/api/laporan/draft', { pelapor_id: pelaporId });
  if (res.statusCode !== 200) throw new Error(`draft ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

const listIds = async (who: Call, url: string): Promise<number[]> => {
  const res = await who('GET', url);
  expect(res.statusCode).toBe(200);
  return res.json().data.items.map((i: { id: number }) => i.id);
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  refs = await loadRefs(db);
  const kemenkeu = await masterId(db, 'instansi', 'KEMENKEU');
  const upgA = await masterId(db, 'upg', 'UPG.KEMENKEU');
  const instansi = masterTableOf('instansi');
  const [other] = await db
    .select({ id: instansi.id })
    .from(instansi)
    .where(ne(masterColumn(instansi, 'kode'), 'KEMENKEU'))
    .limit(1);
  const [upgB] = await db
    .insert(masterTableOf('upg'))
    .values({ kode: 'UPG.UJI', nama: 'UPG Uji', instansi_id: other?.id } as never)
    .returning({ id: masterTableOf('upg').id });
  const bId = await makeUser(db, 'individu_b', 'individu');
  await makeUser(db, 'data_entry_b', 'data_entry');
  await makeUser(db, 'upg_b', 'upg', { type: 'upg', id: upgB?.id ?? 0, name: 'UPG Uji' });
  await makeUser(db, 'upg_none', 'upg');
  for (const u of ['individu', 'individu_b', 'data_entry', 'data_entry_b', 'upg', 'upg_b', 'upg_none']) {
    as[u] = caller(t.app, await loginAs(t.app, u));
  }
  for (const u of ['ketua_tim', 'anggota_tim', 'observer', 'sysadmin'])
    as[u] = caller(t.app, await loginAs(t.app, u));

  const individuId = await userIdOf(db, 'individu');
  const [budi] = await db.select({ id: pelapors.id }).from(pelapors).where(eq(pelapors.user_id, individuId));
  const pB = await makePelapor(db, { nama: 'Bambang B', user_id: bId });
  const pDE = await makePelapor(db, { nama: 'Dewi Entri', created_by: await userIdOf(db, 'data_entry') });
  const pU = await makePelapor(db, { nama: 'Umar UPG', upg_id: upgA, instansi_id: kemenkeu });
  ids.rA = await submit(as.individu as Call, budi?.id ?? 0);
  ids.dA = await draft(as.individu as Call, budi?.id ?? 0);
  ids.rB = await submit(as.individu_b as Call, pB);
  ids.rDE = await submit(as.data_entry as Call, pDE);
  ids.rU = await submit(as.upg as Call, pU);
  ids.pU = pU;
  ids.dK = await draft(as.anggota_tim as Call, pB);
});
afterAll(() => t.close());

const get = (who: string, id: string) => (as[who] as Call)('GET', `/api/laporan/${ids[id]}`);

describe('laporan access: individu', () => {
  it('sees only own reports in the list and by id', async () => {
    const mine = await listIds(as.individu as Call, '/api/laporan/list-individu?per_page=100');
    expect(mine).toEqual(expect.arrayContaining([ids.rA, ids.dA]));
    expect(mine).not.toContain(ids.rB);
    expect((await get('individu', 'rA')).statusCode).toBe(200);
    for (const id of ['rB', 'rDE', 'rU', 'dK']) expect((await get('individu', id)).statusCode).toBe(404);
    expect((await get('individu_b', 'rA')).statusCode).toBe(404);
    expect((await get('individu_b', 'dA')).statusCode).toBe(404);
  });

  it('cannot reach another’s report through history, items, attachments, edit or delete', async () => {
    const b = as.individu_b as Call;
    expect((await b('GET', `/api/laporan/${ids.dA}/history`)).statusCode).toBe(404);
    expect((await b('GET', `/api/rincian-laporan?laporan_id=${ids.dA}`)).statusCode).toBe(404);
    expect((await b('GET', `/api/laporan/${ids.dA}/attachment/1`)).statusCode).toBe(404);
    expect((await b('PUT', `/api/laporan/${ids.dA}`, { pelapor_id: 1 })).statusCode).toBe(404);
    expect((await b('DELETE', `/api/laporan/${ids.dA}`)).statusCode).toBe(404);
    expect((await b('POST', '/api/laporan/save', { ...savePayload(refs, 1), id: ids.dA })).statusCode).toBe(
      404,
    );
  });

  it('is refused the KPK and UPG lists', async () => {
    expect((await (as.individu as Call)('GET', '/api/laporan/list-kpk')).statusCode).toBe(403);
    expect((await (as.individu as Call)('GET', '/api/laporan/list-upg')).statusCode).toBe(403);
  });
});

describe('laporan access: data entry', () => {
  it('sees what it entered, another data entry does not', async () => {
    expect(await listIds(as.data_entry as Call, '/api/laporan/list-individu')).toContain(ids.rDE);
    expect(await listIds(as.data_entry_b as Call, '/api/laporan/list-individu')).not.toContain(ids.rDE);
    expect((await get('data_entry_b', 'rDE')).statusCode).toBe(404);
  });
});

describe('laporan access: upg', () => {
  it('sees the reports filed through it, not those its instansi’s officials filed directly; another UPG and an unscoped one see none', async () => {
    const mine = await listIds(as.upg as Call, '/api/laporan/list-upg?per_page=100');
    expect(mine).toEqual([ids.rU]);
    expect(await listIds(as.upg_b as Call, '/api/laporan/list-upg')).not.toContain(ids.rU);
    expect((await get('upg_b', 'rU')).statusCode).toBe(404);
    expect(await listIds(as.upg_none as Call, '/api/laporan/list-upg')).toEqual([]);
    expect((await get('upg_none', 'rU')).statusCode).toBe(404);
  });

  it('a UPG report waits at the UPG with a forwarding deadline', async () => {
    const res = await get('upg', 'rU');
    expect(res.json().data).toMatchObject({ status: 'DITERIMA_UPG', kanal: 'UPG', can_teruskan: true });
    expect(res.json().data.batas_teruskan > res.json().data.diterima_upg_at).toBe(true);
  });
});

describe('laporan access: KPK roles and observer', () => {
  it('see every report but others’ drafts and those still at a UPG', async () => {
    const seen = await listIds(as.ketua_tim as Call, '/api/laporan/list-kpk?per_page=100');
    expect(seen).toEqual(expect.arrayContaining([ids.rA, ids.rB, ids.rDE]));
    for (const hidden of [ids.dA, ids.rU, ids.dK]) expect(seen).not.toContain(hidden);
    for (const id of ['dA', 'rU', 'dK']) expect((await get('ketua_tim', id)).statusCode).toBe(404);
    expect(await listIds(as.anggota_tim as Call, '/api/laporan/list-kpk?per_page=100')).toContain(ids.dK);
    expect((await get('sysadmin', 'dA')).statusCode).toBe(404);
  });

  it('a list statement reused for another user of the same role binds that user’s scope', async () => {
    const url = '/api/laporan/list-individu?per_page=50';
    const a = await listIds(as.individu as Call, url);
    const b = await listIds(as.individu_b as Call, url);
    expect(a).toEqual(expect.arrayContaining([ids.rA, ids.dA]));
    expect(a).not.toContain(ids.rB);
    expect(b).toContain(ids.rB);
    for (const id of [ids.rA, ids.dA]) expect(b).not.toContain(id);
    // Two KPK users of one role: the first's own draft is counted and listed for the first only.
    await makeUser(t.database.db, 'anggota_tim_b', 'anggota_tim');
    const other = caller(t.app, await loginAs(t.app, 'anggota_tim_b'));
    for (const [who, sees] of [
      [as.anggota_tim as Call, true],
      [other, false],
    ] as const) {
      const tabbed = (await who('GET', '/api/laporan/tabbed?tab=DRAFT')).json().data;
      expect(tabbed.tabs.find((x: { key: string }) => x.key === 'DRAFT').count).toBe(sees ? 1 : 0);
      expect(tabbed.items.map((i: { id: number }) => i.id)).toEqual(sees ? [ids.dK] : []);
    }
  });

  it('pages past the first with the same filters', async () => {
    const first = await listIds(as.ketua_tim as Call, '/api/laporan/list-kpk?per_page=1&page=1');
    const second = await listIds(as.ketua_tim as Call, '/api/laporan/list-kpk?per_page=1&page=2');
    const both = await listIds(as.ketua_tim as Call, '/api/laporan/list-kpk?per_page=2');
    expect([...first, ...second]).toEqual(both);
    expect(first).toHaveLength(1);
  });

  it('observer reads but never writes', async () => {
    const obs = as.observer as Call;
    expect((await get('observer', 'rA')).statusCode).toBe(200);
    expect((await get('observer', 'rA')).json().data.can_edit).toBe(false);
    expect((await obs('POST', '/api/laporan/draft', { pelapor_id: 1 })).statusCode).toBe(403);
    expect((await obs('PUT', `/api/laporan/${ids.rA}`, { pelapor_id: 1 })).statusCode).toBe(403);
    expect((await obs('DELETE', `/api/laporan/${ids.rA}`)).statusCode).toBe(403);
  });
});

describe('laporan tabbed, export and dashboards', () => {
  it('counts tabs by status group and pages the chosen tab', async () => {
    const res = await (as.individu as Call)('GET', '/api/laporan/tabbed?tab=DRAFT');
    expect(res.statusCode).toBe(200);
    const { tabs, items, total, tab } = res.json().data;
    expect(tab).toBe('DRAFT');
    expect(tabs.find((x: { key: string }) => x.key === 'DRAFT').count).toBe(1);
    expect(tabs.find((x: { key: string }) => x.key === 'TERKIRIM').count).toBe(1);
    expect(items.map((i: { id: number }) => i.id)).toEqual([ids.dA]);
    expect(total).toBe(1);
    const kpk = (await (as.ketua_tim as Call)('GET', '/api/laporan/tabbed')).json().data;
    expect(kpk.tab).toBe('TERKIRIM');
    expect(kpk.tabs.find((x: { key: string }) => x.key === 'UPG').count).toBe(0);
    expect(kpk.tabs.find((x: { key: string }) => x.key === 'DRAFT').count).toBe(0);
  });

  it("opens on the first tab with records when the role's own tab is empty, and keeps a chosen tab", async () => {
    // individu_b has no draft, one report sent: not an empty "Draf (0)" beside it.
    const b = (await (as.individu_b as Call)('GET', '/api/laporan/tabbed')).json().data;
    expect(b.tab).toBe('TERKIRIM');
    expect(b.items.map((i: { id: number }) => i.id)).toEqual([ids.rB]);
    expect(b.total).toBe(1);
    // individu has a draft: the own tab stays first.
    const a = (await (as.individu as Call)('GET', '/api/laporan/tabbed')).json().data;
    expect(a.tab).toBe('DRAFT');
    expect(a.items.map((i: { id: number }) => i.id)).toEqual([ids.dA]);
    // A tab asked for is answered even when empty.
    const chosen = (await (as.individu_b as Call)('GET', '/api/laporan/tabbed?tab=DRAFT')).json().data;
    expect(chosen).toMatchObject({ tab: 'DRAFT', items: [], total: 0 });
    // Nothing anywhere: the role's own tab.
    const none = (await (as.data_entry_b as Call)('GET', '/api/laporan/tabbed')).json().data;
    expect(none).toMatchObject({ tab: 'DRAFT', items: [], total: 0 });
  });

  it('filters by text search and status', async () => {
    const hit = await listIds(as.ketua_tim as Call, '/api/laporan/list-kpk?q=BAMBANG&status=TERKIRIM');
    expect(hit).toEqual([ids.rB]);
    expect(await listIds(as.ketua_tim as Call, '/api/laporan/list-kpk?q=bambang&status=SELESAI')).toEqual([]);
    const page = (await (as.ketua_tim as Call)('GET', '/api/laporan/list-kpk?q=bambang')).json().data;
    expect(page).toMatchObject({ total: 1, page: 1, per_page: 20 });
    expect(page.total_is_estimate).toBeUndefined();
    const all = (await (as.ketua_tim as Call)('GET', '/api/laporan/list-kpk?status=TERKIRIM')).json().data;
    expect(all.total).toBe(all.items.length);
  });

  it('exports the filtered list as .xlsx', async () => {
    const res = await (as.ketua_tim as Call)('GET', '/api/laporan/list-kpk?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('UPG dashboard lists received reports past their forwarding deadline', async () => {
    await t.database.db
      .update(laporans)
      .set({ batas_teruskan: '2020-01-01' })
      .where(eq(laporans.id, ids.rU ?? 0));
    const res = await (as.upg as Call)('GET', '/api/dashboard/upg');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lewat_batas_teruskan).toBe(1);
    expect(res.json().data.lewat_batas_teruskan_items[0].id).toBe(ids.rU);
    const mine = (await (as.individu as Call)('GET', '/api/dashboard/individu')).json().data;
    expect(mine.total).toBe(2);
    expect((await (as.individu as Call)('GET', '/api/dashboard/upg')).statusCode).toBe(403);
  });
});

describe('laporan teruskan', () => {
  it('another UPG cannot; its UPG forwards it to the KPK, then KPK roles see it', async () => {
    expect((await (as.upg_b as Call)('POST', `/api/laporan/${ids.rU}/teruskan`, {})).statusCode).toBe(404);
    expect((await (as.individu as Call)('POST', `/api/laporan/${ids.rU}/teruskan`, {})).statusCode).toBe(403);
    const res = await (as.upg as Call)('POST', `/api/laporan/${ids.rU}/teruskan`, { catatan: 'Lengkap' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'TERKIRIM', can_teruskan: false });
    expect(res.json().data.diteruskan_at).not.toBeNull();
    expect((await get('ketua_tim', 'rU')).statusCode).toBe(200);
    const history = (await get('upg', 'rU')).statusCode;
    expect(history).toBe(200);
    const h = (await (as.upg as Call)('GET', `/api/laporan/${ids.rU}/history`)).json().data;
    expect(h.at(-1)).toMatchObject({
      action: 'TERUSKAN',
      status_from: 'DITERIMA_UPG',
      status_to: 'TERKIRIM',
      catatan: 'Lengkap',
    });
    expect((await (as.upg as Call)('POST', `/api/laporan/${ids.rU}/teruskan`, {})).statusCode).toBe(409);
  });

  it('takes a POST with no body at all, as the browser sends it from "Teruskan ke KPK"', async () => {
    const id = await submit(as.upg as Call, ids.pU as number);
    const token = await loginAs(t.app, 'upg');
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/laporan/${id}/teruskan`,
      headers: { ...bearer(token), 'content-length': '0' },
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().data).toMatchObject({ status: 'TERKIRIM', can_teruskan: false });
  });

  it('flags a report made to the UPG after its 10 HK, counts it on the UPG home and filters the UPG list by it', async () => {
    const db = t.database.db;
    const holidays = await holidaysOf(db);
    // 15 working days after receipt: late to the UPG (10 HK), still in time for the KPK (30 HK).
    const diterima = addWorkingDays(todayJakarta(), -15, holidays);
    const res = await (as.upg as Call)(
      'POST',
      '/api/laporan/save',
      savePayload(refs, ids.pU ?? 0, { tanggal_penerimaan: diterima }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const late = res.json().data.laporan;
    expect(late).toMatchObject({
      is_terlambat_upg: true,
      is_terlambat: false,
      batas_lapor_upg: addWorkingDays(diterima, 10, holidays),
    });
    expect((await get('upg', 'rU')).json().data).toMatchObject({ is_terlambat_upg: false });
    expect((await get('individu', 'rA')).json().data).toMatchObject({
      is_terlambat_upg: false,
      batas_lapor_upg: null,
    });
    const flagged = await listIds(as.upg as Call, '/api/laporan/list-upg?terlambat_upg=1');
    expect(flagged).toContain(late.id);
    expect(flagged).not.toContain(ids.rU);
    expect(await listIds(as.upg as Call, '/api/laporan/list-upg?terlambat_upg=0')).toContain(ids.rU);
    const home = (await (as.upg as Call)('GET', '/api/dashboard/upg')).json().data;
    expect(home.terlambat_upg).toBe(1);
    expect((await (as.individu as Call)('GET', '/api/dashboard/individu')).json().data.terlambat_upg).toBe(0);
  });
});
