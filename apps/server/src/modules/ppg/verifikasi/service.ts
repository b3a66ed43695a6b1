import {
  alasanTidakDapatDinilai,
  periksaNilai,
  STALE_WORKFLOW_MESSAGE,
  VERIFIKASI_PPG_PROCESS,
  type VerifikasiBuat,
  type VerifikasiNilai,
} from '@gratifikasi/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  ppg_indikators,
  ppg_peserta_monevs,
  ppg_skor_levels,
  ppg_skor_sets,
  ppg_verifikasi_nilais,
  ppg_verifikasis,
  role_users,
  roles,
  users,
} from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext, RequestMeta } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';
import { instanceOf, startInstance, transition } from '../../workflow/engine';
import { INDIKATOR_CFG, SKOR_CFG } from '../konfigurasi/kind';
import { berlakuId } from '../konfigurasi/versi';
import { lockVerifikasi, skorVerifikasi, VERIFIKASI_TYPE, verifikasiSubject } from './kind';

export type Meta = RequestMeta & { auth: AuthContext };

/** The PPG members a verification may be assigned to (active holders of `anggota_tim_ppg`), by name. */
export async function anggotaPpg(db: Db, onlyId?: number) {
  return db
    .selectDistinct({ id: users.id, nama: users.name })
    .from(users)
    .innerJoin(role_users, eq(role_users.user_id, users.id))
    .innerJoin(roles, eq(roles.id, role_users.role_id))
    .where(
      and(
        eq(roles.name, 'anggota_tim_ppg'),
        eq(users.is_active, true),
        isNull(users.deleted_at),
        onlyId === undefined ? undefined : eq(users.id, onlyId),
      ),
    )
    .orderBy(users.name);
}

/**
 * The versions a year's verifications score against: the criteria in force and the indicator version they score,
 * which must be the indicator version in force (409 otherwise: the criteria of a newer indicator version are not
 * approved yet).
 */
export async function versiBerlakuTahun(db: Db, tahun: number) {
  const skorSetId = await berlakuId(db, SKOR_CFG, tahun);
  if (!skorSetId)
    throw new AppError('CONFLICT', `Kriteria skor verifikasi tahun ${tahun} belum disetujui direktur`);
  const [skor] = await db
    .select({ indikator_set_id: ppg_skor_sets.indikator_set_id })
    .from(ppg_skor_sets)
    .where(eq(ppg_skor_sets.id, skorSetId));
  const indikatorSetId = await berlakuId(db, INDIKATOR_CFG, tahun);
  if (!skor || skor.indikator_set_id !== indikatorSetId) {
    throw new AppError(
      'CONFLICT',
      `Kriteria skor yang berlaku tahun ${tahun} belum disusun untuk versi indikator yang berlaku`,
    );
  }
  return { indikatorSetId: skor.indikator_set_id, skorSetId };
}

/**
 * `POST approval-verifikasi/buat` ("Buat daftar verifikasi"): a verification for each of the year's participants
 * that has none for the indicator version in force, assigned to the member chosen and put at the member's step.
 * Idempotent: existing ones are left as they are (the unique index holds against a concurrent build).
 */
