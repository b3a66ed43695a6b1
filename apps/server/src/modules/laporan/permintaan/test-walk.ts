import { workflowStepPath } from '@gratifikasi/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { pelapors, rincian_laporans } from '../../../db/schema';
import { caller, loginAs, type TestApp } from '../../../test/app';
import { todayJakarta } from '../lookups';
import { type ScenarioRefs, scenarioFields } from '../proses/scenario';
import { loadRefs, masterId, savePayload, userIdOf } from '../test-fixtures';

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
  'Administrasi/Sekretaris': 'sekretaris',
  individu: 'individu',
};

/**
 * The request tests' walker: files reports as the demo reporter and moves them through the engine's step calls as
 * the screens do, each step by the role that owns it.
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
  async function scenario(id: number): Promise<ScenarioRefs> {
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
    };
  }
  async function fileReport(): Promise<number> {
    const res = await call('individu')('POST', '/api/laporan/save', savePayload(refs, p?.id ?? 0));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.laporan.id;
  }
  /** Takes the report along `path` ([step, decision, role]), checking it stands at each step first. */
  async function walk(id: number, path: readonly (readonly [string, string, string])[]) {
    const s = await scenario(id);
    for (const [step, decision, role] of path) {
      const aksi = await call(role)('GET', `/api/laporan/${id}/aksi`);
      expect(aksi.json().data.step).toBe(step);
      const res = await call(role)('POST', `/api/${workflowStepPath(id, step)}`, {
        keputusan: decision,
        versi: aksi.json().data.version,
        ...scenarioFields(step, decision, s),
      });
      expect(res.statusCode, `${step} ${decision}: ${res.body}`).toBe(200);
    }
  }
  /** Moves a table's ids far from the others', so an id of one kind never names a row of another by chance. */
  async function idsFrom(table: string, start: number) {
    await db.execute(sql.raw(`select setval('${table}_id_seq', ${start})`));
  }
  return { db, call, fileReport, walk, idsFrom };
}
