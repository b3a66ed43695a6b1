import {
  JENIS_SURVEI_LABELS,
  type JenisSurvei,
  kunciResponden,
  rapikanJawaban,
  SURVEI_KEGIATAN_MESSAGES,
  type SurveiKegiatanIsi,
  statusSurvei,
  validasiJawabanSurvei,
} from '@gratifikasi/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '../../../../context';
import {
  ppg_kegiatan_aktivitas,
  ppg_kegiatans,
  ppg_survei_jawabans,
  ppg_surveis,
} from '../../../../db/schema';
import { audit } from '../../../../platform/audit';
import type { RequestMeta } from '../../../../platform/auth-context';
import { AppError } from '../../../../platform/errors';
import { findOpenWindowLink } from '../../../public-link/links';
import { instanceOfSurvei } from '../../survei/kind';
import { bagianSurvei } from '../../survei/read';

/** The open link of a token with its survey, still approved and not deleted; else the expired-link answer. */
async function linkTerbuka(ctx: ServerContext, token: string) {
  const link = await findOpenWindowLink(ctx.db, token, 'SURVEI_KEGIATAN');
  const [row] = await ctx.db
    .select({
      survei_id: ppg_surveis.id,
      judul: ppg_surveis.judul,
      deskripsi: ppg_surveis.deskripsi,
      jenis: ppg_surveis.jenis,
      kegiatan: ppg_kegiatans.judul,
      sesi: ppg_kegiatan_aktivitas.judul,
      tanggal: ppg_kegiatan_aktivitas.tanggal,
    })
    .from(ppg_surveis)
    .innerJoin(ppg_kegiatan_aktivitas, eq(ppg_kegiatan_aktivitas.id, link.aktivitas_id as number))
    .innerJoin(ppg_kegiatans, eq(ppg_kegiatans.id, ppg_kegiatan_aktivitas.kegiatan_id))
    .where(and(eq(ppg_surveis.id, link.survei_id ?? 0), isNull(ppg_surveis.deleted_at)));
  if (!row) throw new AppError('LINK_EXPIRED');
  const instance = await instanceOfSurvei(ctx.db, row.survei_id);
  if (statusSurvei(instance.step, instance.last_decision) !== 'DISETUJUI') throw new AppError('LINK_EXPIRED');
  return { link, row };
}

/** `GET kegiatan/survey/{token}`: what the public page shows — the activity, session, survey and its questions. */
export async function validasiSurveiKegiatan(ctx: ServerContext, token: string) {
  const { link, row } = await linkTerbuka(ctx, token);
  return {
    kegiatan: row.kegiatan,
    sesi: row.sesi,
    tanggal: row.tanggal,
    judul: row.judul,
    deskripsi: row.deskripsi,
    jenis: row.jenis as JenisSurvei,
    jenis_label: JENIS_SURVEI_LABELS[row.jenis as JenisSurvei],
    berakhir: link.expires_at.toISOString(),
    bagian: (await bagianSurvei(ctx.db, row.survei_id)).map((b) => ({
      id: b.id,
      judul: b.judul,
      pertanyaan: b.pertanyaan.map((q) => ({
        id: q.id,
        teks: q.teks,
        tipe: q.tipe,
        wajib: q.wajib,
        opsi: q.opsi,
        batas_min: q.batas_min,
        batas_max: q.batas_max,
      })),
    })),
  };
}

/**
 * `POST kegiatan/survey/{token}`: one respondent's answers, checked with the domain's answer rules as a sent
 * response. The unique index on (session, survey, respondent) decides a race of two posts of one person: the
 * second finds the first row and answers "sudah tercatat" (200, `baru: false`), never a second response.
 */
export async function isiSurveiKegiatan(
  ctx: ServerContext,
  request: RequestMeta,
  token: string,
  body: SurveiKegiatanIsi,
) {
  const { link, row } = await linkTerbuka(ctx, token);
  const questions = (await bagianSurvei(ctx.db, row.survei_id)).flatMap((b) => b.pertanyaan);
  const errors = validasiJawabanSurvei(questions, body.jawaban, true);
  if (Object.keys(errors).length > 0) {
    const named = Object.fromEntries(
      Object.entries(errors).map(([qid, why]) => {
        const q = questions.find((x) => String(x.id) === qid);
        return [`jawaban.${qid}`, [q ? `Pertanyaan "${q.teks}": ${why}` : why]];
      }),
    );
    throw new AppError('VALIDATION_FAILED', Object.values(named)[0]?.[0], named);
  }
  const clean = Object.fromEntries(
    Object.entries(body.jawaban)
      .map(([k, v]) => [k, rapikanJawaban(v)] as const)
      .filter(([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
  const responden = kunciResponden(body.jenis_identitas, body.nomor_identitas);
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [saved] = await tx
      .insert(ppg_survei_jawabans)
      .values({
        survei_id: row.survei_id,
        aktivitas_id: link.aktivitas_id as number,
        responden,
        responden_nama: body.nama,
        status: 'TERKIRIM',
        jawaban: clean,
        dikirim_pada: now,
      })
      .onConflictDoNothing({
        target: [
          ppg_survei_jawabans.aktivitas_id,
          ppg_survei_jawabans.survei_id,
          ppg_survei_jawabans.responden,
        ],
      })
      .returning({ id: ppg_survei_jawabans.id });
    if (!saved) return { baru: false, message: SURVEI_KEGIATAN_MESSAGES.sudahTercatat };
    await audit(tx, request, {
      user_id: null,
      role_name: null,
      action: 'kegiatan.survei.jawab',
      entity: 'ppg_survei_jawabans',
      entity_id: saved.id,
      after: { link_id: link.id, survei_id: row.survei_id, jumlah_jawaban: Object.keys(clean).length },
    });
    return { baru: true, message: SURVEI_KEGIATAN_MESSAGES.tercatat };
  });
}
