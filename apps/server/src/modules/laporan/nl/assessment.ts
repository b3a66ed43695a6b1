import {
  checkNlAssessment,
  isSemuaNl,
  NL_TINGKAT,
  type NlAssessment,
  type NlTingkat,
  usulanTingkat,
} from '@gratifikasi/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { nl_penilaians, users } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import { laporanForActor } from '../access';
import type { Actor } from '../filing/write';
import { nlProposal } from './proposal';

export type NlPenilaianRow = typeof nl_penilaians.$inferSelect & { user_nama: string | null };

const levelOrder = (t: string) => NL_TINGKAT.indexOf(t as NlTingkat);

/** The saved assessments of a report, every level, in item then level order. */
export async function nlPenilaianOf(db: Db, laporanId: number): Promise<NlPenilaianRow[]> {
  const rows = await db
    .select({ row: nl_penilaians, user_nama: users.name })
    .from(nl_penilaians)
    .leftJoin(users, eq(users.id, nl_penilaians.user_id))
    .where(eq(nl_penilaians.laporan_id, laporanId))
    .orderBy(asc(nl_penilaians.rincian_id));
  return rows
    .map((r) => ({ ...r.row, user_nama: r.user_nama }))
    .sort((a, b) => a.rincian_id - b.rincian_id || levelOrder(a.tingkat) - levelOrder(b.tingkat));
}

/**
 * Saves one level's negative-list assessment of a report (steps f31, f35, f39) in the caller's transaction: every
 * live item exactly once, each confirming what the level was offered (the lower level's choice, else the system's
 * proposal) or overriding it with a reason; 422 with field messages otherwise. Saving again at the same level
 * replaces it. Audited. Returns whether every item is negative list (the report is then not followed up).
 */
export async function saveNlAssessment(
  tx: Db,
  actor: Actor,
  laporanId: number,
  tingkat: NlTingkat,
  input: NlAssessment,
): Promise<{ semuaNl: boolean }> {
  await laporanForActor(tx, actor.auth, laporanId, 'act');
  // One after the other: a transaction is one connection (pg refuses overlapping queries on a client).
  const proposal = await nlProposal(tx, laporanId);
  const saved = await nlPenilaianOf(tx, laporanId);
  const sistem = new Map(proposal.usulan.items.map((i) => [i.rincianId, i.unsurNlId]));
  const usulan = usulanTingkat(
    tingkat,
    sistem,
    saved.map((p) => ({
      rincianId: p.rincian_id,
      tingkat: p.tingkat as NlTingkat,
      unsurNlId: p.unsur_nl_id,
    })),
  );
  const errors = checkNlAssessment(input, {
    rincian: proposal.rincian,
    usulan,
    unsurIds: new Set(proposal.unsur.map((u) => u.id)),
  });
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);

  const values = input.items.map((item) => ({
    laporan_id: laporanId,
    rincian_id: item.rincian_id,
    tingkat,
    unsur_nl_id: item.unsur_nl_id,
    usulan_unsur_nl_id: usulan.get(item.rincian_id) ?? null,
    alasan: item.alasan ?? null,
    user_id: actor.auth.user.id,
    role_name: actor.auth.activeRole,
  }));
  await tx
    .insert(nl_penilaians)
    .values(values)
    .onConflictDoUpdate({
      target: [nl_penilaians.rincian_id, nl_penilaians.tingkat],
      set: {
        unsur_nl_id: sql`excluded.unsur_nl_id`,
        usulan_unsur_nl_id: sql`excluded.usulan_unsur_nl_id`,
        alasan: sql`excluded.alasan`,
        user_id: sql`excluded.user_id`,
        role_name: sql`excluded.role_name`,
        updated_at: sql`now()`,
      },
    });
  const semuaNl = isSemuaNl(input.items);
  const before = saved
    .filter((p) => p.tingkat === tingkat)
    .map((p) => ({ rincian_id: p.rincian_id, unsur_nl_id: p.unsur_nl_id, alasan: p.alasan }));
  await audit(tx, actor, {
    action: 'laporan.nl.penilaian',
    entity: 'laporan',
    entity_id: laporanId,
    before: before.length > 0 ? { tingkat, items: before } : null,
    after: {
      tingkat,
      semua_nl: semuaNl,
      items: values.map((v) => ({
        rincian_id: v.rincian_id,
        unsur_nl_id: v.unsur_nl_id,
        usulan_unsur_nl_id: v.usulan_unsur_nl_id,
        alasan: v.alasan,
      })),
    },
  });
  return { semuaNl };
}
