import {
  hariTerlambat,
  type ProfilKlopBody,
  type ProfilKlopData,
  pesanJendelaRencana,
  RENCANA_KERJA_PROCESS,
  type RencanaKerjaBody,
  type RencanaKerjaKeputusan,
  rencanaKerjaDapatDiubah,
  statusRencanaKerjaLabel,
} from '@gratifikasi/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  ppg_profil_klops,
  ppg_rencana_kerja_items,
  ppg_rencana_kerjas,
  wf_instances,
} from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError, fieldError } from '../../../platform/errors';
import { todayJakarta } from '../../laporan/lookups';
import { startInstance, transition } from '../../workflow/engine';
import { type PpgActor, requireUpg } from '../diseminasi/scope';
import { periksaKegiatanUtama } from '../kegiatan-utama/service';
import { conflictOnClash, type Meta } from '../konfigurasi/versi';
import { checkAturan } from './aturan';
import { lockRencanaKerja, RENCANA_KERJA_TYPE, rencanaKerjaSubject } from './kind';
import { jadwalBerlaku } from './read';

const p = ppg_profil_klops;
const rk = ppg_rencana_kerjas;
const items = ppg_rencana_kerja_items;
const STALE = 'Data sudah diubah oleh pengguna lain. Muat ulang halaman untuk melihat keadaan terbaru.';

const columnsOf = (b: ProfilKlopData) => ({
  alamat: b.alamat,
  telepon: b.telepon,
  email: b.email,
  website: b.website,
  jumlah_pegawai: b.jumlah_pegawai,
  sk_upg_nomor: b.sk_upg_nomor,
  sk_upg_tanggal: b.sk_upg_tanggal,
  anggota_upg: b.anggota_upg,
  aturan_internal_id: b.aturan_internal_id,
  komitmen_pimpinan: b.komitmen_pimpinan,
  kontak: b.kontak,
  tahapan: b.tahapan,
});

/** A new institution-year: its profile, and its plan put into the review process at the UPG's step. */
async function createYear(
  tx: Db,
  ctx: ServerContext,
  meta: Meta,
  upg: Extract<PpgActor, { kind: 'upg' }>,
  tahun: number,
  data: ProfilKlopData,
): Promise<{ profilId: number; rencanaId: number }> {
  const me = meta.auth.user.id;
  const [row] = await tx
    .insert(p)
    .values({
      ...columnsOf(data),
      instansi_id: upg.instansiId,
      upg_id: upg.upgId,
      tahun,
      created_by: me,
      updated_by: me,
    })
    .returning({ id: p.id });
  const [plan] = await tx
    .insert(rk)
    .values({ instansi_id: upg.instansiId, tahun, created_by: me })
    .returning({ id: rk.id });
  if (!row || !plan) throw new Error('profil klop insert returned nothing');
  await startInstance(tx, ctx, rencanaKerjaSubject, plan.id, RENCANA_KERJA_PROCESS.kode, 'susun', {
    anggota_user_id: me,
  });
  return { profilId: row.id, rencanaId: plan.id };
}

/**
 * `PUT profile-klop/{tahun}`: the UPG's profile of the year — created at `revisi` 0 (with its draft plan), changed at
 * the revision the editor read (409 when stale, or when the year was created meanwhile).
 */
