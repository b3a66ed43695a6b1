import { workflowStepPath } from '@gratifikasi/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { pelapors, rincian_laporans } from '../../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { todayJakarta } from '../lookups';
import { loadRefs, masterId, type Refs, savePayload, userIdOf } from '../test-fixtures';
import { type ScenarioRefs, scenarioFields } from './scenario';

/** The demo users the processing tests act as, by the role they act in. */
const USERS: Record<string, string> = {
  koordinator: 'koordinator',
  ketua_group: 'ketua_group',
  ketua_tim: 'ketua_tim',
  anggota_tim: 'anggota_tim',
  direktur: 'direktur',
  deputi: 'deputi',
  pimpinan: 'pimpinan',
  'Administrasi/Sekretaris': 'sekretaris',
  individu: 'individu',
  anggota_tim2: 'anggota_tim2',
};

type Call = ReturnType<typeof caller>;

/**
 * One test file's app, signed-in callers per role, and the moves of a report through its process (issue 10):
 * registers the file's beforeAll/afterAll (a fresh app and database, one signed-in caller per role).
 */
export function useProsesHarness() {
  let t: TestApp;
  let refs: Refs;
  let pelaporId = 0;
  const as = new Map<string, Call>();
  const db = () => t.database.db;
  const call = (role: string): Call => {
    const c = as.get(role);
    if (!c) throw new Error(`no caller ${role}`);
    return c;
  };
  beforeAll(async () => {
    t = await createTestApp();
    refs = await loadRefs(db());
    for (const [role, username] of Object.entries(USERS))
      as.set(role, caller(t.app, await loginAs(t.app, username)));
    const userId = await userIdOf(db(), 'individu');
    const [p] = await db().select().from(pelapors).where(eq(pelapors.user_id, userId));
    pelaporId = p?.id ?? 0;
  });
  afterAll(() => t.close());

  const aksi = async (role: string, id: number) => {
    const res = await call(role)('GET', `/api/laporan/${id}/aksi`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  return {
    app: () => t,
    db,
    refs: () => refs,
    call,
    aksi,
    /** A report filed by `individu`: it enters the KPK's process at distribution. */
    async fileReport(): Promise<number> {
      const res = await call('individu')('POST', '/api/laporan/save', savePayload(refs, pelaporId));
      expect(res.statusCode).toBe(200);
      return res.json().data.laporan.id;
    },
    async scenario(id: number, unsurNlId: number | null = null): Promise<ScenarioRefs> {
      const items = await db()
        .select({ id: rincian_laporans.id })
        .from(rincian_laporans)
        .where(and(eq(rincian_laporans.laporan_id, id), isNull(rincian_laporans.deleted_at)));
      return {
        rincianIds: items.map((i) => i.id),
        grupId: await masterId(db(), 'grup', 'GRUP_1'),
        anggotaUserId: await userIdOf(db(), 'anggota_tim'),
        levelId: await masterId(db(), 'level', 'ESELON_II'),
        today: todayJakarta(),
        unsurNlId,
      };
    },
    /** Takes `decision` at `step` as `role`, as a screen does: reads aksi for the version, posts the step's call. */
    async act(id: number, step: string, decision: string, role: string, s: ScenarioRefs) {
      const now = await aksi(role, id);
      expect(now.step).toBe(step);
      expect(now.dapat_bertindak, `${role} at ${step}: ${now.alasan}`).toBe(true);
      expect(now.keputusan.map((k: { keputusan: string }) => k.keputusan)).toContain(decision);
      const res = await call(role)('POST', `/api/${workflowStepPath(id, step)}`, {
        keputusan: decision,
        versi: now.version,
        ...scenarioFields(step, decision, s),
      });
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
      return res.json().data;
    },
  };
}
