import {
  type BroadcastDetail,
  type BroadcastItem,
  type BroadcastPage,
  type BroadcastProgres,
  type broadcastListQuerySchema,
  filterPenerimaLabel,
  filterPenerimaSchema,
  type PenerimaPage,
  type penerimaListQuerySchema,
  progresBroadcast,
  type StatusBroadcast,
  type StatusPenerima,
  statusBroadcastLabel,
} from '@gratifikasi/domain';
import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { ppg_broadcast_penerimas, ppg_broadcasts, trx_emails, users, wf_instances } from '../../../db/schema';
import { master_instansis, masterColumn } from '../../../db/schema/masters';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { signBerkasUrls } from '../../konten/berkas-akses';
import { subjectAksi, subjectJejak } from '../../workflow/aksi';
import { BROADCAST_TYPE, broadcastSubject, lockBroadcast } from './kind';

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The status in SQL, as domain `statusBroadcast` reads it. */
const status = sql<StatusBroadcast>`case
  when ${wf_instances.step} = 'persetujuan' then 'DIAJUKAN'
  when ${wf_instances.step} = 'kirim' then 'DISETUJUI'
  when ${wf_instances.last_decision} = 'kembalikan' then 'DIKEMBALIKAN'
  else 'DRAF' end`;

const columns = {
  id: ppg_broadcasts.id,
  judul: ppg_broadcasts.judul,
  tahun: ppg_broadcasts.tahun,
  status,
  penyusun: users.name,
  filter: ppg_broadcasts.filter,
  jumlah_penerima: ppg_broadcasts.jumlah_penerima,
  disetujui_at: ppg_broadcasts.disetujui_at,
  updated_at: ppg_broadcasts.updated_at,
};

const base = (db: Db) =>
  db
    .select(columns)
    .from(ppg_broadcasts)
    .innerJoin(
      wf_instances,
      and(eq(wf_instances.subject_type, BROADCAST_TYPE), eq(wf_instances.subject_id, ppg_broadcasts.id)),
    )
    .leftJoin(users, eq(users.id, ppg_broadcasts.created_by));

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

function toItem(r: Row, approver: boolean): BroadcastItem {
  const filter = filterPenerimaSchema.safeParse(r.filter);
  return {
    id: r.id,
    judul: r.judul,
    tahun: r.tahun,
    status: r.status,
    status_label: statusBroadcastLabel(r.status, approver),
    penyusun: r.penyusun ?? null,
    filter_label: filter.success ? filterPenerimaLabel(filter.data) : '-',
    jumlah_penerima: r.jumlah_penerima,
    disetujui_at: r.disetujui_at?.toISOString() ?? null,
    updated_at: r.updated_at.toISOString(),
  };
}

