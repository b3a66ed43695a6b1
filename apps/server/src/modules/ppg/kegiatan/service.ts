import {
  KEGIATAN_DAPAT_DIUBAH,
  KEGIATAN_PROCESS,
  type KegiatanCreate,
  type KegiatanEdit,
  type KegiatanTim,
  keputusanKhususGroupHead,
  type PermintaanKeputusan,
  STALE_WORKFLOW_MESSAGE,
  TIM_KEGIATAN_ROLES,
} from '@gratifikasi/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  master_bentuk_kegiatans,
  master_instansis,
  master_kota_kabupatens,
  masterColumn,
  ppg_kegiatan_instansis,
  ppg_kegiatan_tims,
  ppg_kegiatans,
  role_users,
  roles,
  users,
} from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext, RequestMeta } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';
import { lockInstance, startInstance, transition } from '../../workflow/engine';
import { periksaKegiatanUtama } from '../kegiatan-utama/service';
import { diTim, KEGIATAN_TYPE, kegiatanSubject, lockKegiatan } from './kind';

export type Meta = RequestMeta & { auth: AuthContext };

/**
 * What the masters say about an activity's details: the form's code decides what the place needs (in person: an
 * address; online: a meeting link; hybrid: both), the regency must lie in the province, institutions must exist.
 */
async function periksa(db: Db, body: KegiatanCreate): Promise<void> {
  const [bentuk] = await db
    .select({ kode: masterColumn(master_bentuk_kegiatans, 'kode') })
    .from(master_bentuk_kegiatans)
    .where(eq(master_bentuk_kegiatans.id, body.bentuk_kegiatan_id));
  if (!bentuk) throw fieldError('bentuk_kegiatan_id', 'Bentuk kegiatan tidak dikenal');
  const kode = String(bentuk.kode ?? '');
  if (kode !== 'DARING' && !body.alamat)
    throw fieldError('alamat', 'Alamat wajib diisi untuk kegiatan tatap muka');
  if (kode !== 'LURING' && !body.tautan_rapat) {
    throw fieldError('tautan_rapat', 'Tautan rapat wajib diisi untuk kegiatan daring atau hibrida');
  }
  if (body.kota_kabupaten_id !== null) {
    const [kota] = await db
      .select({ provinsi_id: masterColumn(master_kota_kabupatens, 'provinsi_id') })
      .from(master_kota_kabupatens)
      .where(eq(master_kota_kabupatens.id, body.kota_kabupaten_id));
    if (!kota) throw fieldError('kota_kabupaten_id', 'Kota/kabupaten tidak dikenal');
    if (body.provinsi_id !== null && Number(kota.provinsi_id) !== body.provinsi_id) {
      throw fieldError('kota_kabupaten_id', 'Kota/kabupaten tidak berada di provinsi yang dipilih');
    }
  }
  await periksaKegiatanUtama(db, body.kegiatan_utama_id, 'kegiatan_utama_id');
  const ids = [...new Set(body.instansi_ids)];
  if (ids.length) {
    const found = await db
      .select({ id: master_instansis.id })
      .from(master_instansis)
      .where(inArray(master_instansis.id, ids));
    if (found.length !== ids.length)
      throw fieldError('instansi_ids', 'Ada instansi sasaran yang tidak dikenal');
  }
}

const kolom = (body: KegiatanCreate) => ({
  judul: body.judul,
  jenis_kegiatan_id: body.jenis_kegiatan_id,
  bentuk_kegiatan_id: body.bentuk_kegiatan_id,
  sumber_penugasan: body.sumber_penugasan,
  bidang_id: body.bidang_id,
  provinsi_id: body.provinsi_id,
  kota_kabupaten_id: body.kota_kabupaten_id,
  alamat: body.alamat,
  tautan_rapat: body.tautan_rapat,
  tanggal_mulai: body.tanggal_mulai,
  tanggal_selesai: body.tanggal_selesai,
  catatan_anggaran: body.catatan_anggaran,
  deskripsi: body.deskripsi,
  dipublikasikan: body.dipublikasikan,
  kegiatan_utama_id: body.kegiatan_utama_id,
});

/** `POST kegiatan`: a new activity, drafted by the caller, who holds it until they send it for analysis. */
export async function createKegiatan(ctx: ServerContext, meta: Meta, body: KegiatanCreate) {
  await periksa(ctx.db, body);
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ppg_kegiatans)
      .values({ ...kolom(body), status: 'ANALISIS', created_by: meta.auth.user.id })
      .returning({ id: ppg_kegiatans.id });
    if (!row) throw new Error('ppg_kegiatans insert returned nothing');
    const ids = [...new Set(body.instansi_ids)];
    if (ids.length) {
      await tx
        .insert(ppg_kegiatan_instansis)
        .values(ids.map((instansi_id) => ({ kegiatan_id: row.id, instansi_id })));
    }
    const started = await startInstance(tx, ctx, kegiatanSubject, row.id, KEGIATAN_PROCESS.kode, 'draf', {
      anggota_user_id: meta.auth.user.id,
    });
    await audit(tx, meta, {
      action: 'kegiatan.create',
      entity: KEGIATAN_TYPE,
      entity_id: row.id,
      after: body,
    });
    return { id: row.id, status: 'ANALISIS' as const, versi: 1, version: started?.version ?? 1 };
  });
  return result;
}

/** Who may change an activity's details: its drafter, its team, or the PPG group head. */
async function bolehUbah(tx: Db, auth: AuthContext, row: { id: number; created_by: number | null }) {
  if (auth.activeRole === 'ketua_group_ppg' || row.created_by === auth.user.id) return true;
  return diTim(tx, row.id, auth.user.id);
}

