import { workflowStepPath } from '@gratifikasi/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { pelapors, rincian_laporans } from '../../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { approveInSimulator } from '../../eoffice/simulate';
import { todayJakarta } from '../lookups';
import { loadRefs, masterId, savePayload, userIdOf } from '../test-fixtures';
import { EOFFICE_ACTOR, type ScenarioRefs, scenarioFields } from './scenario';

type Call = ReturnType<typeof caller>;

/** The demo account acting in each role (the secretary numbers the letters). */
const USERS: Record<string, string> = {
  koordinator: 'koordinator',
  ketua_group: 'ketua_group',
  ketua_tim: 'ketua_tim',
  anggota_tim: 'anggota_tim',
  anggota_tim2: 'anggota_tim2',
  direktur: 'direktur',
  deputi: 'deputi',
  pimpinan: 'pimpinan',
  'Administrasi/Sekretaris': 'sekretaris',
  individu: 'individu',
};

/**
 * The processing tests' walker: files reports as the demo reporter and moves them through the engine's step calls
 * as the screens do, each step by the role that owns it (issue 10).
 */
export async function reportWalker(t: TestApp) {
  const db = t.database.db;
  const refs = await loadRefs(db);
  const as = new Map<string, Call>();
  for (const [role, username] of Object.entries(USERS))
    as.set(role, caller(t.app, await loginAs(t.app, username)));
  const [p] = await db
    .select()
    .from(pelapors)
    .where(eq(pelapors.user_id, await userIdOf(db, 'individu')));
  const call = (role: string): Call => {
    const c = as.get(role);
    if (!c) throw new Error(`no caller ${role}`);
    return c;
  };
  /** What the staff type on the ordinary path for this report; `unsurNlId` puts every item on the negative list. */
  async function scenario(id: number, unsurNlId: number | null = null): Promise<ScenarioRefs> {
    const items = await db
      .select({ id: rincian_laporans.id })
      .from(rincian_laporans)
      .where(and(eq(rincian_laporans.laporan_id, id), isNull(rincian_laporans.deleted_at)));
    return {
      rincianIds: items.map((i) => i.id),
      grupId: await masterId(db, 'grup', 'GRUP_1'),
      anggotaUserId: await userIdOf(db, 'anggota_tim'),
      levelId: await masterId(db, 'level', 'ESELON_II'),
      today: todayJakarta(),
      unsurNlId,
    };
  }
  /** A report filed by `individu`: it enters the KPK's process at distribution. */
  async function fileReport(overrides: Record<string, unknown> = {}): Promise<number> {
    const res = await call('individu')('POST', '/api/laporan/save', savePayload(refs, p?.id ?? 0, overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.laporan.id;
  }
  async function aksi(role: string, id: number) {
    const res = await call(role)('GET', `/api/laporan/${id}/aksi`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  /** Takes `decision` at `step` as `role`, as a screen does: reads aksi for the version, posts the step's call. */
  async function act(id: number, step: string, decision: string, role: string, s: ScenarioRefs) {
    if (role === EOFFICE_ACTOR) {
      // A numbering step: the e-office's approval numbers and issues the letter (the simulator's approver).
      expect((await aksi('Administrasi/Sekretaris', id)).step).toBe(step);
      await approveInSimulator(t.app.ctx, id, step, s.today);
      return (await aksi('Administrasi/Sekretaris', id)) as unknown;
    }
    const now = await aksi(role, id);
    expect(now.step).toBe(step);
    expect(now.dapat_bertindak, `${role} at ${step}: ${now.alasan}`).toBe(true);
    expect(now.keputusan.map((k: { keputusan: string }) => k.keputusan)).toContain(decision);
    const res = await call(role)('POST', `/api/${workflowStepPath(id, step)}`, {
      keputusan: decision,
      versi: now.version,
      ...scenarioFields(step, decision, s),
    });
    expect(res.statusCode, `${step} ${decision}: ${res.body}`).toBe(200);
    return res.json().data;
  }
  /** Takes the report along `path` ([step, decision, role]), checking it stands at each step first. */
  async function walk(
    id: number,
    path: readonly (readonly [string, string, string])[],
    extra: Partial<ScenarioRefs> = {},
  ) {
    const s = { ...(await scenario(id)), ...extra };
    for (const [step, decision, role] of path) await act(id, step, decision, role, s);
  }
  /** Moves a table's ids far from the others', so an id of one kind never names a row of another by chance. */
  async function idsFrom(table: string, start: number) {
    await db.execute(sql.raw(`select setval('${table}_id_seq', ${start})`));
  }
  return { db, call, scenario, fileReport, aksi, act, walk, idsFrom };
}

type Walker = Awaited<ReturnType<typeof reportWalker>>;

/** Registers the file's beforeAll/afterAll (a fresh app and database) and hands out its walker. */
export function useProsesHarness() {
  let t: TestApp;
  let w: Walker;
  beforeAll(async () => {
    t = await createTestApp();
    w = await reportWalker(t);
  });
  afterAll(() => t.close());
  return {
    app: () => t,
    db: () => t.database.db,
    call: (role: string) => w.call(role),
    fileReport: () => w.fileReport(),
    scenario: (id: number, unsurNlId: number | null = null) => w.scenario(id, unsurNlId),
    aksi: (role: string, id: number) => w.aksi(role, id),
    act: (id: number, step: string, decision: string, role: string, s: ScenarioRefs) =>
      w.act(id, step, decision, role, s),
  };
}
