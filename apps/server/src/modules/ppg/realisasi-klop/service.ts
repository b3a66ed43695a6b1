import {
  hariTerlambat,
  pesanJendelaRealisasi,
  REALISASI_RENCANA_KERJA_PROCESS,
  type RealisasiBody,
  type RealisasiKeputusan,
  rencanaKerjaDapatDiubah,
  type StatusRealisasi,
  statusRealisasiLabel,
  type Triwulan,
  triwulanLabel,
} from '@gratifikasi/domain';
import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  ppg_realisasi_items,
  ppg_realisasi_rencana_kerjas,
  ppg_rencana_kerja_items,
  wf_instances,
} from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError, fieldError } from '../../../platform/errors';
import { todayJakarta } from '../../laporan/lookups';
import { startInstance, transition } from '../../workflow/engine';
import { type PpgActor, requireUpg } from '../diseminasi/scope';
import { conflictOnClash, type Meta } from '../konfigurasi/versi';
import { jadwalBerlaku } from '../profil-klop/read';
import { lockRealisasi, REALISASI_TYPE, realisasiSubject } from './kind';
import { realisasiOf, rencanaDisetujui } from './read';

const rr = ppg_realisasi_rencana_kerjas;
const lines = ppg_realisasi_items;
const STALE = 'Data sudah diubah oleh pengguna lain. Muat ulang halaman untuk melihat keadaan terbaru.';

/** The quarter's window today, as a 422 naming the dates; the window when the UPG may write. */
async function checkJendela(db: Db, tahun: number, tw: Triwulan, status: StatusRealisasi) {
  const jendela = (await jadwalBerlaku(db, tahun)).realisasi[tw];
  const pesan = pesanJendelaRealisasi(jendela, tw, status, todayJakarta());
  if (pesan) throw new AppError('VALIDATION_FAILED', pesan, { jendela: [pesan] });
  return jendela;
}

const readOnly = (status: StatusRealisasi) =>
  new AppError('CONFLICT', `Realisasi berstatus ${statusRealisasiLabel(status)} dan tidak dapat diubah`);

/**
 * `PUT realisasi-rencana-kerja/{tahun}/{tw}`: the UPG's realisation of a quarter of its approved plan — created at
 * `revisi` 0 (one line per plan item, put into the review process), else changed at the revision read (409 when
 * stale); a draft or returned one only (409), within the quarter's window (422 with the dates). All lines at once.
 */
export function simpanRealisasi(
  ctx: ServerContext,
  meta: Meta,
  actor: PpgActor,
  tahun: number,
  tw: Triwulan,
  body: RealisasiBody,
) {
  const upg = requireUpg(actor);
  return conflictOnClash(
    () =>
      ctx.db.transaction(async (tx) => {
        const plan = await rencanaDisetujui(tx, upg.instansiId, tahun);
        const planItems = await tx
          .select({ id: ppg_rencana_kerja_items.id })
          .from(ppg_rencana_kerja_items)
          .where(eq(ppg_rencana_kerja_items.rencana_kerja_id, plan.id));
        const known = new Set(planItems.map((i) => i.id));
        const seen = new Set<number>();
        body.items.forEach((it, i) => {
          if (!known.has(it.rencana_item_id) || seen.has(it.rencana_item_id)) {
            throw fieldError(`items.${i}.rencana_item_id`, 'Kegiatan tidak ada dalam rencana kerja');
          }
          seen.add(it.rencana_item_id);
        });
        const existing = await realisasiOf(tx, plan.id, tw);
        let id: number;
        let before: unknown = null;
        if (!existing) {
          if (body.revisi !== 0) throw new AppError('CONFLICT', STALE);
          await checkJendela(tx, tahun, tw, 'draft');
          const [made] = await tx
            .insert(rr)
            .values({
              rencana_kerja_id: plan.id,
              instansi_id: upg.instansiId,
              tahun,
              triwulan: tw,
              created_by: meta.auth.user.id,
            })
            .returning({ id: rr.id });
          if (!made) throw new Error('realisasi insert returned nothing');
          id = made.id;
          if (planItems.length) {
            await tx
              .insert(lines)
              .values(planItems.map((i) => ({ realisasi_id: id, rencana_item_id: i.id })));
          }
          await startInstance(tx, ctx, realisasiSubject, id, REALISASI_RENCANA_KERJA_PROCESS.kode, 'susun', {
            anggota_user_id: meta.auth.user.id,
          });
        } else {
          const row = await lockRealisasi(tx, meta.auth, existing.id);
          if (!rencanaKerjaDapatDiubah(row.status)) throw readOnly(row.status);
          if (row.revisi !== body.revisi) throw new AppError('CONFLICT', STALE);
          await checkJendela(tx, tahun, tw, row.status);
          id = row.id;
          before = await tx.select().from(lines).where(eq(lines.realisasi_id, id));
          await tx
            .update(rr)
            .set({ revisi: row.revisi + 1, updated_at: new Date() })
            .where(eq(rr.id, id));
        }
        for (const it of body.items) {
          await tx
            .insert(lines)
            .values({ realisasi_id: id, ...it })
            .onConflictDoUpdate({
              target: [lines.realisasi_id, lines.rencana_item_id],
              set: { capaian: it.capaian, uraian: it.uraian },
            });
        }
        await audit(tx, meta, {
          action: existing ? 'ppg.realisasi-rencana-kerja.update' : 'ppg.realisasi-rencana-kerja.create',
          entity: REALISASI_TYPE,
          entity_id: id,
          before,
          after: { tahun, triwulan: tw, items: body.items },
        });
        return id;
      }),
    `${triwulanLabel(tw)} ${tahun} baru saja dibuat oleh pengguna lain; muat ulang halaman`,
  );
}

