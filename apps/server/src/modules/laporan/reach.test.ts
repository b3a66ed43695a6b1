import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laporans, pelapors } from '../../db/schema/index';
import { caller, createTestApp, loginAs, type TestApp } from '../../test/app';
import { loadRefs, makePelapor, makeUser, masterId, type Refs, savePayload, userIdOf } from './test-fixtures';

/**
 * Issue 9 §1: who must NOT touch a report. A draft is its author's alone; a report an official filed directly with
 * the KPK stays between the reporter and the KPK, even for the UPG of the reporter's own instansi.
 */
type Call = ReturnType<typeof caller>;
let t: TestApp;
let refs: Refs;
const as: Record<string, Call> = {};
const ids: Record<string, number> = {};
let itemOfDraft = 0;

const KPK_ROLES = [
  'ketua_tim',
  'anggota_tim',
  'ketua_group',
  'koordinator',
  'direktur',
  'observer',
  'sysadmin',
];

async function ok(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode !== 200) throw new Error(`${what} ${res.statusCode} ${res.body}`);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  refs = await loadRefs(db);
  const kemenkeu = await masterId(db, 'instansi', 'KEMENKEU');
  const upgA = await masterId(db, 'upg', 'UPG.KEMENKEU');
  await makeUser(db, 'upg_rekan', 'upg', { type: 'upg', id: upgA, name: 'UPG Kemenkeu' });
  const cId = await makeUser(db, 'individu_c', 'individu');
  for (const u of ['individu', 'individu_c', 'upg', 'upg_rekan', 'data_entry', ...KPK_ROLES]) {
    as[u] = caller(t.app, await loginAs(t.app, u));
  }
  const individuId = await userIdOf(db, 'individu');
  const [budi] = await db.select().from(pelapors).where(eq(pelapors.user_id, individuId));
  if (!budi) throw new Error('pelapor of individu missing');
  // The demo individu is an official of Kementerian Keuangan, the instansi the demo UPG serves.
  await db.update(pelapors).set({ instansi_id: kemenkeu }).where(eq(pelapors.id, budi.id));
  // An official whose profile even names the UPG: a direct report still is not the UPG's.
  const pC = await makePelapor(db, { nama: 'Citra C', user_id: cId, upg_id: upgA, instansi_id: kemenkeu });
  const pU = await makePelapor(db, { nama: 'Umar UPG', upg_id: upgA, instansi_id: kemenkeu });

  const draft = await as.individu!('POST', '/api/laporan/draft', {
    pelapor_id: budi.id,
    kronologi: 'Rahasia: pemberinya atasan saya sendiri di kantor.',
    rincian: savePayload(refs, budi.id).rincian,
  });
  await ok(draft, 'draft');
  ids.draftIndividu = draft.json().data.id;
  itemOfDraft = draft.json().data.rincian[0].id;
  const direct = await as.individu!('POST', '/api/laporan/save', savePayload(refs, budi.id));
  await ok(direct, 'direct');
  ids.direct = direct.json().data.laporan.id;
  const directC = await as.individu_c!('POST', '/api/laporan/save', savePayload(refs, pC));
  await ok(directC, 'direct C');
  ids.directNamingUpg = directC.json().data.laporan.id;
  const upgDraft = await as.upg!('POST', '/api/laporan/draft', { pelapor_id: pU });
  await ok(upgDraft, 'upg draft');
  ids.upgDraft = upgDraft.json().data.id;
  const viaUpg = await as.upg!('POST', '/api/laporan/save', savePayload(refs, pU));
  await ok(viaUpg, 'via upg');
  ids.viaUpg = viaUpg.json().data.laporan.id;
});
afterAll(() => t.close());

