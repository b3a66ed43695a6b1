import {
  type LaporanPembatalanItem,
  type PembatalanCreate,
  type PembatalanDetail,
  type PembatalanEdit,
  type PermintaanListParams,
  SK_BERNOMOR,
} from '@gratifikasi/domain';
import { and, desc, eq, inArray, isNull, like, notExists, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import {
  laporan_nomor_surats,
  laporans,
  pelapors,
  pembatalan_sks,
  users,
  wf_instances,
} from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { loadProcess } from '../../workflow/graph';
import { grupOf, lockPermintaan } from '../permintaan/kind';
import { containsPattern, listPermintaan, nomorSurat } from '../permintaan/list';
import {
  afterCommit,
  editAndResend,
  type Meta,
  permintaanView,
  refuseSecondOpen,
  reportForRequest,
  startAndSend,
} from '../permintaan/service';
import {
  PEMBATALAN_CONFIG as CFG,
  checkKembaliKe,
  pembatalanSubject,
  SK_BERNOMOR_STEPS,
  skBernomor,
} from './kind';

/** `POST laporan/pembatalan`: asks to cancel a report's numbered SK and sends the request to the group head. */
export async function createPembatalan(ctx: ServerContext, meta: Meta, body: PembatalanCreate) {
  const result = await ctx.db.transaction(async (tx) => {
    const { laporan, instance } = await reportForRequest(tx, meta, body.laporan_id);
    if (!skBernomor(laporan, instance)) {
      throw new AppError('CONFLICT', 'Laporan ini tidak memiliki SK bernomor yang dapat dibatalkan');
    }
    await refuseSecondOpen(tx, CFG, laporan.id);
    await checkKembaliKe(ctx, tx, instance, body.kembali_ke);
    const [sk] = await tx
      .select({ nomor: laporan_nomor_surats.nomor })
      .from(laporan_nomor_surats)
      .where(
        and(
          eq(laporan_nomor_surats.laporan_id, laporan.id),
          eq(laporan_nomor_surats.jenis, 'SK'),
          isNull(laporan_nomor_surats.dibatalkan_at),
        ),
      )
      .orderBy(desc(laporan_nomor_surats.id))
      .limit(1);
    const [row] = await tx
      .insert(pembatalan_sks)
      .values({
        laporan_id: laporan.id,
        nomor_sk: sk?.nomor ?? null,
        alasan: body.alasan,
        kembali_ke: body.kembali_ke,
        status: 'DIAJUKAN',
        created_by: meta.auth.user.id,
      })
      .returning();
    if (!row) throw new Error('pembatalan_sks insert returned nothing');
    await audit(tx, meta, {
      action: 'laporan.pembatalan.create',
      entity: CFG.type,
      entity_id: row.id,
      after: {
        laporan_id: laporan.id,
        nomor_sk: row.nomor_sk,
        alasan: row.alasan,
        kembali_ke: row.kembali_ke,
      },
    });
    return startAndSend(tx, ctx, CFG, pembatalanSubject, meta, row.id, instance.grup_id);
  });
  afterCommit(ctx, result.mailIds);
  return result;
}

/** `PUT laporan/pembatalan/{id}`: the requester corrects the reason and the step while it is returned, and resends. */
export async function editPembatalan(ctx: ServerContext, meta: Meta, id: number, body: PembatalanEdit) {
  const result = await ctx.db.transaction((tx) =>
    editAndResend(tx, ctx, CFG, pembatalanSubject, meta, id, body.versi, async (row) => {
      const [laporan] = await tx.select().from(laporans).where(eq(laporans.id, row.laporan_id)).limit(1);
      const [instance] = await tx
        .select()
        .from(wf_instances)
        .where(and(eq(wf_instances.subject_type, 'laporan'), eq(wf_instances.subject_id, row.laporan_id)))
        .limit(1);
      if (!laporan || !instance || laporan.deleted_at || !skBernomor(laporan, instance)) {
        throw new AppError(
          'CONFLICT',
          'SK laporan ini tidak lagi bernomor; pembatalan tidak dapat dikirim ulang',
        );
      }
      await checkKembaliKe(ctx, tx, instance, body.kembali_ke);
      const [before] = await tx.select().from(pembatalan_sks).where(eq(pembatalan_sks.id, id));
      await tx
        .update(pembatalan_sks)
        .set({ alasan: body.alasan, kembali_ke: body.kembali_ke, updated_at: new Date() })
        .where(eq(pembatalan_sks.id, id));
      await audit(tx, meta, {
        action: 'laporan.pembatalan.update',
        entity: CFG.type,
        entity_id: id,
        before: { alasan: before?.alasan, kembali_ke: before?.kembali_ke },
        after: { alasan: body.alasan, kembali_ke: body.kembali_ke },
      });
    }),
  );
  afterCommit(ctx, result.mailIds);
  return result;
}

async function nameOf(ctx: ServerContext, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [u] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return u?.name ?? null;
}

/** `GET laporan/pembatalan/{id}`: the request, its report and numbers, what the caller may decide, its path. */
export async function pembatalanDetail(
  ctx: ServerContext,
  auth: AuthContext,
  id: number,
): Promise<PembatalanDetail> {
  const row = await lockPermintaan(ctx.db, CFG, auth, id);
  const [p] = await ctx.db.select().from(pembatalan_sks).where(eq(pembatalan_sks.id, id)).limit(1);
  const [laporan] = await ctx.db.select().from(laporans).where(eq(laporans.id, row.laporan_id)).limit(1);
  if (!p || !laporan) throw new AppError('NOT_FOUND', 'Pembatalan SK tidak ditemukan');
  const view = await permintaanView(ctx, CFG, auth, row, laporan);
  const reportProses = view.laporan.proses;
  const proses = reportProses ? await loadProcess(ctx.db, reportProses.kode, reportProses.versi) : null;
  const nomor = await ctx.db
    .select({
      jenis: laporan_nomor_surats.jenis,
      nomor: laporan_nomor_surats.nomor,
      tanggal: laporan_nomor_surats.tanggal,
      dibatalkan_at: laporan_nomor_surats.dibatalkan_at,
    })
    .from(laporan_nomor_surats)
    .where(
      and(
        eq(laporan_nomor_surats.laporan_id, laporan.id),
        inArray(laporan_nomor_surats.jenis, ['SK', 'SPSK']),
      ),
    )
    .orderBy(laporan_nomor_surats.id);
  return {
    id: p.id,
    laporan_id: p.laporan_id,
    nosig: laporan.nosig,
    pelapor_nama: view.laporan.pelapor_nama,
    alasan: p.alasan,
    status: row.status,
    step: view.instance.step,
    pengaju: await nameOf(ctx, p.created_by),
    created_by: p.created_by,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
    nomor_sk: p.nomor_sk,
    kembali_ke: p.kembali_ke,
    kembali_ke_nama: proses?.graph.tasks.get(p.kembali_ke)?.nama ?? p.kembali_ke,
    laporan: view.laporan,
    nomor_surat: nomor.map((n) => ({ ...n, dibatalkan_at: n.dibatalkan_at?.toISOString() ?? null })),
    aksi: view.aksi,
    jejak: view.jejak,
    langkah: view.langkah,
    dapat_diubah: view.dapat_diubah,
  };
}

/** `GET laporan/list-pembatalan`: the cancellations in the caller's reach, with their SK number and target step. */
export async function listPembatalan(ctx: ServerContext, auth: AuthContext, q: PermintaanListParams) {
  const page = await listPermintaan(ctx.db, CFG, auth, q);
  const ids = page.items.map((i) => i.id);
  const own = ids.length
    ? await ctx.db
        .select({
          id: pembatalan_sks.id,
          nomor_sk: pembatalan_sks.nomor_sk,
          kembali_ke: pembatalan_sks.kembali_ke,
        })
        .from(pembatalan_sks)
        .where(inArray(pembatalan_sks.id, ids))
    : [];
  const byId = new Map(own.map((o) => [o.id, o]));
  return {
    ...page,
    items: page.items.map(({ laporan_step: _step, ...i }) => ({
      ...i,
      nomor_sk: byId.get(i.id)?.nomor_sk ?? null,
      kembali_ke: byId.get(i.id)?.kembali_ke ?? '',
    })),
  };
}

/**
 * `GET laporan/list-for-pembatalan`: the reports whose numbered SK the caller may ask to cancel — those they hold (a
 * member: distributed to them; a group head: of their group), numbered, with no cancellation already open.
 */
export async function listForPembatalan(
  ctx: ServerContext,
  auth: AuthContext,
  q: { q?: string | undefined; page: number; per_page: number },
) {
  const holds: SQL =
    auth.activeRole === 'ketua_group'
      ? eq(wf_instances.grup_id, (await grupOf(ctx.db, auth.user.id)) ?? -1)
      : eq(wf_instances.anggota_user_id, auth.user.id);
  const where = and(
    isNull(laporans.deleted_at),
    inArray(laporans.status_penomoran, [...SK_BERNOMOR]),
    inArray(wf_instances.step, [...SK_BERNOMOR_STEPS]),
    holds,
    q.q ? like(laporans.search_text, containsPattern(q.q)) : undefined,
    notExists(
      ctx.db
        .select({ one: sql`1` })
        .from(pembatalan_sks)
        .where(
          and(
            eq(pembatalan_sks.laporan_id, laporans.id),
            inArray(pembatalan_sks.status, ['DIAJUKAN', 'DIKEMBALIKAN']),
          ),
        ),
    ),
  );
  const base = ctx.db
    .select({
      id: laporans.id,
      nosig: laporans.nosig,
      pelapor_nama: pelapors.nama,
      tanggal_lapor: laporans.tanggal_lapor,
      step: wf_instances.step,
      status_penomoran: laporans.status_penomoran,
      nomor_sk: nomorSurat('SK', laporans.id),
      nomor_spsk: nomorSurat('SPSK', laporans.id),
      proses_kode: wf_instances.proses_kode,
      proses_versi: wf_instances.proses_versi,
    })
    .from(laporans)
    .innerJoin(
      wf_instances,
      and(eq(wf_instances.subject_type, 'laporan'), eq(wf_instances.subject_id, laporans.id)),
    )
    .leftJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
    .where(where);
  const items: LaporanPembatalanItem[] = await base
    .orderBy(desc(laporans.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(laporans)
    .innerJoin(
      wf_instances,
      and(eq(wf_instances.subject_type, 'laporan'), eq(wf_instances.subject_id, laporans.id)),
    )
    .where(where);
  return { items, total: Number(total?.n ?? 0), page: q.page, per_page: q.per_page };
}