/**
 * `POST realisasi-rencana-kerja/{tahun}/{tw}/keputusan`: the UPG sends its quarter (within the window; after a
 * return also later, then flagged late); the reviewer returns it with a note or accepts it — one move of the engine.
 */
export async function putuskanRealisasi(
  ctx: ServerContext,
  meta: Meta,
  actor: PpgActor,
  instansiId: number,
  tahun: number,
  tw: Triwulan,
  body: RealisasiKeputusan,
) {
  if (body.keputusan === 'kembalikan' && !body.catatan) {
    throw fieldError('catatan', 'Catatan pengembalian wajib diisi');
  }
  const mailIds = await ctx.db.transaction(async (tx) => {
    const plan = await rencanaDisetujui(tx, instansiId, tahun);
    const existing = await realisasiOf(tx, plan.id, tw);
    if (!existing) {
      if (body.keputusan === 'kirim' && actor.kind === 'upg') {
        throw new AppError('CONFLICT', 'Simpan realisasi terlebih dahulu sebelum mengirimkannya');
      }
      throw new AppError('NOT_FOUND', 'Realisasi tidak ditemukan');
    }
    const row = await lockRealisasi(tx, meta.auth, existing.id);
    if (body.keputusan === 'kirim') {
      requireUpg(actor);
      if (!rencanaKerjaDapatDiubah(row.status)) {
        throw new AppError('CONFLICT', `Realisasi berstatus ${statusRealisasiLabel(row.status)}`);
      }
      const jendela = await checkJendela(tx, tahun, tw, row.status);
      // Whoever of the institution's UPG sends is the one a return goes back to.
      await tx
        .update(wf_instances)
        .set({ anggota_user_id: meta.auth.user.id, holder_user_id: meta.auth.user.id })
        .where(
          and(
            eq(wf_instances.subject_type, REALISASI_TYPE),
            eq(wf_instances.subject_id, row.id),
            eq(wf_instances.step, 'susun'),
          ),
        );
      await tx
        .update(rr)
        .set({ terlambat_hari: hariTerlambat(jendela, todayJakarta()) })
        .where(eq(rr.id, row.id));
    }
    const moved = await transition(
      tx,
      ctx,
      realisasiSubject,
      row.id,
      { kind: 'user', meta },
      { decision: body.keputusan, version: body.version, body: { catatan: body.catatan ?? null } },
    );
    return moved.mailIds;
  });
  for (const mail of mailIds) ctx.mailer.dispatch(mail);
}