export function simpanProfil(
  ctx: ServerContext,
  meta: Meta,
  actor: PpgActor,
  tahun: number,
  body: ProfilKlopBody,
) {
  const upg = requireUpg(actor);
  const { revisi, ...data } = body;
  return conflictOnClash(
    () =>
      ctx.db.transaction(async (tx) => {
        await checkAturan(tx, upg.instansiId, data.aturan_internal_id);
        const [row] = await tx
          .select()
          .from(p)
          .where(and(eq(p.instansi_id, upg.instansiId), eq(p.tahun, tahun)))
          .for('update');
        if (!row) {
          if (revisi !== 0) throw new AppError('CONFLICT', STALE);
          const made = await createYear(tx, ctx, meta, upg, tahun, data);
          await audit(tx, meta, {
            action: 'ppg.profile-klop.create',
            entity: 'ppg_profil_klop',
            entity_id: made.profilId,
            after: { tahun, ...data },
          });
          return made.profilId;
        }
        if (row.revisi !== revisi) {
          throw new AppError(
            'CONFLICT',
            revisi === 0 ? `Profil tahun ${tahun} sudah dibuat; muat ulang halaman untuk mengubahnya` : STALE,
          );
        }
        await tx
          .update(p)
          .set({
            ...columnsOf(data),
            revisi: row.revisi + 1,
            updated_by: meta.auth.user.id,
            updated_at: new Date(),
          })
          .where(eq(p.id, row.id));
        await audit(tx, meta, {
          action: 'ppg.profile-klop.update',
          entity: 'ppg_profil_klop',
          entity_id: row.id,
          before: columnsOf(row as unknown as ProfilKlopData),
          after: data,
        });
        return row.id;
      }),
    `Profil tahun ${tahun} baru saja dibuat oleh pengguna lain; muat ulang halaman`,
  );
}

/**
 * `POST profile-klop/{tahun}/salin`: copy from last year — the profile and the plan's activities (as a new draft);
 * the evidence files stay with their year. 409 when the year exists or last year has no profile.
 */
export function salinProfil(ctx: ServerContext, meta: Meta, actor: PpgActor, tahun: number) {
  const upg = requireUpg(actor);
  const dari = tahun - 1;
  return conflictOnClash(
    () =>
      ctx.db.transaction(async (tx) => {
        const [own] = await tx
          .select({ id: p.id })
          .from(p)
          .where(and(eq(p.instansi_id, upg.instansiId), eq(p.tahun, tahun)));
        if (own) throw new AppError('CONFLICT', `Profil tahun ${tahun} sudah ada`);
        const [prev] = await tx
          .select()
          .from(p)
          .where(and(eq(p.instansi_id, upg.instansiId), eq(p.tahun, dari)));
        if (!prev) throw new AppError('CONFLICT', `Belum ada profil tahun ${dari} untuk disalin`);
        const made = await createYear(
          tx,
          ctx,
          meta,
          upg,
          tahun,
          columnsOf(prev as unknown as ProfilKlopData),
        );
        const [prevPlan] = await tx
          .select({ id: rk.id })
          .from(rk)
          .where(and(eq(rk.instansi_id, upg.instansiId), eq(rk.tahun, dari)));
        const old = prevPlan
          ? await tx
              .select()
              .from(items)
              .where(eq(items.rencana_kerja_id, prevPlan.id))
              .orderBy(asc(items.urutan))
          : [];
        if (old.length) {
          await tx.insert(items).values(
            // Main activities are the year's own: a copied item links to none until the UPG picks this year's.
            old.map(({ id: _id, rencana_kerja_id: _r, kegiatan_utama_id: _u, ...rest }) => ({
              ...rest,
              rencana_kerja_id: made.rencanaId,
            })),
          );
        }
        await audit(tx, meta, {
          action: 'ppg.profile-klop.salin',
          entity: 'ppg_profil_klop',
          entity_id: made.profilId,
          after: { tahun, dari, kegiatan_disalin: old.length },
        });
        return { id: made.profilId, tahun, dari, kegiatan_disalin: old.length };
      }),
    `Profil tahun ${tahun} baru saja dibuat oleh pengguna lain; muat ulang halaman`,
  );
}

/** The plan's window today, as a 422 naming the dates; nothing when the UPG may write. */
async function checkJendela(db: Db, tahun: number, status: Parameters<typeof pesanJendelaRencana>[1]) {
  const jadwal = await jadwalBerlaku(db, tahun);
  const pesan = pesanJendelaRencana(jadwal.rencana, status, todayJakarta());
  if (pesan) throw new AppError('VALIDATION_FAILED', pesan, { jendela: [pesan] });
  return jadwal.rencana;
}

