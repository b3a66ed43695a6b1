import { type LetterData, rolesLabel } from '@gratifikasi/domain';
import { and, asc, desc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, wf_events, wf_instances } from '../../db/schema';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { todayJakarta } from '../laporan/lookups';

/** The LHA's steps: written by the member, reviewed by the team leader, approved by the group head. */
const LHA_STEPS = { penyusun: 'f60', pereviu: 'f61', penyetuju: 'f63' } as const;
const LHA_ROLES = { penyusun: 'anggota_tim', pereviu: 'ketua_tim', penyetuju: 'ketua_group' } as const;
/** The examination's step where the director records their consideration (form `selesai-riksa`). */
const RIKSA = 'f83';

type Move = {
  step: string | null;
  decision: string | null;
  fields: unknown;
  nama: string | null;
  nip: string | null;
  role: string | null;
  at: Date;
};

/** The report's process moves (oldest first), from the given steps only, forward decisions only. */
async function movesOf(db: Db, laporanId: number, steps: readonly string[]): Promise<Move[]> {
  const rows = await db
    .select({
      step: wf_events.from_step,
      decision: wf_events.decision,
      fields: wf_events.fields,
      nama: users.name,
      nip: users.nip,
      role: wf_events.actor_role,
      at: wf_events.created_at,
    })
    .from(wf_events)
    .innerJoin(wf_instances, eq(wf_instances.id, wf_events.instance_id))
    .leftJoin(users, eq(users.id, wf_events.actor_user_id))
    .where(
      and(
        eq(wf_instances.subject_type, 'laporan'),
        eq(wf_instances.subject_id, laporanId),
        inArray(wf_events.from_step, [...steps]),
      ),
    )
    .orderBy(asc(wf_events.id));
  return rows.filter((r) => r.decision !== 'kembalikan');
}

async function nameOf(db: Db, key: string, id: unknown): Promise<string | null> {
  if (typeof id !== 'number') return null;
  const t = masterTableOf(key);
  const [row] = await db
    .select({ nama: masterColumn(t, 'nama') })
    .from(t)
    .where(eq(t.id, id))
    .limit(1);
  return row ? String(row.nama) : null;
}

async function namesOf(db: Db, key: string, ids: unknown): Promise<string[]> {
  const list = Array.isArray(ids) ? ids.filter((i): i is number => typeof i === 'number') : [];
  if (list.length === 0) return [];
  const t = masterTableOf(key);
  const rows = await db
    .select({ id: t.id, nama: masterColumn(t, 'nama') })
    .from(t)
    .where(inArray(t.id, list));
  const byId = new Map(rows.map((r) => [r.id, String(r.nama)]));
  return list.map((id) => byId.get(id)).filter((n): n is string => Boolean(n));
}

/**
 * The LHA of a report as its letter prints it: the latest level's summary, level and cited rules (a review starts
 * from what it reviews, so the last level's fields are the LHA in force), the director's consideration, and the
 * accounts that wrote, reviewed and approved it. A level that has not decided yet is left for a hand signature.
 * A signer's NIP is their account's (null when not recorded: the templates then leave the NIP line out).
 */
export async function analisisOf(db: Db, laporanId: number): Promise<NonNullable<LetterData['analisis']>> {
  const moves = await movesOf(db, laporanId, [...Object.values(LHA_STEPS), RIKSA]);
  const last = (step: string) => moves.filter((m) => m.step === step).at(-1);
  const latestLha = [LHA_STEPS.penyetuju, LHA_STEPS.pereviu, LHA_STEPS.penyusun]
    .map(last)
    .find((m) => m !== undefined);
  const f = (latestLha?.fields ?? {}) as Record<string, unknown>;
  const riksa = (last(RIKSA)?.fields ?? {}) as Record<string, unknown>;
  const signer = (who: keyof typeof LHA_STEPS) => {
    const m = last(LHA_STEPS[who]);
    return {
      nama: m?.nama ?? null,
      nip: m?.nip ?? null,
      jabatan: rolesLabel([m?.role ?? LHA_ROLES[who]]),
      tanggal: m ? todayJakarta(m.at.getTime()) : null,
    };
  };
  return {
    ringkasan: typeof f.ringkasan === 'string' ? f.ringkasan : null,
    level: await nameOf(db, 'level', f.level_id),
    aturan: await namesOf(db, 'aturan-internal', f.aturan_internal_ids),
    pertimbangan: typeof riksa.pertimbangan === 'string' ? riksa.pertimbangan : null,
    penyusun: signer('penyusun'),
    pereviu: signer('pereviu'),
    penyetuju: signer('penyetuju'),
  };
}

/**
 * Who signed the report's SK: the account whose decision at an SK step was the signature (`ditandatangani_*`), the
 * latest one (an SK cancelled and signed again names its new signer); null before it is signed.
 */
export async function skSignedBy(
  db: Db,
  laporanId: number,
): Promise<{ nama: string | null; nip: string | null; role: string } | null> {
  const [row] = await db
    .select({ nama: users.name, nip: users.nip, role: wf_events.actor_role })
    .from(wf_events)
    .innerJoin(wf_instances, eq(wf_instances.id, wf_events.instance_id))
    .leftJoin(users, eq(users.id, wf_events.actor_user_id))
    .where(
      and(
        eq(wf_instances.subject_type, 'laporan'),
        eq(wf_instances.subject_id, laporanId),
        like(wf_events.decision, 'ditandatangani\\_%'),
      ),
    )
    .orderBy(desc(wf_events.id))
    .limit(1);
  return row?.role ? { nama: row.nama, nip: row.nip, role: row.role } : null;
}
