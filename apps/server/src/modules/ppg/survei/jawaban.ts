import {
  JENIS_SURVEI_LABELS,
  type JenisSurvei,
  KEADAAN_SESI_LABELS,
  keadaanSesi,
  rapikanJawaban,
  STATUS_JAWABAN_SURVEI_LABELS,
  type StatusJawabanSurvei,
  type SurveiUpgDetail,
  statusSurvei,
  validasiJawabanSurvei,
} from '@gratifikasi/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  ppg_survei_jawabans,
  ppg_survei_penugasans,
  ppg_survei_sesis,
  ppg_surveis,
} from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { ppgActor, requireUpg } from '../diseminasi/scope';
import { instanceOfSurvei, type Meta } from './kind';
import { bagianSurvei } from './read';

const tugas = ppg_survei_penugasans;
const sesi = ppg_survei_sesis;
const jawab = ppg_survei_jawabans;

const statusExpr = sql<StatusJawabanSurvei>`coalesce(${jawab.status}, 'BELUM')`;
const columns = {
  id: tugas.id,
  survei_id: ppg_surveis.id,
  judul: ppg_surveis.judul,
  deskripsi: ppg_surveis.deskripsi,
  jenis: ppg_surveis.jenis,
  sesi_nama: sesi.nama,
  dibuka_pada: sesi.dibuka_pada,
  ditutup_pada: sesi.ditutup_pada,
  status: statusExpr,
  jawaban: jawab.jawaban,
  version: jawab.version,
  dikirim_pada: jawab.dikirim_pada,
};

const base = (db: Db) =>
  db
    .select(columns)
    .from(tugas)
    .innerJoin(sesi, eq(sesi.id, tugas.sesi_id))
    .innerJoin(ppg_surveis, eq(ppg_surveis.id, sesi.survei_id))
    .leftJoin(jawab, eq(jawab.penugasan_id, tugas.id));

type Row = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number];

function toItem(r: Row) {
  const keadaan = keadaanSesi(r.dibuka_pada, r.ditutup_pada);
  return {
    id: r.id,
    judul: r.judul,
    jenis_label: JENIS_SURVEI_LABELS[r.jenis as JenisSurvei] ?? r.jenis,
    sesi_nama: r.sesi_nama,
    dibuka_pada: r.dibuka_pada.toISOString(),
    ditutup_pada: r.ditutup_pada.toISOString(),
    keadaan_label: KEADAAN_SESI_LABELS[keadaan],
    status: r.status,
    status_label: STATUS_JAWABAN_SURVEI_LABELS[r.status],
  };
}

