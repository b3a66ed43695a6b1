import {
  AKSI_RIWAYAT_SURVEI_LABELS,
  type AksiRiwayatSurvei,
  JENIS_SURVEI_LABELS,
  type JenisSurvei,
  type StatusSurvei,
  type SurveiBagianItem,
  type SurveiDetail,
  type SurveiItem,
  type SurveiPage,
  statusSurveiLabel,
  type surveiListQuerySchema,
  type TipePertanyaan,
} from '@gratifikasi/domain';
import { and, asc, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  ppg_survei_bagians,
  ppg_survei_pertanyaans,
  ppg_survei_riwayats,
  ppg_surveis,
  users,
  wf_instances,
} from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { subjectAksi, subjectJejak } from '../../workflow/aksi';
import { terjawab } from './builder';
import { instanceOfSurvei, SURVEI_TYPE, surveiSubject } from './kind';

type ListQuery = z.output<typeof surveiListQuerySchema>;
const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The status in SQL, as domain `statusSurvei` reads it. */
export const statusSql = sql<StatusSurvei>`case
  when ${wf_instances.step} = 'persetujuan' then 'DIAJUKAN'
  when ${wf_instances.step} = 'disetujui' then 'DISETUJUI'
  when ${wf_instances.last_decision} = 'kembalikan' then 'DIKEMBALIKAN'
  else 'DRAF' end`;
const jumlahPertanyaan =
  sql<number>`(select count(*) from ${ppg_survei_pertanyaans} where ${ppg_survei_pertanyaans.survei_id} = ${ppg_surveis.id})`.mapWith(
    Number,
  );

const columns = {
  id: ppg_surveis.id,
  judul: ppg_surveis.judul,
  jenis: ppg_surveis.jenis,
  status: statusSql,
  versi_ke: ppg_surveis.versi_ke,
  induk_id: ppg_surveis.induk_id,
  penyusun: users.name,
  jumlah_pertanyaan: jumlahPertanyaan,
  updated_at: ppg_surveis.updated_at,
};
type Row = { [K in keyof typeof columns]: unknown };

function toItem(r: Row, forApprover: boolean): SurveiItem {
  const status = r.status as StatusSurvei;
  const jenis = r.jenis as JenisSurvei;
  return {
    id: Number(r.id),
    judul: String(r.judul),
    jenis,
    jenis_label: JENIS_SURVEI_LABELS[jenis],
    status,
    status_label: statusSurveiLabel(status, forApprover),
    versi_ke: Number(r.versi_ke),
    induk_id: (r.induk_id as number | null) ?? null,
    penyusun: (r.penyusun as string | null) ?? null,
    jumlah_pertanyaan: Number(r.jumlah_pertanyaan),
    updated_at: (r.updated_at as Date).toISOString(),
  };
}

const joined = (db: Db) =>
  db
    .select(columns)
    .from(ppg_surveis)
    .innerJoin(
      wf_instances,
      and(eq(wf_instances.subject_type, SURVEI_TYPE), eq(wf_instances.subject_id, ppg_surveis.id)),
    )
    .leftJoin(users, eq(users.id, ppg_surveis.created_by));

