import {
  bandingPrePost,
  type HasilBanding,
  JENIS_SURVEI_LABELS,
  type JenisSurvei,
  type SurveiHasil,
} from '@gratifikasi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../../../../context';
import type { Db } from '../../../../db/client';
import {
  laporan_public_links,
  ppg_kegiatan_aktivitas,
  ppg_kegiatans,
  ppg_survei_jawabans,
  ppg_surveis,
} from '../../../../db/schema';
import { hasilSurvei } from '../../survei/hasil';
import { bagianSurvei } from '../../survei/read';

export interface SurveiKegiatanRingkas {
  survei_id: number;
  judul: string;
  jenis: JenisSurvei;
  jenis_label: string;
  hasil: SurveiHasil;
}

export interface HasilSurveiKegiatan {
  survei: SurveiKegiatanRingkas[];
  /** The first pre-test and the first post-test attached to the activity's sessions, compared; null without a pair. */
  banding: (HasilBanding & { pre_judul: string; post_judul: string }) | null;
}

async function sesiOf(db: Db, kegiatanId: number) {
  return (
    await db
      .select({ id: ppg_kegiatan_aktivitas.id })
      .from(ppg_kegiatan_aktivitas)
      .where(eq(ppg_kegiatan_aktivitas.kegiatan_id, kegiatanId))
  ).map((r) => r.id);
}

async function responsOf(db: Db, surveiId: number, aktivitasIds: readonly number[]) {
  const rows = await db
    .select({ jawaban: ppg_survei_jawabans.jawaban })
    .from(ppg_survei_jawabans)
    .where(
      and(
        eq(ppg_survei_jawabans.survei_id, surveiId),
        eq(ppg_survei_jawabans.status, 'TERKIRIM'),
        inArray(ppg_survei_jawabans.aktivitas_id, [...aktivitasIds]),
      ),
    );
  return rows.map((r) => r.jawaban);
}

/**
 * The results of the surveys attached to an activity's sessions, over the responses through its links only: per
 * survey the counts and averages of the survey's own results, and the pre/post comparison of its pre-test and
 * post-test (domain bandingPrePost).
 */
export async function hasilSurveiKegiatan(
  ctx: ServerContext,
  kegiatanId: number,
): Promise<HasilSurveiKegiatan> {
  const sesi = await sesiOf(ctx.db, kegiatanId);
  if (sesi.length === 0) return { survei: [], banding: null };
  const attached = await ctx.db
    .selectDistinct({ id: ppg_surveis.id, judul: ppg_surveis.judul, jenis: ppg_surveis.jenis })
    .from(laporan_public_links)
    .innerJoin(ppg_surveis, eq(ppg_surveis.id, laporan_public_links.survei_id))
    .where(
      and(inArray(laporan_public_links.aktivitas_id, sesi), eq(laporan_public_links.type, 'SURVEI_KEGIATAN')),
    )
    .orderBy(ppg_surveis.id);
  const survei: SurveiKegiatanRingkas[] = [];
  for (const s of attached) {
    const jenis = s.jenis as JenisSurvei;
    survei.push({
      survei_id: s.id,
      judul: s.judul,
      jenis,
      jenis_label: JENIS_SURVEI_LABELS[jenis],
      hasil: await hasilSurvei(ctx, s.id, undefined, sesi),
    });
  }
  const pre = survei.find((s) => s.jenis === 'PRE_TEST');
  const post = survei.find((s) => s.jenis === 'POST_TEST');
  if (!pre || !post) return { survei, banding: null };
  const side = async (s: SurveiKegiatanRingkas) => ({
    pertanyaan: (await bagianSurvei(ctx.db, s.survei_id)).flatMap((b) => b.pertanyaan),
    respons: await responsOf(ctx.db, s.survei_id, sesi),
  });
  return {
    survei,
    banding: {
      ...bandingPrePost(await side(pre), await side(post)),
      pre_judul: pre.judul,
      post_judul: post.judul,
    },
  };
}

/**
 * `GET survey/{id}/banding-kegiatan`: for a pre-test or post-test, the pre/post comparison of each activity that
 * has it attached to a session together with its counterpart (the survey detail's results show them).
 */
export async function bandingSurvei(ctx: ServerContext, surveiId: number) {
  const kegiatan = await ctx.db
    .selectDistinct({ id: ppg_kegiatans.id, judul: ppg_kegiatans.judul })
    .from(laporan_public_links)
    .innerJoin(ppg_kegiatan_aktivitas, eq(ppg_kegiatan_aktivitas.id, laporan_public_links.aktivitas_id))
    .innerJoin(ppg_kegiatans, eq(ppg_kegiatans.id, ppg_kegiatan_aktivitas.kegiatan_id))
    .where(eq(laporan_public_links.survei_id, surveiId))
    .orderBy(ppg_kegiatans.id);
  const out: {
    kegiatan_id: number;
    kegiatan: string;
    banding: NonNullable<HasilSurveiKegiatan['banding']>;
  }[] = [];
  for (const k of kegiatan) {
    const { survei, banding } = await hasilSurveiKegiatan(ctx, k.id);
    const paired = survei.filter((s) => s.jenis === 'PRE_TEST' || s.jenis === 'POST_TEST');
    const pre = paired.find((s) => s.jenis === 'PRE_TEST');
    const post = paired.find((s) => s.jenis === 'POST_TEST');
    if (banding && (pre?.survei_id === surveiId || post?.survei_id === surveiId)) {
      out.push({ kegiatan_id: k.id, kegiatan: k.judul, banding });
    }
  }
  return out;
}
