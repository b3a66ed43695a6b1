import {
  type DokumenPublikKelolaDetail,
  type DokumenPublikKelolaItem,
  type DokumenPublikKelolaPage,
  type dokumenPublikKelolaListQuerySchema,
  type StatusDokumenPublik,
  statusDokumenPublikLabel,
} from '@gratifikasi/domain';
import { and, asc, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../../../context';
import { users, wf_instances } from '../../../db/schema';
import { masterColumn as c } from '../../../db/schema/masters';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { signBerkasUrls } from '../../konten/berkas-akses';
import { subjectAksi, subjectJejak } from '../../workflow/aksi';
import { DOKUMEN_PUBLIK_TYPE, dokumen, dokumenSubject, ensureInstance, jenis, lockDokumen } from './kind';

type ListQuery = z.output<typeof dokumenPublikKelolaListQuerySchema>;

/** The most rows one Excel export holds. */
export const EXPORT_MAX = 10_000;

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The status in SQL, as domain `statusDokumenPublik` reads it (a record without a process from its flags). */
const status = sql<StatusDokumenPublik>`case
  when ${wf_instances.step} = 'susun' then case when ${wf_instances.last_decision} = 'kembalikan' then 'DIKEMBALIKAN' else 'DRAF' end
  when ${wf_instances.step} = 'persetujuan' then 'DIAJUKAN'
  when ${wf_instances.step} = 'terbit' then case when ${c(dokumen, 'is_published')} then 'DITERBITKAN' else 'DITARIK' end
  when ${wf_instances.step} = 'ditarik' then 'DITARIK'
  when ${c(dokumen, 'is_published')} then 'DITERBITKAN'
  when ${c(dokumen, 'sumber')} = 'redaksi-sk' then 'DITARIK'
  else 'DRAF' end`;
const tahun = sql<number>`extract(year from ${c(dokumen, 'tanggal_dokumen')})::int`;

const columns = {
  id: dokumen.id,
  judul: c(dokumen, 'judul'),
  jenis_id: jenis.id,
  jenis_nama: c(jenis, 'nama'),
  nomor: c(dokumen, 'nomor'),
  tanggal_dokumen: c(dokumen, 'tanggal_dokumen'),
  tahun,
  sumber: c(dokumen, 'sumber'),
  status,
  penyusun: users.name,
  is_published: c(dokumen, 'is_published'),
  tanggal_terbit: c(dokumen, 'tanggal_terbit'),
  updated_at: dokumen.updated_at,
};
type Row = { [K in keyof typeof columns]: unknown };

function toItem(r: Row, forApprover: boolean): DokumenPublikKelolaItem {
  const s = r.status as StatusDokumenPublik;
  return {
    id: Number(r.id),
    judul: String(r.judul),
    jenis: { id: Number(r.jenis_id), nama: String(r.jenis_nama) },
    nomor: (r.nomor as string | null) ?? null,
    tanggal_dokumen: String(r.tanggal_dokumen),
    tahun: Number(r.tahun),
    sumber: String(r.sumber ?? 'unggahan'),
    status: s,
    status_label: statusDokumenPublikLabel(s, forApprover),
    penyusun: (r.penyusun as string | null) ?? null,
    tanggal_terbit: s === 'DITERBITKAN' ? String(r.tanggal_terbit) : null,
    updated_at: (r.updated_at as Date).toISOString(),
  };
}

const base = (ctx: ServerContext) =>
  ctx.db
    .select(columns)
    .from(dokumen)
    .innerJoin(jenis, eq(c(dokumen, 'jenis_publikasi_dokumen_id'), jenis.id))
    .leftJoin(
      wf_instances,
      and(eq(wf_instances.subject_type, DOKUMEN_PUBLIK_TYPE), eq(wf_instances.subject_id, dokumen.id)),
    )
    .leftJoin(users, eq(users.id, dokumen.created_by));

const SORT = {
  judul: c(dokumen, 'judul'),
  tanggal_dokumen: c(dokumen, 'tanggal_dokumen'),
  updated_at: dokumen.updated_at,
} as const;

/**
 * `GET dokumen-publik`: every public document of the one store (drafts, submitted, published, withdrawn), by the
 * saved filter's judul, jenis_publikasi and tahun and by status; `antrian=persetujuan` is the group head's queue.
 */
export async function listDokumenKelola(
  ctx: ServerContext,
  auth: AuthContext,
  q: ListQuery,
): Promise<DokumenPublikKelolaPage> {
  const where = and(
    isNull(dokumen.deleted_at),
    q.judul ? ilike(c(dokumen, 'judul'), escapeLike(q.judul)) : undefined,
    q.jenis_publikasi ? eq(jenis.id, q.jenis_publikasi) : undefined,
    q.tahun ? sql`${tahun} = ${q.tahun}` : undefined,
    q.status ? sql`${status} = ${q.status}` : undefined,
    q.antrian === 'persetujuan' ? eq(wf_instances.step, 'persetujuan') : undefined,
  ) as SQL;
  const dir = q.order === 'asc' ? asc : desc;
  const rows = await base(ctx)
    .where(where)
    .orderBy(dir(SORT[q.sort]), desc(dokumen.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(dokumen)
    .innerJoin(jenis, eq(c(dokumen, 'jenis_publikasi_dokumen_id'), jenis.id))
    .leftJoin(
      wf_instances,
      and(eq(wf_instances.subject_type, DOKUMEN_PUBLIK_TYPE), eq(wf_instances.subject_id, dokumen.id)),
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

/**
 * `GET dokumen-publik/{id}`: the document with its file (signed: a draft's file is not public), whether the caller
 * may edit it, the decision panel and its history. A record from before this flow enters its process on first read.
 */
export async function dokumenKelolaDetail(
  ctx: ServerContext,
  auth: AuthContext,
  id: number,
): Promise<DokumenPublikKelolaDetail> {
  const { row, instance } = await ctx.db.transaction(async (tx) => {
    const locked = await lockDokumen(tx, auth, id);
    return { row: locked, instance: await ensureInstance(tx, ctx, locked) };
  });
  const [r] = await base(ctx).where(and(eq(dokumen.id, id), isNull(dokumen.deleted_at)));
  const [extra] = await ctx.db
    .select({ ringkasan: c(dokumen, 'ringkasan'), berkas_url: c(dokumen, 'berkas_url') })
    .from(dokumen)
    .where(eq(dokumen.id, id));
  if (!r || !extra) throw new AppError('NOT_FOUND', 'Dokumen publik tidak ditemukan');
  const item = toItem(r, auth.activeRole === 'ketua_group_ppg');
  const author = instance.anggota_user_id ?? row.created_by;
  return {
    ...item,
    ringkasan: (extra.ringkasan as string | null) ?? null,
    berkas_url: signBerkasUrls(String(extra.berkas_url)),
    version: instance.version,
    dapat_diubah: (item.status === 'DRAF' || item.status === 'DIKEMBALIKAN') && author === auth.user.id,
    aksi: await subjectAksi(ctx, auth, dokumenSubject, row, instance),
    jejak: await subjectJejak(ctx.db, instance.id),
  };
}