/** `PUT kegiatan/{id}`: the details, while the activity is analysed or carried out, at the version seen. */
export async function editKegiatan(ctx: ServerContext, meta: Meta, id: number, body: KegiatanEdit) {
  await periksa(ctx.db, body);
  return ctx.db.transaction(async (tx) => {
    const row = await lockKegiatan(tx, meta.auth, id);
    if (!(await bolehUbah(tx, meta.auth, row))) {
      throw new AppError(
        'FORBIDDEN',
        'Hanya penyusun, tim kegiatan, atau Group Head PPG yang dapat mengubah kegiatan',
      );
    }
    if (!KEGIATAN_DAPAT_DIUBAH.includes(row.status)) {
      throw new AppError('CONFLICT', 'Kegiatan pada status ini tidak dapat diubah lagi');
    }
    if (row.versi !== body.versi) throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
    const [before] = await tx.select().from(ppg_kegiatans).where(eq(ppg_kegiatans.id, id));
    await tx
      .update(ppg_kegiatans)
      .set({ ...kolom(body), versi: row.versi + 1, updated_at: new Date() })
      .where(eq(ppg_kegiatans.id, id));
    await tx.delete(ppg_kegiatan_instansis).where(eq(ppg_kegiatan_instansis.kegiatan_id, id));
    const ids = [...new Set(body.instansi_ids)];
    if (ids.length) {
      await tx
        .insert(ppg_kegiatan_instansis)
        .values(ids.map((instansi_id) => ({ kegiatan_id: id, instansi_id })));
    }
    await audit(tx, meta, {
      action: 'kegiatan.update',
      entity: KEGIATAN_TYPE,
      entity_id: id,
      before,
      after: body,
    });
    return { id, status: row.status, versi: row.versi + 1 };
  });
}

/** The users among `ids` who hold a PPG team role (the team is chosen from them). */
async function anggotaPpg(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(role_users, eq(role_users.user_id, users.id))
    .innerJoin(roles, eq(roles.id, role_users.role_id))
    .where(
      and(inArray(users.id, ids), inArray(roles.name, [...TIM_KEGIATAN_ROLES]), isNull(users.deleted_at)),
    );
  return new Set(rows.map((r) => r.id));
}

/** `PUT kegiatan/{id}/tim`: the PPG group head assigns the team (while the activity is analysed or carried out). */
export async function setTim(ctx: ServerContext, meta: Meta, id: number, body: KegiatanTim) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockKegiatan(tx, meta.auth, id);
    if (!KEGIATAN_DAPAT_DIUBAH.includes(row.status)) {
      throw new AppError('CONFLICT', 'Tim kegiatan pada status ini tidak dapat diubah lagi');
    }
    if (row.versi !== body.versi) throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
    const ids = body.anggota.map((a) => a.user_id);
    const ppg = await anggotaPpg(tx, ids);
    const stray = ids.find((u) => !ppg.has(u));
    if (stray !== undefined)
      throw fieldError('anggota', `Pengguna #${stray} bukan anggota atau ketua tim PPG`);
    const before = await tx.select().from(ppg_kegiatan_tims).where(eq(ppg_kegiatan_tims.kegiatan_id, id));
    await tx.delete(ppg_kegiatan_tims).where(eq(ppg_kegiatan_tims.kegiatan_id, id));
    await tx.insert(ppg_kegiatan_tims).values(body.anggota.map((a) => ({ kegiatan_id: id, ...a })));
    await tx
      .update(ppg_kegiatans)
      .set({ versi: row.versi + 1, updated_at: new Date() })
      .where(eq(ppg_kegiatans.id, id));
    await audit(tx, meta, {
      action: 'kegiatan.tim',
      entity: KEGIATAN_TYPE,
      entity_id: id,
      before: before.map(({ user_id, peran }) => ({ user_id, peran })),
      after: body.anggota,
    });
    return { id, status: row.status, versi: row.versi + 1 };
  });
}

/** `POST kegiatan/{id}/keputusan`: send, accept (with a team), decline, return or cancel, on the one engine. */
export async function decideKegiatan(ctx: ServerContext, meta: Meta, id: number, body: PermintaanKeputusan) {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockKegiatan(tx, meta.auth, id);
    const instance = await lockInstance(tx, KEGIATAN_TYPE, id);
    if (
      keputusanKhususGroupHead(instance.step, body.keputusan) &&
      meta.auth.activeRole !== 'ketua_group_ppg'
    ) {
      throw new AppError('FORBIDDEN', 'Kegiatan hanya dapat dibatalkan atau diarsipkan oleh Group Head PPG');
    }
    const moved = await transition(
      tx,
      ctx,
      kegiatanSubject,
      id,
      { kind: 'user', meta },
      { decision: body.keputusan, version: body.versi, body: { catatan: body.catatan ?? null } },
    );
    // Accepting needs a team: judged after the engine's own refusals (role 403, stale 409), and the move is rolled
    // back with the transaction when it fails.
    if (moved.to === 'pelaksanaan' && moved.from === 'analisis') {
      const [tim] = await tx
        .select({ user_id: ppg_kegiatan_tims.user_id })
        .from(ppg_kegiatan_tims)
        .where(eq(ppg_kegiatan_tims.kegiatan_id, id))
        .limit(1);
      if (!tim) throw fieldError('keputusan', 'Tetapkan tim kegiatan sebelum menerima kegiatan');
    }
    const [after] = await tx
      .select({ status: ppg_kegiatans.status })
      .from(ppg_kegiatans)
      .where(eq(ppg_kegiatans.id, id));
    return {
      id,
      status: after?.status ?? row.status,
      versi: row.versi,
      version: moved.instance.version,
      mailIds: moved.mailIds,
    };
  });
  for (const mail of result.mailIds) ctx.mailer.dispatch(mail);
  const { mailIds: _m, ...out } = result;
  return out;
}