/** Every way into one report; each must answer 404 (never 403: existence is not revealed). */
async function expectNoWayIn(who: Call, id: number, itemId?: number) {
  const attempts: [string, string, unknown?][] = [
    ['GET', `/api/laporan/${id}`],
    ['GET', `/api/laporan/${id}/history`],
    ['GET', `/api/laporan/${id}/formulir`],
    ['GET', `/api/laporan/${id}/attachment/1`],
    ['GET', `/api/rincian-laporan?laporan_id=${id}`],
    [
      'PUT',
      `/api/laporan/${id}`,
      { pelapor_id: 1, kronologi: 'Diubah oleh pihak yang tidak berhak sama sekali.' },
    ],
    ['POST', '/api/laporan/draft', { id, pelapor_id: 1 }],
    ['POST', '/api/rincian-laporan', { ...savePayload(refs, 1).rincian[0], laporan_id: id }],
    ['DELETE', `/api/laporan/${id}/attachment/1`],
    ['POST', `/api/laporan/${id}/teruskan`, {}],
    ['DELETE', `/api/laporan/${id}`],
  ];
  if (itemId) {
    attempts.push([
      'PUT',
      `/api/rincian-laporan/${itemId}`,
      { ...savePayload(refs, 1).rincian[0], uraian: 'Diubah oleh UPG' },
    ]);
    attempts.push(['DELETE', `/api/rincian-laporan/${itemId}`]);
  }
  for (const [method, url, body] of attempts) {
    const res = await who(method as 'GET', url, body);
    expect([403, 404], `${method} ${url} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    if (method === 'GET') expect(res.statusCode, `${method} ${url}`).toBe(404);
  }
}

const listed = async (who: Call, url: string) =>
  ((await who('GET', url)).json().data.items as { id: number }[]).map((i) => i.id);

describe('a private draft is its author’s alone', () => {
  it('the UPG of the author’s instansi cannot read, change, delete or list it', async () => {
    await expectNoWayIn(as.upg!, ids.draftIndividu!, itemOfDraft);
    expect(await listed(as.upg!, '/api/laporan/list-upg?per_page=100')).not.toContain(ids.draftIndividu);
  });

  it('nor can any KPK role, data entry or another individu', async () => {
    for (const who of [...KPK_ROLES, 'data_entry', 'individu_c'])
      await expectNoWayIn(as[who]!, ids.draftIndividu!);
  });

  it('a UPG draft is hidden from a colleague of the same UPG', async () => {
    await expectNoWayIn(as.upg_rekan!, ids.upgDraft!);
  });

  it('the draft is untouched after all these attempts', async () => {
    const [row] = await t.database.db.select().from(laporans).where(eq(laporans.id, ids.draftIndividu!));
    expect(row).toMatchObject({
      deleted_at: null,
      kronologi: 'Rahasia: pemberinya atasan saya sendiri di kantor.',
    });
    const mine = await as.individu!('GET', `/api/laporan/${ids.draftIndividu}`);
    expect(mine.json().data.rincian).toHaveLength(1);
    expect(mine.json().data.rincian[0].uraian).toBe('Telepon genggam');
  });
});

describe('a report filed directly with the KPK', () => {
  it('stays out of the reach of the UPG of the reporter’s instansi, even when the profile names the UPG', async () => {
    for (const id of [ids.direct!, ids.directNamingUpg!]) await expectNoWayIn(as.upg!, id);
    const list = await listed(as.upg!, '/api/laporan/list-upg?per_page=100');
    expect(list.sort()).toEqual([ids.upgDraft, ids.viaUpg].sort());
    const dash = (await as.upg!('GET', '/api/dashboard/upg')).json().data;
    expect(dash.total).toBe(2);
  });

  it('is read by the KPK and its reporter', async () => {
    expect((await as.ketua_tim!('GET', `/api/laporan/${ids.direct}`)).statusCode).toBe(200);
    expect((await as.individu!('GET', `/api/laporan/${ids.direct}`)).statusCode).toBe(200);
    expect((await as.individu_c!('GET', `/api/laporan/${ids.directNamingUpg}`)).statusCode).toBe(200);
  });
});

describe('a report filed through a UPG', () => {
  it('is the UPG’s: every account of that UPG reads it', async () => {
    expect((await as.upg!('GET', `/api/laporan/${ids.viaUpg}`)).statusCode).toBe(200);
    expect((await as.upg_rekan!('GET', `/api/laporan/${ids.viaUpg}`)).statusCode).toBe(200);
    expect(await listed(as.upg_rekan!, '/api/laporan/list-upg?per_page=100')).toEqual([ids.viaUpg]);
  });
});
