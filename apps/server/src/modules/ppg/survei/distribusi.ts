import {
  buildPath,
  KEADAAN_SESI_LABELS,
  keadaanSesi,
  PENGINGAT_SURVEI_JAM,
  roleByName,
  type StatusJawabanSurvei,
  type SurveiPenugasanFilter,
  type SurveiSesi,
  statusSurvei,
} from '@gratifikasi/domain';
import { and, asc, count, desc, eq, exists, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  ppg_peserta_monevs,
  ppg_survei_jawabans,
  ppg_survei_penugasans,
  ppg_survei_sesis,
  ppg_surveis,
  role_users,
  users,
} from '../../../db/schema';
import { masterColumn as c, masterTableOf } from '../../../db/schema/masters';
import { audit } from '../../../platform/audit';
import { AppError, fieldError } from '../../../platform/errors';
import { notify } from '../../../platform/notify';
import { instanceOfSurvei, lockSurvei, type Meta } from './kind';

export const PENGINGAT_SURVEI_JOB = 'ppg.survei-pengingat';
const instansi = masterTableOf('instansi');
const upgs = masterTableOf('upg');
const sesi = ppg_survei_sesis;
const tugas = ppg_survei_penugasans;
const jawab = ppg_survei_jawabans;

const terkirimSql = sql<number>`count(${jawab.id}) filter (where ${jawab.status} = 'TERKIRIM')`.mapWith(
  Number,
);

/** `GET survey/{id}/survey-session`: the survey's sessions with their assignment and response counts. */
export async function listSesi(ctx: ServerContext, surveiId: number): Promise<SurveiSesi[]> {
  const rows = await ctx.db
    .select({
      id: sesi.id,
      survei_id: sesi.survei_id,
      nama: sesi.nama,
      dibuka_pada: sesi.dibuka_pada,
      ditutup_pada: sesi.ditutup_pada,
      jumlah_penugasan: count(tugas.id),
      jumlah_terkirim: terkirimSql,
    })
    .from(sesi)
    .leftJoin(tugas, eq(tugas.sesi_id, sesi.id))
    .leftJoin(jawab, eq(jawab.penugasan_id, tugas.id))
    .where(eq(sesi.survei_id, surveiId))
    .groupBy(sesi.id)
    .orderBy(desc(sesi.dibuka_pada), desc(sesi.id));
  return rows.map((r) => {
    const keadaan = keadaanSesi(r.dibuka_pada, r.ditutup_pada);
    return {
      ...r,
      dibuka_pada: r.dibuka_pada.toISOString(),
      ditutup_pada: r.ditutup_pada.toISOString(),
      keadaan,
      keadaan_label: KEADAAN_SESI_LABELS[keadaan],
    };
  });
}

/** `POST survey-session`: a window for an approved survey (422 otherwise). */
export async function createSesi(
  ctx: ServerContext,
  meta: Meta,
  body: { survei_id: number; nama: string; dibuka_pada: Date; ditutup_pada: Date },
) {
  return ctx.db.transaction(async (tx) => {
    await lockSurvei(tx, meta.auth, body.survei_id).catch(() => {
      throw fieldError('survei_id', 'Survei tidak ditemukan');
    });
    const instance = await instanceOfSurvei(tx, body.survei_id);
    if (statusSurvei(instance.step, instance.last_decision) !== 'DISETUJUI') {
      throw fieldError(
        'survei_id',
        'Sesi hanya dapat dibuat untuk survei yang sudah disetujui group head PPG',
      );
    }
    if (body.ditutup_pada <= new Date()) throw fieldError('ditutup_pada', 'Waktu tutup harus di masa depan');
    const [row] = await tx
      .insert(sesi)
      .values({ ...body, created_by: meta.auth.user.id, updated_by: meta.auth.user.id })
      .returning({ id: sesi.id });
    if (!row) throw new Error('sesi insert');
    await audit(tx, meta, {
      action: 'survei.sesi.create',
      entity: 'ppg_survei_sesis',
      entity_id: row.id,
      after: body,
    });
    for (const jam of PENGINGAT_SURVEI_JAM) {
      const at = new Date(body.ditutup_pada.getTime() - jam * 3600_000);
      if (at <= new Date() || at <= body.dibuka_pada) continue;
      await ctx.jobs.enqueue(
        tx,
        PENGINGAT_SURVEI_JOB,
        { sesi_id: row.id, jam },
        {
          runAfter: at,
          onceKey: `survei-sesi:${row.id}:${jam}`,
        },
      );
    }
    return { id: row.id };
  });
}

