import { eq, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { ppg_skor_sets } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { RequestMeta } from '../../../platform/auth-context';
import { cacheOf } from '../../../platform/cache';
import { DASBOR_PPG_CACHE } from '../dasbor/service';
import { HITUNG_ULANG_SKOR_JOB, SKOR_CFG } from '../konfigurasi/kind';
import { berlakuId } from '../konfigurasi/versi';

const SYSTEM: RequestMeta = { id: 'ppg-skor-hitung-ulang', ip: '', headers: {}, auth: null };

/**
 * The finished verifications of the score set's year and indicator set (all of them, or the one given), scored at
 * the set's criteria in two set-based statements — domain `hitungSkor` in SQL: each indicator's given score clamped
 * to 0…the best level, times its weight over the best level, summed per stage and rounded to 2 places, the total the
 * sum of the stages. The scores of earlier criteria versions stay as history (`berlaku` false); the set's score is
 * written (or rewritten) in force. Answers how many verifications were scored.
 */
export async function hitungUlangSkor(tx: Db, skorSetId: number, verifikasiId?: number): Promise<number> {
  const satu: SQL = verifikasiId === undefined ? sql`` : sql` and v.id = ${verifikasiId}`;
  const selesai = sql`
    select v.id, v.instansi_id, v.tahun, v.indikator_set_id
    from ppg_verifikasis v join ppg_skor_sets ss on ss.id = ${skorSetId}
    where v.tahun = ss.tahun and v.indikator_set_id = ss.indikator_set_id and v.status = 'SELESAI'${satu}`;
  await tx.execute(sql`
    update ppg_skor_instansis k set berlaku = false
    from (${selesai}) v where k.verifikasi_id = v.id and k.berlaku and k.skor_set_id <> ${skorSetId}`);
  const hasil = await tx.execute(sql`
    with v as (${selesai}),
    best as (select l.indikator_id, max(l.skor) as mx from ppg_skor_levels l
             where l.skor_set_id = ${skorSetId} group by 1 having max(l.skor) > 0),
    per as (select n.verifikasi_id as id, i.tahap,
                   round(sum(i.bobot * least(greatest(n.skor, 0), b.mx) / b.mx), 2) as poin
            from v join ppg_verifikasi_nilais n on n.verifikasi_id = v.id
            join ppg_indikators i on i.id = n.indikator_id and i.set_id = v.indikator_set_id
            join best b on b.indikator_id = n.indikator_id
            group by 1, 2),
    tot as (select v.id, v.instansi_id, v.tahun, v.indikator_set_id,
                   coalesce(sum(p.poin) filter (where p.tahap = 1), 0) as t1,
                   coalesce(sum(p.poin) filter (where p.tahap = 2), 0) as t2,
                   coalesce(sum(p.poin) filter (where p.tahap = 3), 0) as t3,
                   coalesce(sum(p.poin) filter (where p.tahap = 4), 0) as t4
            from v left join per p on p.id = v.id group by 1, 2, 3, 4)
    insert into ppg_skor_instansis (verifikasi_id, instansi_id, tahun, indikator_set_id, skor_set_id, total,
                                    tahap_1, tahap_2, tahap_3, tahap_4, disetujui_at, berlaku, sumber)
    select id, instansi_id, tahun, indikator_set_id, ${skorSetId}, t1 + t2 + t3 + t4, t1, t2, t3, t4, now(), true,
           'hitung_ulang'
    from tot
    on conflict (instansi_id, tahun, indikator_set_id, skor_set_id) do update
      set total = excluded.total, tahap_1 = excluded.tahap_1, tahap_2 = excluded.tahap_2,
          tahap_3 = excluded.tahap_3, tahap_4 = excluded.tahap_4, berlaku = true
    returning verifikasi_id`);
  return rowsOf<{ verifikasi_id: number }>(hasil).length;
}

/**
 * A verification the director just finished under an earlier criteria version of its year (a later one was approved
 * while it moved): its score at the version in force too, so it counts like the others.
 */
export async function skorMenurutVersiBerlaku(
  tx: Db,
  v: { id: number; tahun: number; indikator_set_id: number; skor_set_id: number },
): Promise<void> {
  const berlaku = await berlakuId(tx, SKOR_CFG, v.tahun);
  if (berlaku === null || berlaku === v.skor_set_id) return;
  const [set] = await tx
    .select({ indikator_set_id: ppg_skor_sets.indikator_set_id })
    .from(ppg_skor_sets)
    .where(eq(ppg_skor_sets.id, berlaku));
  if (set?.indikator_set_id === v.indikator_set_id) await hitungUlangSkor(tx, berlaku, v.id);
}

/**
 * The job the director's approval of a score-criteria version enqueues: every finished verification of its year is
 * scored again at it, in one transaction (all or nothing; a failure retries), audited, and the PPG dashboard's cached
 * figures dropped. A version no longer in force by the time it runs (a later one was approved) is left alone.
 */
export function registerHitungUlangSkor(ctx: ServerContext): void {
  ctx.jobs.register(HITUNG_ULANG_SKOR_JOB, async (payload) => {
    const skorSetId = Number((payload as { skor_set_id?: unknown } | null)?.skor_set_id);
    if (!Number.isInteger(skorSetId)) return;
    await ctx.db.transaction(async (tx) => {
      const [set] = await tx
        .select({ tahun: ppg_skor_sets.tahun, versi: ppg_skor_sets.versi })
        .from(ppg_skor_sets)
        .where(eq(ppg_skor_sets.id, skorSetId));
      if (!set || (await berlakuId(tx, SKOR_CFG, set.tahun)) !== skorSetId) return;
      // One recompute of a year at a time (a second approval's job waits for the first).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ppg.skor-hitung-ulang'), ${set.tahun})`);
      const n = await hitungUlangSkor(tx, skorSetId);
      await audit(tx, SYSTEM, {
        action: 'ppg.skor.hitung-ulang',
        entity: SKOR_CFG.type,
        entity_id: skorSetId,
        after: { tahun: set.tahun, versi: set.versi, jumlah_verifikasi: n },
      });
    });
    cacheOf(ctx.db).invalidate(DASBOR_PPG_CACHE);
  });
}