/** `GET survey`: every survey by the saved filter (status, jenis), a title search; `antrian=persetujuan`. */
export async function listSurvei(ctx: ServerContext, auth: AuthContext, q: ListQuery): Promise<SurveiPage> {
  const where = and(
    isNull(ppg_surveis.deleted_at),
    q.judul ? ilike(ppg_surveis.judul, escapeLike(q.judul)) : undefined,
    q.jenis ? eq(ppg_surveis.jenis, q.jenis) : undefined,
    q.status ? sql`${statusSql} = ${q.status}` : undefined,
    q.antrian === 'persetujuan' ? eq(wf_instances.step, 'persetujuan') : undefined,
  ) as SQL;
  const dir = q.order === 'asc' ? asc : desc;
  const sort = q.sort === 'judul' ? ppg_surveis.judul : ppg_surveis.updated_at;
  const rows = await joined(ctx.db)
    .where(where)
    .orderBy(dir(sort), desc(ppg_surveis.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(ppg_surveis)
    .innerJoin(
      wf_instances,
      and(eq(wf_instances.subject_type, SURVEI_TYPE), eq(wf_instances.subject_id, ppg_surveis.id)),
    )
    .where(where);
  const approver = auth.activeRole === 'ketua_group_ppg';
  return {
    items: rows.map((r) => toItem(r, approver)),
    total: count?.n ?? 0,
    page: q.page,
    per_page: q.per_page,
  };
}

/** The survey's sections with their questions, in order. */
export async function bagianSurvei(db: Db, surveiId: number): Promise<SurveiBagianItem[]> {
  const bagians = await db
    .select()
    .from(ppg_survei_bagians)
    .where(eq(ppg_survei_bagians.survei_id, surveiId))
    .orderBy(asc(ppg_survei_bagians.urutan), asc(ppg_survei_bagians.id));
  const qs = await db
    .select()
    .from(ppg_survei_pertanyaans)
    .where(eq(ppg_survei_pertanyaans.survei_id, surveiId))
    .orderBy(asc(ppg_survei_pertanyaans.urutan), asc(ppg_survei_pertanyaans.id));
  return bagians.map((b) => ({
    id: b.id,
    judul: b.judul,
    urutan: b.urutan,
    pertanyaan: qs
      .filter((q) => q.bagian_id === b.id)
      .map((q) => ({
        id: q.id,
        bagian_id: q.bagian_id,
        teks: q.teks,
        tipe: q.tipe as TipePertanyaan,
        wajib: q.wajib,
        opsi: q.opsi,
        batas_min: q.batas_min,
        batas_max: q.batas_max,
        urutan: q.urutan,
      })),
  }));
}

/** `GET survey/{id}`: the survey, its questions, history (spec §3 actions) and the decision panel. */
export async function detailSurvei(ctx: ServerContext, auth: AuthContext, id: number): Promise<SurveiDetail> {
  const [r] = await joined(ctx.db).where(and(eq(ppg_surveis.id, id), isNull(ppg_surveis.deleted_at)));
  if (!r) throw new AppError('NOT_FOUND', 'Survei tidak ditemukan');
  const [own] = await ctx.db.select().from(ppg_surveis).where(eq(ppg_surveis.id, id));
  if (!own) throw new AppError('NOT_FOUND', 'Survei tidak ditemukan');
  const instance = await instanceOfSurvei(ctx.db, id);
  const item = toItem(r, auth.activeRole === 'ketua_group_ppg');
  const answered = await terjawab(ctx.db, id);
  const [next] = await ctx.db
    .select({ id: ppg_surveis.id })
    .from(ppg_surveis)
    .where(eq(ppg_surveis.induk_id, id));
  const riwayat = await ctx.db
    .select({
      id: ppg_survei_riwayats.id,
      aksi: ppg_survei_riwayats.aksi,
      keterangan: ppg_survei_riwayats.keterangan,
      oleh: users.name,
      at: ppg_survei_riwayats.created_at,
    })
    .from(ppg_survei_riwayats)
    .leftJoin(users, eq(users.id, ppg_survei_riwayats.user_id))
    .where(eq(ppg_survei_riwayats.survei_id, id))
    .orderBy(desc(ppg_survei_riwayats.id))
    .limit(200);
  const author = instance.anggota_user_id ?? own.created_by;
  const row = { id, judul: own.judul, jenis: item.jenis, version: own.version, created_by: own.created_by };
  return {
    ...item,
    deskripsi: own.deskripsi,
    version: own.version,
    versi_proses: instance.version,
    dapat_diubah:
      (item.status === 'DRAF' || item.status === 'DIKEMBALIKAN') && author === auth.user.id && !answered,
    terjawab: answered,
    versi_baru_id: next?.id ?? null,
    bagian: await bagianSurvei(ctx.db, id),
    riwayat: riwayat.map((h) => ({
      id: h.id,
      aksi: h.aksi as AksiRiwayatSurvei,
      aksi_label: AKSI_RIWAYAT_SURVEI_LABELS[h.aksi as AksiRiwayatSurvei] ?? h.aksi,
      keterangan: h.keterangan,
      oleh: h.oleh ?? null,
      at: h.at.toISOString(),
    })),
    aksi: await subjectAksi(ctx, auth, surveiSubject, row, instance),
    jejak: await subjectJejak(ctx.db, instance.id),
  };
}