/** `GET broadcast`: every broadcast by the saved filter's judul and tahun, by status; the group head's queue. */
export async function listBroadcast(
  ctx: ServerContext,
  auth: AuthContext,
  q: z.output<typeof broadcastListQuerySchema>,
): Promise<BroadcastPage> {
  const where = and(
    q.judul ? ilike(ppg_broadcasts.judul, escapeLike(q.judul)) : undefined,
    q.tahun ? eq(ppg_broadcasts.tahun, q.tahun) : undefined,
    q.status ? sql`${status} = ${q.status}` : undefined,
    q.antrian === 'persetujuan' ? eq(wf_instances.step, 'persetujuan') : undefined,
  ) as SQL | undefined;
  const rows = await base(ctx.db)
    .where(where)
    .orderBy(desc(ppg_broadcasts.updated_at), desc(ppg_broadcasts.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(ppg_broadcasts)
    .innerJoin(
      wf_instances,
      and(eq(wf_instances.subject_type, BROADCAST_TYPE), eq(wf_instances.subject_id, ppg_broadcasts.id)),
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

/** The counts per recipient state (from their outbox rows) and the share handed on. */
export async function progres(db: Db, id: number): Promise<BroadcastProgres> {
  const rows = rowsOf<{ status: StatusPenerima; n: number }>(
    await db.execute(sql`
      select case when e.id is null then 'antri' when e.status = 'sent' then 'terkirim'
                  when e.status = 'failed' then 'gagal' else 'dikirim' end as status, count(*)::int as n
      from ${ppg_broadcast_penerimas} p left join ${trx_emails} e on e.id = p.email_id
      where p.broadcast_id = ${id} group by 1`),
  );
  const counts = { antri: 0, dikirim: 0, terkirim: 0, gagal: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return { ...counts, ...progresBroadcast(counts) };
}

/** `GET broadcast/{id}`: the broadcast, whether its author may edit it, its sending's progress, panel and history. */
export async function broadcastDetail(
  ctx: ServerContext,
  auth: AuthContext,
  id: number,
): Promise<BroadcastDetail> {
  const [r] = await base(ctx.db).where(eq(ppg_broadcasts.id, id));
  const [extra] = await ctx.db
    .select({
      isi: ppg_broadcasts.isi_html,
      lampiran: ppg_broadcasts.lampiran,
      revisi: ppg_broadcasts.revisi,
    })
    .from(ppg_broadcasts)
    .where(eq(ppg_broadcasts.id, id));
  if (!r || !extra) throw new AppError('NOT_FOUND', 'Broadcast email tidak ditemukan');
  const { row, instance } = await ctx.db.transaction(async (tx) => {
    const locked = await lockBroadcast(tx, auth, id);
    const [inst] = await tx
      .select()
      .from(wf_instances)
      .where(and(eq(wf_instances.subject_type, BROADCAST_TYPE), eq(wf_instances.subject_id, id)));
    if (!inst) throw new AppError('NOT_FOUND', 'Broadcast email tidak ditemukan');
    return { row: locked, instance: inst };
  });
  const item = toItem(r, auth.activeRole === 'ketua_group_ppg');
  const instansi =
    row.filter.jenis === 'upg_instansi'
      ? (
          await ctx.db
            .select({ id: master_instansis.id, nama: masterColumn(master_instansis, 'nama') })
            .from(master_instansis)
            .where(inArray(master_instansis.id, row.filter.instansi_ids))
        ).map((i) => ({ id: i.id, nama: String(i.nama) }))
      : [];
  if (instansi.length > 0)
    item.filter_label = filterPenerimaLabel(
      row.filter,
      instansi.map((i) => i.nama),
    );
  const author = instance.anggota_user_id ?? row.created_by;
  return {
    ...item,
    isi: signBerkasUrls(extra.isi, { html: true }),
    lampiran: (extra.lampiran ?? []).map((l) => ({ nama: l.nama, url: signBerkasUrls(l.url) })),
    filter: row.filter,
    instansi,
    revisi: extra.revisi,
    version: instance.version,
    dapat_diubah: (item.status === 'DRAF' || item.status === 'DIKEMBALIKAN') && author === auth.user.id,
    progres: item.status === 'DISETUJUI' ? await progres(ctx.db, id) : null,
    aksi: await subjectAksi(ctx, auth, broadcastSubject, row, instance),
    jejak: await subjectJejak(ctx.db, instance.id),
  };
}

/** `GET broadcast/{id}/penerima`: the frozen recipients with their state and failure reason, paged. */
export async function listPenerima(
  ctx: ServerContext,
  id: number,
  q: z.output<typeof penerimaListQuerySchema>,
): Promise<PenerimaPage> {
  const [b] = await ctx.db
    .select({ id: ppg_broadcasts.id })
    .from(ppg_broadcasts)
    .where(eq(ppg_broadcasts.id, id));
  if (!b) throw new AppError('NOT_FOUND', 'Broadcast email tidak ditemukan');
  const state = sql`case when e.id is null then 'antri' when e.status = 'sent' then 'terkirim'
                          when e.status = 'failed' then 'gagal' else 'dikirim' end`;
  const filter = q.status ? sql`and ${state} = ${q.status}` : sql``;
  const from = sql`from ${ppg_broadcast_penerimas} p left join ${trx_emails} e on e.id = p.email_id
                   where p.broadcast_id = ${id} ${filter}`;
  const items = rowsOf<{
    id: number;
    nama: string;
    email: string;
    status: StatusPenerima;
    alasan: string | null;
    kirim_ulang: number;
  }>(
    await ctx.db.execute(sql`
      select p.id, p.nama, p.email, ${state} as status,
             case when e.status = 'failed' then e.error else null end as alasan, p.kirim_ulang
      ${from} order by p.id limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
  );
  const [n] = rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n ${from}`));
  return {
    items: items.map((i) => ({ ...i, id: Number(i.id), kirim_ulang: Number(i.kirim_ulang) })),
    total: Number(n?.n ?? 0),
    page: q.page,
    per_page: q.per_page,
  };
}
