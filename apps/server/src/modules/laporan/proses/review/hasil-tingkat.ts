import {
  decisionLabel,
  type HasilTingkat,
  type HasilTingkatView,
  markChanges,
  RETURN_DECISIONS,
  REVIEW_STAGES,
  rolesLabel,
} from '@gratifikasi/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../../../../context';
import type { Db } from '../../../../db/client';
import { rincian_laporans, users, wf_events } from '../../../../db/schema';
import { masterColumn, masterTableOf } from '../../../../db/schema/masters';
import type { AuthContext } from '../../../../platform/auth-context';
import { instanceOf } from '../../../workflow/engine';
import { loadProcess } from '../../../workflow/graph';
import { laporanForActor } from '../../access';
import { type Names, resultWords } from './words';

const REVIEW_STEPS: readonly string[] = REVIEW_STAGES.flatMap((s) => s.steps);

type Event = {
  step: string;
  decision: string | null;
  fields: unknown;
  catatan: string | null;
  role: string | null;
  oleh: string | null;
  at: Date;
};

/** Names of a master's rows by id (`kode` when `by` says so), for the ids a report's results cite. */
async function namesOf<K extends number | string>(
  db: Db,
  key: string,
  keys: readonly K[],
  by: 'id' | 'kode' = 'id',
): Promise<Map<K, string>> {
  if (keys.length === 0) return new Map();
  const t = masterTableOf(key);
  const column = by === 'id' ? t.id : masterColumn(t, 'kode');
  const rows = await db
    .select({ key: column, nama: masterColumn(t, 'nama') })
    .from(t)
    .where(inArray(column, [...new Set(keys)]));
  return new Map(rows.map((r) => [r.key as K, String(r.nama)]));
}

/** Every id and code the recorded fields cite, to name them in one read per master. */
function cited(events: readonly Event[]) {
  const unsur: number[] = [];
  const level: number[] = [];
  const aturan: number[] = [];
  const checklist: string[] = [];
  for (const e of events) {
    const f = (e.fields ?? {}) as Record<string, unknown>;
    if (typeof f.level_id === 'number') level.push(f.level_id);
    if (Array.isArray(f.aturan_internal_ids)) aturan.push(...(f.aturan_internal_ids as number[]));
    if (Array.isArray(f.checklist)) checklist.push(...(f.checklist as { kode: string }[]).map((c) => c.kode));
    if (Array.isArray(f.items)) {
      for (const i of f.items as { unsur_nl_id?: unknown }[]) {
        if (typeof i.unsur_nl_id === 'number') unsur.push(i.unsur_nl_id);
      }
    }
  }
  return { unsur, level, aturan, checklist };
}

async function namesFor(db: Db, laporanId: number, events: readonly Event[]): Promise<Names> {
  const c = cited(events);
  const [rincian, unsurNl, level, aturan, checklist] = await Promise.all([
    db
      .select({ id: rincian_laporans.id, uraian: rincian_laporans.uraian })
      .from(rincian_laporans)
      .where(eq(rincian_laporans.laporan_id, laporanId)),
    namesOf(db, 'unsur-nl', c.unsur),
    namesOf(db, 'level', c.level),
    namesOf(db, 'aturan-internal', c.aturan),
    namesOf(db, 'checklist-kelengkapan', c.checklist, 'kode'),
  ]);
  return { rincian: new Map(rincian.map((r) => [r.id, r.uraian])), unsurNl, level, aturan, checklist };
}

/**
 * `GET laporan/{id}/hasil-tingkat`: what each level of the review chains recorded the last time it decided at its
 * step — fields, per-item results, note, who and when — stage by stage, with what a level changed from the one
 * below marked (issue 24 §1). For the KPK staff who may read the report; the names are staff names.
 */
export async function hasilTingkat(
  ctx: ServerContext,
  auth: AuthContext,
  laporanId: number,
): Promise<HasilTingkatView> {
  await laporanForActor(ctx.db, auth, laporanId, 'read');
  const instance = await instanceOf(ctx.db, 'laporan', laporanId);
  if (!instance) return { laporan_id: laporanId, tahap: [] };
  const [rows, { graph }] = await Promise.all([
    ctx.db
      .select({
        step: wf_events.from_step,
        decision: wf_events.decision,
        fields: wf_events.fields,
        catatan: wf_events.catatan,
        role: wf_events.actor_role,
        oleh: users.name,
        at: wf_events.created_at,
      })
      .from(wf_events)
      .leftJoin(users, eq(users.id, wf_events.actor_user_id))
      .where(and(eq(wf_events.instance_id, instance.id), inArray(wf_events.from_step, [...REVIEW_STEPS])))
      .orderBy(asc(wf_events.id)),
    loadProcess(ctx.db, instance.proses_kode, instance.proses_versi),
  ]);
  // Each step's last decision: what that level stands by now.
  const latest = new Map<string, Event>();
  for (const r of rows) if (r.step) latest.set(r.step, { ...r, step: r.step });
  const names = await namesFor(ctx.db, laporanId, [...latest.values()]);
  const tahap = REVIEW_STAGES.map((stage) => {
    const levels = stage.steps.flatMap((step): Omit<HasilTingkat, 'lama'>[] => {
      const e = latest.get(step);
      if (!e) return [];
      const task = graph.tasks.get(step);
      const decision = e.decision ?? '';
      return [
        {
          step,
          step_nama: task?.nama ?? step,
          peran: e.role ? rolesLabel([e.role]) : null,
          oleh: e.oleh,
          pada: e.at.toISOString(),
          keputusan: decisionLabel(decision),
          dikembalikan: RETURN_DECISIONS.includes(decision),
          catatan: e.catatan,
          ...resultWords(
            task?.formulir ?? null,
            decision,
            (e.fields ?? {}) as Record<string, unknown>,
            names,
          ),
        },
      ];
    });
    return { kode: stage.kode, nama: stage.nama, tingkat: markChanges(levels) };
  }).filter((s) => s.tingkat.length > 0);
  return { laporan_id: laporanId, tahap };
}