/** A session, or 404. */
export async function sesiOf(db: Db, id: number) {
  const [row] = await db.select().from(sesi).where(eq(sesi.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Sesi survei tidak ditemukan');
  return row;
}

/** The live institutions the filter chooses (participants of a year, classification, province, a list). */
function filterSql(db: Db, f: SurveiPenugasanFilter): SQL {
  return and(
    isNull(instansi.deleted_at),
    sql`${c(instansi, 'is_active')} is not false`,
    f.klasifikasi_instansi_id
      ? eq(c(instansi, 'klasifikasi_instansi_id'), f.klasifikasi_instansi_id)
      : undefined,
    f.provinsi_id ? eq(c(instansi, 'provinsi_id'), f.provinsi_id) : undefined,
    f.instansi_ids?.length ? inArray(instansi.id, f.instansi_ids) : undefined,
    f.tahun_peserta
      ? exists(
          db
            .select({ x: sql`1` })
            .from(ppg_peserta_monevs)
            .where(
              and(
                eq(ppg_peserta_monevs.instansi_id, instansi.id),
                eq(ppg_peserta_monevs.tahun, f.tahun_peserta),
              ),
            ),
        )
      : undefined,
  ) as SQL;
}

/** `POST survey-session/{id}/survey-assignment/pratinjau`: how many institutions the filter reaches, before sending. */
export async function pratinjauPenugasan(ctx: ServerContext, sesiId: number, f: SurveiPenugasanFilter) {
  await sesiOf(ctx.db, sesiId);
  const already = exists(
    ctx.db
      .select({ x: sql`1` })
      .from(tugas)
      .where(and(eq(tugas.sesi_id, sesiId), eq(tugas.instansi_id, instansi.id))),
  );
  const [n] = await ctx.db
    .select({ jumlah: count(), sudah: sql<number>`count(*) filter (where ${already})`.mapWith(Number) })
    .from(instansi)
    .where(filterSql(ctx.db, f));
  const contoh = await ctx.db
    .select({ id: instansi.id, nama: c(instansi, 'nama') })
    .from(instansi)
    .where(filterSql(ctx.db, f))
    .orderBy(asc(c(instansi, 'nama')))
    .limit(10);
  return {
    jumlah: n?.jumlah ?? 0,
    sudah_ditugaskan: n?.sudah ?? 0,
    contoh: contoh.map((r) => ({ id: r.id, nama: String(r.nama) })),
  };
}

/** The active UPG accounts of some institutions (whom a notice about their assignment reaches). */
export async function upgAccounts(db: Db, instansiIds: number[]) {
  if (instansiIds.length === 0) return [];
  return db
    .selectDistinct({ id: users.id, email: users.email, instansi_id: sql<number>`${c(upgs, 'instansi_id')}` })
    .from(upgs)
    .innerJoin(
      role_users,
      and(
        eq(role_users.role_id, roleByName('upg').id),
        eq(role_users.scope_type, 'upg'),
        eq(role_users.scope_id, upgs.id),
      ),
    )
    .innerJoin(users, eq(users.id, role_users.user_id))
    .where(
      and(
        inArray(c(upgs, 'instansi_id'), instansiIds),
        isNull(upgs.deleted_at),
        eq(users.is_active, true),
        isNull(users.deleted_at),
      ),
    );
}

/**
 * `POST survey-session/{id}/survey-assignment`: assigns the session to the institutions the filter chooses (those
 * already assigned are left alone) and tells their UPG accounts in the app and by mail. 422 on a closed session.
 */
export async function tugaskan(ctx: ServerContext, meta: Meta, sesiId: number, f: SurveiPenugasanFilter) {
  const result = await ctx.db.transaction(async (tx) => {
    const s = await sesiOf(tx, sesiId);
    if (s.ditutup_pada <= new Date()) throw new AppError('VALIDATION_FAILED', 'Sesi survei sudah ditutup');
    const [survei] = await tx
      .select({ judul: ppg_surveis.judul })
      .from(ppg_surveis)
      .where(eq(ppg_surveis.id, s.survei_id));
    const chosen = await tx.select({ id: instansi.id }).from(instansi).where(filterSql(tx, f));
    if (chosen.length === 0)
      throw new AppError('VALIDATION_FAILED', 'Tidak ada instansi yang sesuai dengan filter');
    const added = await tx
      .insert(tugas)
      .values(chosen.map((r) => ({ sesi_id: sesiId, instansi_id: r.id, created_by: meta.auth.user.id })))
      .onConflictDoNothing()
      .returning({ id: tugas.id, instansi_id: tugas.instansi_id });
    const byInstansi = new Map(added.map((a) => [a.instansi_id, a.id]));
    const accounts = await upgAccounts(tx, [...byInstansi.keys()]);
    const tutup = s.ditutup_pada.toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' });
    const mailIds = await notify(
      tx,
      ctx.mailer,
      accounts.map((u) => ({
        user_id: u.id,
        judul: 'Survei baru untuk instansi Anda',
        pesan: `Instansi Anda diminta mengisi survei "${survei?.judul ?? ''}" (${s.nama}) paling lambat ${tutup} WIB.`,
        tautan: buildPath('upg-survey-detail', { id: byInstansi.get(Number(u.instansi_id)) ?? 0 }),
        entity: 'ppg_survei_penugasan',
        entity_id: byInstansi.get(Number(u.instansi_id)) ?? null,
        email: u.email,
      })),
      ctx.config.appUrl,
    );
    await audit(tx, meta, {
      action: 'survei.penugasan.create',
      entity: 'ppg_survei_sesis',
      entity_id: sesiId,
      after: { filter: f, ditugaskan: added.length },
    });
    return { ditugaskan: added.length, diberi_tahu: accounts.length, mailIds };
  });
  for (const id of result.mailIds) ctx.mailer.dispatch(id);
  return { ditugaskan: result.ditugaskan, diberi_tahu: result.diberi_tahu };
}

/** `GET survey-session/{id}/survey-assignment`: each institution and how far its response got (response rate). */
export async function listPenugasan(
  ctx: ServerContext,
  sesiId: number,
  q: { status?: StatusJawabanSurvei | undefined; page: number; per_page: number },
) {
  await sesiOf(ctx.db, sesiId);
  const statusExpr = sql<StatusJawabanSurvei>`coalesce(${jawab.status}, 'BELUM')`;
  const where = and(eq(tugas.sesi_id, sesiId), q.status ? sql`${statusExpr} = ${q.status}` : undefined);
  const rows = await ctx.db
    .select({
      id: tugas.id,
      instansi_id: tugas.instansi_id,
      instansi_nama: c(instansi, 'nama'),
      status: statusExpr,
      dikirim_pada: jawab.dikirim_pada,
    })
    .from(tugas)
    .innerJoin(instansi, eq(instansi.id, tugas.instansi_id))
    .leftJoin(jawab, eq(jawab.penugasan_id, tugas.id))
    .where(where)
    .orderBy(asc(c(instansi, 'nama')), asc(tugas.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [n] = await ctx.db
    .select({
      total: count(),
      terkirim: sql<number>`count(*) filter (where ${jawab.status} = 'TERKIRIM')`.mapWith(Number),
    })
    .from(tugas)
    .leftJoin(jawab, eq(jawab.penugasan_id, tugas.id))
    .where(where);
  return {
    items: rows.map((r) => ({
      ...r,
      instansi_nama: String(r.instansi_nama),
      dikirim_pada: r.dikirim_pada?.toISOString() ?? null,
    })),
    total: n?.total ?? 0,
    terkirim: n?.terkirim ?? 0,
    page: q.page,
    per_page: q.per_page,
  };
}

/** The reminder before a session closes: the UPG accounts of institutions that have not sent their response. */
export async function remindSesi(tx: Db, ctx: ServerContext, sesiId: number) {
  const s = await sesiOf(tx, sesiId).catch(() => null);
  if (!s || s.ditutup_pada <= new Date()) return { n: 0, mailIds: [] as number[] };
  const [survei] = await tx
    .select({ judul: ppg_surveis.judul })
    .from(ppg_surveis)
    .where(eq(ppg_surveis.id, s.survei_id));
  const open = await tx
    .select({ id: tugas.id, instansi_id: tugas.instansi_id })
    .from(tugas)
    .where(
      and(
        eq(tugas.sesi_id, sesiId),
        notExists(
          tx
            .select({ x: sql`1` })
            .from(jawab)
            .where(and(eq(jawab.penugasan_id, tugas.id), eq(jawab.status, 'TERKIRIM'))),
        ),
      ),
    );
  const byInstansi = new Map(open.map((a) => [a.instansi_id, a.id]));
  const accounts = await upgAccounts(tx, [...byInstansi.keys()]);
  const tutup = s.ditutup_pada.toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' });
  const mailIds = await notify(
    tx,
    ctx.mailer,
    accounts.map((u) => ({
      user_id: u.id,
      judul: 'Pengingat: survei belum dikirim',
      pesan: `Survei "${survei?.judul ?? ''}" (${s.nama}) ditutup ${tutup} WIB. Mohon lengkapi dan kirim jawaban instansi Anda.`,
      tautan: buildPath('upg-survey-detail', { id: byInstansi.get(Number(u.instansi_id)) ?? 0 }),
      entity: 'ppg_survei_penugasan',
      entity_id: byInstansi.get(Number(u.instansi_id)) ?? null,
      email: u.email,
    })),
    ctx.config.appUrl,
  );
  return { n: accounts.length, mailIds };
}

/** Registers the reminder job (each enqueued once per session and lead time when the session is created). */
export function registerSurveiJobs(ctx: ServerContext): void {
  ctx.jobs.register(PENGINGAT_SURVEI_JOB, async (payload) => {
    const { sesi_id } = payload as { sesi_id: number };
    const { mailIds } = await ctx.db.transaction((tx) => remindSesi(tx, ctx, sesi_id));
    for (const id of mailIds) ctx.mailer.dispatch(id);
  });
}