/**
 * `PUT rencana-kerja/{id}`: the plan's activities replaced at once, while a draft or returned (409 once submitted or
 * approved), within its window (422), at the revision the editor read (409).
 */
export function simpanRencana(
  ctx: ServerContext,
  meta: Meta,
  actor: PpgActor,
  id: number,
  body: RencanaKerjaBody,
) {
  requireUpg(actor);
  return ctx.db.transaction(async (tx) => {
    const row = await lockRencanaKerja(tx, meta.auth, id);
    if (!rencanaKerjaDapatDiubah(row.status)) {
      throw new AppError(
        'CONFLICT',
        `Rencana kerja berstatus ${statusRencanaKerjaLabel(row.status)} dan tidak dapat diubah`,
      );
    }
    if (row.revisi !== body.revisi) throw new AppError('CONFLICT', STALE);
    await checkJendela(tx, row.tahun, row.status);
    for (const utama of new Set(body.items.map((it) => it.kegiatan_utama_id))) {
      await periksaKegiatanUtama(tx, utama, 'items', row.tahun);
    }
    const before = await tx.select().from(items).where(eq(items.rencana_kerja_id, id));
    await tx.delete(items).where(eq(items.rencana_kerja_id, id));
    if (body.items.length) {
      await tx
        .insert(items)
        .values(body.items.map((it, i) => ({ ...it, rencana_kerja_id: id, urutan: i + 1 })));
    }
    await tx
      .update(rk)
      .set({ revisi: row.revisi + 1, updated_at: new Date() })
      .where(eq(rk.id, id));
    await audit(tx, meta, {
      action: 'ppg.rencana-kerja.update',
      entity: RENCANA_KERJA_TYPE,
      entity_id: id,
      before: { items: before.length },
      after: { items: body.items },
    });
  });
}

/**
 * `POST rencana-kerja/{id}/keputusan`: the UPG sends its plan (within the window, with at least one activity; late
 * ones after a return are flagged); the reviewer returns it with notes or approves it — one move of the engine.
 */
export async function putuskanRencana(
  ctx: ServerContext,
  meta: Meta,
  actor: PpgActor,
  id: number,
  body: RencanaKerjaKeputusan,
) {
  if (body.keputusan === 'kembalikan' && !body.catatan) {
    throw fieldError('catatan', 'Catatan pengembalian wajib diisi');
  }
  const mailIds = await ctx.db.transaction(async (tx) => {
    const row = await lockRencanaKerja(tx, meta.auth, id);
    if (body.keputusan === 'kirim') {
      requireUpg(actor);
      if (!rencanaKerjaDapatDiubah(row.status)) {
        throw new AppError('CONFLICT', `Rencana kerja berstatus ${statusRencanaKerjaLabel(row.status)}`);
      }
      const jendela = await checkJendela(tx, row.tahun, row.status);
      const [n] = await tx
        .select({ id: items.id })
        .from(items)
        .where(eq(items.rencana_kerja_id, id))
        .limit(1);
      if (!n) throw fieldError('items', 'Isi paling sedikit satu kegiatan sebelum mengajukan rencana kerja');
      // Whoever of the institution's UPG sends the plan is the one a return goes back to.
      await tx
        .update(wf_instances)
        .set({ anggota_user_id: meta.auth.user.id, holder_user_id: meta.auth.user.id })
        .where(
          and(
            eq(wf_instances.subject_type, RENCANA_KERJA_TYPE),
            eq(wf_instances.subject_id, id),
            eq(wf_instances.step, 'susun'),
          ),
        );
      await tx
        .update(rk)
        .set({ terlambat_hari: hariTerlambat(jendela, todayJakarta()) })
        .where(eq(rk.id, id));
    }
    const moved = await transition(
      tx,
      ctx,
      rencanaKerjaSubject,
      id,
      { kind: 'user', meta },
      { decision: body.keputusan, version: body.version, body: { catatan: body.catatan ?? null } },
    );
    return moved.mailIds;
  });
  for (const mail of mailIds) ctx.mailer.dispatch(mail);
}
