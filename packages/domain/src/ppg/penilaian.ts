import type { RiskBand } from '../labels/risk';
import type { TahapPpg } from './konfigurasi';

/**
 * The year's score of an institution (issue 25 §3): the weighted sum of its indicators' scores. Each indicator counts
 * its weight (percent of the year, the set's weights add up to 100) times the share of its best level the verifier
 * gave, so the total lies in 0…100 whatever scale each indicator's levels use. An indicator not scored counts 0 and
 * makes the result incomplete.
 */
export interface IndikatorBobot {
  id: number;
  tahap: TahapPpg;
  bobot: number;
}

export interface NilaiIndikator {
  indikator_id: number;
  skor: number;
}

export interface HasilPenilaian {
  /** 0…100, two decimals. */
  total: number;
  /** Each stage's points (its indicators' weighted scores), two decimals; they add up to the total. */
  perTahap: Record<TahapPpg, number>;
  /** Every indicator has a score. */
  lengkap: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The score from the indicators, the criteria's levels (to know each indicator's best score) and the verifier's
 * scores. A score of an indicator outside the set is an error (the service refuses it first with a 422).
 */
export function hitungSkor(
  indikators: readonly IndikatorBobot[],
  levels: readonly { indikator_id: number; skor: number }[],
  nilai: readonly NilaiIndikator[],
): HasilPenilaian {
  const best = new Map<number, number>();
  for (const l of levels) best.set(l.indikator_id, Math.max(best.get(l.indikator_id) ?? 0, l.skor));
  const given = new Map<number, number>();
  const known = new Set(indikators.map((i) => i.id));
  for (const n of nilai) {
    if (!known.has(n.indikator_id)) throw new RangeError(`Indikator ${n.indikator_id} tidak ada dalam set`);
    given.set(n.indikator_id, n.skor);
  }
  const perTahap: Record<TahapPpg, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  let lengkap = true;
  for (const ind of indikators) {
    const skor = given.get(ind.id);
    if (skor === undefined) {
      lengkap = false;
      continue;
    }
    const max = best.get(ind.id) ?? 0;
    if (max > 0) perTahap[ind.tahap] += (ind.bobot * Math.max(0, Math.min(skor, max))) / max;
  }
  for (const t of [1, 2, 3, 4] as const) perTahap[t] = round2(perTahap[t]);
  const total = round2(perTahap[1] + perTahap[2] + perTahap[3] + perTahap[4]);
  return { total, perTahap, lengkap };
}

/**
 * Ranks within a group (the institution type): the highest total is 1, equal totals share a rank and the next rank
 * skips (1, 2, 2, 4), as an assessment table reads.
 */
export function peringkat<T extends { total: number }>(rows: readonly T[]): (T & { peringkat: number })[] {
  const sorted = [...rows].sort((a, b) => b.total - a.total);
  let rank = 0;
  return sorted.map((row, i) => {
    if (i === 0 || row.total !== sorted[i - 1]?.total) rank = i + 1;
    return { ...row, peringkat: rank };
  });
}

/** The change from last year's total (two decimals), or null when there was no score last year. */
export function perubahanTahunan(total: number, tahunLalu: number | null | undefined): number | null {
  return tahunLalu === null || tahunLalu === undefined ? null : round2(total - tahunLalu);
}

/** Below this total an institution is proposed for intervention (issue 25 §3, `intervensi-upg`). */
export const BATAS_SKOR_INTERVENSI = 60;

/** Why an institution is proposed for intervention, or null: a low score, or a VERY HIGH risk. */
export function alasanIntervensi(
  total: number | null,
  risikoTertinggi: RiskBand | null,
  batas: number = BATAS_SKOR_INTERVENSI,
): string | null {
  const alasan: string[] = [];
  if (total !== null && total < batas) alasan.push(`skor ${total.toLocaleString('id-ID')} di bawah ${batas}`);
  if (risikoTertinggi === 'VERY HIGH') alasan.push('memiliki risiko VERY HIGH');
  return alasan.length ? `Diusulkan intervensi: ${alasan.join(' dan ')}` : null;
}
