import { nikError } from '../validation/nik';
import { nipError } from '../validation/nip';
import type { JenisSurvei, StatusSurvei, TipePertanyaan } from './survei';

/**
 * Activity surveys (issue 27 §1 "Activity surveys"): an approved evaluation, pre-test or post-test survey attached
 * to an activity session and answered through a public link. These are the pure rules: which survey may be
 * attached, who a respondent is (one response per respondent and link), and the pre/post comparison.
 */

/** The kinds of survey an activity session takes (an institution survey goes to institutions, not to a hall). */
export const JENIS_SURVEI_KEGIATAN = [
  'EVALUASI_KEGIATAN',
  'PRE_TEST',
  'POST_TEST',
] as const satisfies readonly JenisSurvei[];
export type JenisSurveiKegiatan = (typeof JENIS_SURVEI_KEGIATAN)[number];

/** Why a survey cannot be attached to a session (null when it can): approved, of an activity kind. */
export function alasanTidakDapatDilampirkan(survei: {
  jenis: JenisSurvei;
  status: StatusSurvei;
}): string | null {
  if (survei.status !== 'DISETUJUI') return 'Hanya survei yang sudah disetujui yang dapat dilampirkan';
  if (!(JENIS_SURVEI_KEGIATAN as readonly JenisSurvei[]).includes(survei.jenis)) {
    return 'Hanya survei evaluasi kegiatan, pre-test, atau post-test yang dapat dilampirkan ke sesi kegiatan';
  }
  return null;
}

/**
 * The identity rule of a public activity survey: a respondent is their NIK (16 digits) or NIP (18 digits), the
 * same number they give at attendance, so a pre-test and a post-test answer of one person can be paired. Spaces,
 * dots and dashes people type are dropped; the result is the key of the unique index (link, respondent).
 */
export function kunciResponden(jenis: 'NIK' | 'NIP', nomor: string): string {
  return `${jenis}:${nomor.replace(/[\s.-]/g, '')}`;
}

/** Why an identity number does not fit its kind (null when it fits). */
export function identitasRespondenError(jenis: 'NIK' | 'NIP', nomor: string): string | null {
  const bersih = nomor.replace(/[\s.-]/g, '');
  if (!bersih) return 'Nomor identitas wajib diisi';
  return jenis === 'NIK' ? nikError(bersih) : nipError(bersih);
}

/** Question types that have a score: a Likert point or a number; their average is compared. */
export const TIPE_BERSKOR: readonly TipePertanyaan[] = ['LIKERT', 'ANGKA'];

export interface PertanyaanBanding {
  id: number;
  teks: string;
  tipe: TipePertanyaan;
}

export interface BarisBanding {
  teks: string;
  tipe: TipePertanyaan;
  pre: { rata_rata: number | null; jumlah: number };
  post: { rata_rata: number | null; jumlah: number };
  /** post − pre (null when either side has no answer). */
  selisih: number | null;
}

export interface HasilBanding {
  pertanyaan: BarisBanding[];
  /** Over the Likert questions only (the one scale they share): averages of every answered point. */
  keseluruhan: { pre: number | null; post: number | null; selisih: number | null };
  responden: { pre: number; post: number };
}

const norm = (teks: string) => teks.trim().replace(/\s+/g, ' ').toLowerCase();
const bulat = (n: number) => Math.round(n * 100) / 100;

function skor(pertanyaan: PertanyaanBanding, respons: readonly Record<string, unknown>[]) {
  const nilai = respons
    .map((r) => r[String(pertanyaan.id)])
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return { jumlah: nilai.length, total: nilai.reduce((a, b) => a + b, 0) };
}

/**
 * The pre/post comparison of an activity: the scored questions (Likert, number) that the pre-test and the post-test
 * share — the same text and type, so a post-test made as a copy of its pre-test pairs up — each with its average
 * before and after; overall, the average Likert point before and after. Other questions have no score to compare.
 */
export function bandingPrePost(
  pre: { pertanyaan: readonly PertanyaanBanding[]; respons: readonly Record<string, unknown>[] },
  post: { pertanyaan: readonly PertanyaanBanding[]; respons: readonly Record<string, unknown>[] },
): HasilBanding {
  const postByKey = new Map(
    post.pertanyaan.filter((q) => TIPE_BERSKOR.includes(q.tipe)).map((q) => [`${q.tipe}|${norm(q.teks)}`, q]),
  );
  const rows: BarisBanding[] = [];
  const likert = { pre: { n: 0, t: 0 }, post: { n: 0, t: 0 } };
  for (const q of pre.pertanyaan) {
    if (!TIPE_BERSKOR.includes(q.tipe)) continue;
    const pasangan = postByKey.get(`${q.tipe}|${norm(q.teks)}`);
    if (!pasangan) continue;
    postByKey.delete(`${q.tipe}|${norm(q.teks)}`);
    const a = skor(q, pre.respons);
    const b = skor(pasangan, post.respons);
    const ra = a.jumlah ? bulat(a.total / a.jumlah) : null;
    const rb = b.jumlah ? bulat(b.total / b.jumlah) : null;
    rows.push({
      teks: q.teks,
      tipe: q.tipe,
      pre: { rata_rata: ra, jumlah: a.jumlah },
      post: { rata_rata: rb, jumlah: b.jumlah },
      selisih: ra !== null && rb !== null ? bulat(rb - ra) : null,
    });
    if (q.tipe === 'LIKERT') {
      likert.pre.n += a.jumlah;
      likert.pre.t += a.total;
      likert.post.n += b.jumlah;
      likert.post.t += b.total;
    }
  }
  const kPre = likert.pre.n ? bulat(likert.pre.t / likert.pre.n) : null;
  const kPost = likert.post.n ? bulat(likert.post.t / likert.post.n) : null;
  return {
    pertanyaan: rows,
    keseluruhan: {
      pre: kPre,
      post: kPost,
      selisih: kPre !== null && kPost !== null ? bulat(kPost - kPre) : null,
    },
    responden: { pre: pre.respons.length, post: post.respons.length },
  };
}