export async function buatDaftar(ctx: ServerContext, meta: Meta, body: VerifikasiBuat) {
  const [anggota] = await anggotaPpg(ctx.db, body.anggota_user_id);
  if (!anggota) throw fieldError('anggota_user_id', 'Pengguna ini bukan anggota tim PPG');
  const versi = await versiBerlakuTahun(ctx.db, body.tahun);
  return ctx.db.transaction(async (tx) => {
    const peserta = await tx
      .select({ instansi_id: ppg_peserta_monevs.instansi_id })
      .from(ppg_peserta_monevs)
      .where(eq(ppg_peserta_monevs.tahun, body.tahun));
    if (peserta.length === 0) {
      throw new AppError('CONFLICT', `Belum ada peserta monev tahun ${body.tahun}`);
    }
    const created = await tx
      .insert(ppg_verifikasis)
      .values(
        peserta.map((p) => ({
          tahun: body.tahun,
          instansi_id: p.instansi_id,
          indikator_set_id: versi.indikatorSetId,
          skor_set_id: versi.skorSetId,
          anggota_user_id: anggota.id,
          created_by: meta.auth.user.id,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: ppg_verifikasis.id, instansi_id: ppg_verifikasis.instansi_id });
    for (const row of created) {
      await startInstance(tx, ctx, verifikasiSubject, row.id, VERIFIKASI_PPG_PROCESS.kode, 'penilaian', {
        anggota_user_id: anggota.id,
      });
      await audit(tx, meta, {
        action: 'ppg.verifikasi.create',
        entity: VERIFIKASI_TYPE,
        entity_id: row.id,
        after: {
          tahun: body.tahun,
          instansi_id: row.instansi_id,
          anggota_user_id: anggota.id,
          indikator_set_id: versi.indikatorSetId,
          skor_set_id: versi.skorSetId,
        },
      });
    }
    const [iv] = await tx
      .select({ indikator: INDIKATOR_CFG.table.versi, skor: ppg_skor_sets.versi })
      .from(ppg_skor_sets)
      .innerJoin(INDIKATOR_CFG.table, eq(INDIKATOR_CFG.table.id, ppg_skor_sets.indikator_set_id))
      .where(eq(ppg_skor_sets.id, versi.skorSetId));
    return {
      dibuat: created.length,
      sudah_ada: peserta.length - created.length,
      indikator_versi: iv?.indikator ?? 0,
      skor_versi: iv?.skor ?? 0,
    };
  });
}

/**
 * `PUT approval-verifikasi/{id}`: the assigned member's scores and notes, at the revision they saw. Only on the
 * member's step (409 otherwise, saying why); a score outside the approved levels → 422 by field.
 */
export async function simpanNilai(ctx: ServerContext, meta: Meta, id: number, body: VerifikasiNilai) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockVerifikasi(tx, meta.auth, id);
    if (row.anggota_user_id !== meta.auth.user.id) {
      throw new AppError('FORBIDDEN', 'Verifikasi ini ditugaskan kepada anggota tim lain');
    }
    const reason = alasanTidakDapatDinilai(row.status);
    if (reason) throw new AppError('CONFLICT', reason);
    if (row.revisi !== body.revisi) throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
    const [indikators, levels] = await Promise.all([
      tx
        .select({ id: ppg_indikators.id })
        .from(ppg_indikators)
        .where(eq(ppg_indikators.set_id, row.indikator_set_id)),
      tx
        .select({ indikator_id: ppg_skor_levels.indikator_id, skor: ppg_skor_levels.skor })
        .from(ppg_skor_levels)
        .where(eq(ppg_skor_levels.skor_set_id, row.skor_set_id)),
    ]);
    const errors = periksaNilai(
      indikators.map((i) => i.id),
      levels.map((l) => ({ indikator_id: l.indikator_id, skor: Number(l.skor) })),
      body.nilai,
    );
    if (Object.keys(errors).length) {
      throw new AppError(
        'VALIDATION_FAILED',
        undefined,
        Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])),
      );
    }
    const before = await tx
      .select({ indikator_id: ppg_verifikasi_nilais.indikator_id, skor: ppg_verifikasi_nilais.skor })
      .from(ppg_verifikasi_nilais)
      .where(
        and(
          eq(ppg_verifikasi_nilais.verifikasi_id, id),
          body.nilai.length
            ? inArray(
                ppg_verifikasi_nilais.indikator_id,
                body.nilai.map((n) => n.indikator_id),
              )
            : sql`false`,
        ),
      );
    if (body.nilai.length) {
      await tx
        .insert(ppg_verifikasi_nilais)
        .values(
          body.nilai.map((n) => ({
            verifikasi_id: id,
            indikator_id: n.indikator_id,
            skor: String(n.skor),
            catatan: n.catatan ?? null,
            updated_by: meta.auth.user.id,
          })),
        )
        .onConflictDoUpdate({
          target: [ppg_verifikasi_nilais.verifikasi_id, ppg_verifikasi_nilais.indikator_id],
          set: {
            skor: sql`excluded.skor`,
            catatan: sql`excluded.catatan`,
            updated_by: meta.auth.user.id,
            updated_at: new Date(),
          },
        });
    }
    const status = row.status === 'BELUM' ? 'SEDANG' : row.status;
    await tx
      .update(ppg_verifikasis)
      .set({ status, revisi: row.revisi + 1, updated_at: new Date() })
      .where(eq(ppg_verifikasis.id, id));
    const skor = await skorVerifikasi(tx, row);
    await audit(tx, meta, {
      action: 'ppg.verifikasi.nilai',
      entity: VERIFIKASI_TYPE,
      entity_id: id,
      before: {
        status: row.status,
        revisi: row.revisi,
        nilai: before.map((b) => ({ ...b, skor: Number(b.skor) })),
      },
      after: { status, revisi: row.revisi + 1, nilai: body.nilai, total: skor.total },
    });
    const instance = await instanceOf(tx, VERIFIKASI_TYPE, id);
    return { id, status, version: instance?.version ?? 1, revisi: row.revisi + 1 };
  });
}

/**
 * `POST approval-verifikasi/{id}/keputusan`: send (the member, every indicator scored: 422 otherwise), approve or
 * return one step (team leader, group head, director; a return needs a note), cancel (group head), on the engine:
 * wrong role 403, stale 409, a decided verification 409.
 */
export async function putuskan(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: { keputusan: string; versi: number; catatan?: string | null | undefined },
) {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockVerifikasi(tx, meta.auth, id);
    if (body.keputusan === 'kirim' && row.status !== 'SELESAI' && row.status !== 'DIBATALKAN') {
      const skor = await skorVerifikasi(tx, row);
      if (!skor.lengkap) throw fieldError('nilai', 'Nilai semua indikator sebelum mengirim verifikasi');
    }
    const moved = await transition(
      tx,
      ctx,
      verifikasiSubject,
      id,
      { kind: 'user', meta },
      { decision: body.keputusan, version: body.versi, body: { catatan: body.catatan ?? null } },
    );
    const after = await lockVerifikasi(tx, meta.auth, id);
    return {
      id,
      status: after.status,
      version: moved.instance.version,
      revisi: after.revisi,
      mailIds: moved.mailIds,
    };
  });
  for (const mail of result.mailIds) ctx.mailer.dispatch(mail);
  const { mailIds: _m, ...out } = result;
  return out;
}