/** `GET upg/survey`: the institution's own assignments, newest session first. */
export async function listSurveiUpg(
  ctx: ServerContext,
  auth: AuthContext,
  q: { status?: StatusJawabanSurvei | undefined; page: number; per_page: number },
) {
  const actor = requireUpg(await ppgActor(ctx.db, auth));
  const where = and(
    eq(tugas.instansi_id, actor.instansiId),
    q.status ? sql`${statusExpr} = ${q.status}` : undefined,
  ) as SQL;
  const rows = await base(ctx.db)
    .where(where)
    .orderBy(desc(sesi.ditutup_pada), desc(tugas.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [n] = await ctx.db
    .select({ n: count() })
    .from(tugas)
    .leftJoin(jawab, eq(jawab.penugasan_id, tugas.id))
    .where(where);
  return { items: rows.map(toItem), total: n?.n ?? 0, page: q.page, per_page: q.per_page };
}

/** The institution's assignment, or 404 (another institution's is as unknown as a missing one). */
async function assignmentOf(db: Db, instansiId: number, id: number) {
  const [row] = await base(db).where(and(eq(tugas.id, id), eq(tugas.instansi_id, instansiId)));
  if (!row) throw new AppError('NOT_FOUND', 'Survei tidak ditemukan');
  return row;
}

/** `GET upg/survey/{id}`: the survey's questions and the institution's response so far. */
export async function detailSurveiUpg(
  ctx: ServerContext,
  auth: AuthContext,
  id: number,
): Promise<SurveiUpgDetail> {
  const actor = requireUpg(await ppgActor(ctx.db, auth));
  const r = await assignmentOf(ctx.db, actor.instansiId, id);
  const keadaan = keadaanSesi(r.dibuka_pada, r.ditutup_pada);
  return {
    ...toItem(r),
    deskripsi: r.deskripsi,
    keadaan,
    dapat_diisi: keadaan === 'DIBUKA' && r.status !== 'TERKIRIM',
    bagian: await bagianSurvei(ctx.db, r.survei_id),
    jawaban: r.jawaban ?? {},
    version: r.version ?? 0,
    dikirim_pada: r.dikirim_pada?.toISOString() ?? null,
  };
}

/**
 * `PUT upg/survey/{id}/jawaban` (draft) and `POST upg/survey/{id}/kirim` (final, once): the assignment row is locked
 * so concurrent writers of one assignment queue behind each other; the one response row (unique per assignment)
 * is written at the version the writer saw (409 when stale or already sent). 422 on a survey not approved, a session
 * not open, or an answer that does not fit its question (named in the error).
 */
export async function simpanJawaban(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: { versi: number; jawaban: Record<string, unknown> },
  final: boolean,
) {
  const actor = requireUpg(await ppgActor(ctx.db, meta.auth));
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: tugas.id })
      .from(tugas)
      .where(and(eq(tugas.id, id), eq(tugas.instansi_id, actor.instansiId)))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND', 'Survei tidak ditemukan');
    const r = await assignmentOf(tx, actor.instansiId, id);
    const instance = await instanceOfSurvei(tx, r.survei_id);
    if (statusSurvei(instance.step, instance.last_decision) !== 'DISETUJUI') {
      throw new AppError('VALIDATION_FAILED', 'Survei ini belum disetujui dan tidak dapat diisi');
    }
    const keadaan = keadaanSesi(r.dibuka_pada, r.ditutup_pada);
    if (keadaan !== 'DIBUKA') {
      throw new AppError(
        'VALIDATION_FAILED',
        keadaan === 'DITUTUP' ? 'Sesi survei sudah ditutup' : 'Sesi survei belum dibuka',
      );
    }
    if (r.status === 'TERKIRIM') throw new AppError('CONFLICT', 'Jawaban survei ini sudah dikirim');
    if ((r.version ?? 0) !== body.versi) {
      throw new AppError('CONFLICT', 'Jawaban telah diubah di tempat lain. Muat ulang lalu coba lagi.');
    }
    const bagian = await bagianSurvei(tx, r.survei_id);
    const questions = bagian.flatMap((b) => b.pertanyaan);
    const errors = validasiJawabanSurvei(questions, body.jawaban, final);
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
        .filter(
          ([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
        ),
    );
    const status = final ? 'TERKIRIM' : 'DRAF';
    const now = new Date();
    const [saved] = await tx
      .insert(jawab)
      .values({
        penugasan_id: id,
        survei_id: r.survei_id,
        status,
        jawaban: clean,
        version: 1,
        dikirim_pada: final ? now : null,
        created_by: meta.auth.user.id,
        updated_by: meta.auth.user.id,
      })
      .onConflictDoUpdate({
        target: jawab.penugasan_id,
        set: {
          status,
          jawaban: clean,
          version: sql`${jawab.version} + 1`,
          dikirim_pada: final ? now : null,
          updated_by: meta.auth.user.id,
          updated_at: now,
        },
        // The row lock above already serialises writers; this keeps a sent response final even without it.
        setWhere: sql`${jawab.status} <> 'TERKIRIM'`,
      })
      .returning({ version: jawab.version });
    if (!saved) throw new AppError('CONFLICT', 'Jawaban survei ini sudah dikirim');
    await audit(tx, meta, {
      action: final ? 'survei.jawaban.kirim' : 'survei.jawaban.simpan',
      entity: 'ppg_survei_penugasans',
      entity_id: id,
      after: { status, jumlah_jawaban: Object.keys(clean).length },
    });
    return { id, status: status as StatusJawabanSurvei, version: saved.version };
  });
}
