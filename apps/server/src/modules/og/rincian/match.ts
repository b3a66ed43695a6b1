import {
  checkOgMatch,
  type OgKepemilikan,
  type OgMatchBody,
  type OgMatchKandidat,
  type OgState,
  type RoleName,
} from '@gratifikasi/domain';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  laporans,
  mediables,
  objek_gratifikasis as og,
  og_mutasis,
  pelapors,
  rincian_laporans,
} from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError, fieldError } from '../../../platform/errors';
import { OG_MEDIA_TYPE } from '../foto/routes';
import type { Meta } from '../register/move';
import { likeOf } from './read';

const stale = (kode: string) =>
  new AppError('CONFLICT', `Objek ${kode} telah diubah oleh pengguna lain. Muat ulang lalu coba lagi.`);

/**
 * `GET og/{id}/match/kandidat`: the items the arrived object may belong to — its own, and every item whose object is
 * still expected — of the same reporter's reports, or, searched, of any report by number, reporter or item.
 */
export async function matchKandidat(
  db: Db,
  ogId: number,
  q: { q?: string | undefined; page: number; per_page: number },
) {
  const [self] = await db
    .select({ rincian_id: og.rincian_id, pelapor_id: laporans.pelapor_id })
    .from(og)
    .innerJoin(laporans, eq(laporans.id, og.laporan_id))
    .where(eq(og.id, ogId));
  if (!self) throw new AppError('NOT_FOUND', 'Objek gratifikasi tidak ditemukan');
  const scope: SQL | undefined = q.q
    ? or(
        ilike(laporans.nosig, likeOf(q.q)),
        ilike(pelapors.nama, likeOf(q.q)),
        ilike(rincian_laporans.uraian, likeOf(q.q)),
      )
    : eq(laporans.pelapor_id, self.pelapor_id);
  const cond = and(or(eq(og.state, 'DIHARAPKAN'), eq(og.rincian_id, self.rincian_id)), scope);
  const from = () =>
    db
      .select({
        rincian_id: og.rincian_id,
        og_id: og.id,
        og_kode: og.kode,
        laporan_id: og.laporan_id,
        nomor_laporan: laporans.nosig,
        pelapor_nama: pelapors.nama,
        uraian: rincian_laporans.uraian,
        jumlah: rincian_laporans.jumlah,
        satuan: rincian_laporans.satuan,
        kepemilikan: og.kepemilikan,
        nilai: og.nilai,
        mata_uang_kode: og.mata_uang_kode,
      })
      .from(og)
      .innerJoin(rincian_laporans, eq(rincian_laporans.id, og.rincian_id))
      .innerJoin(laporans, eq(laporans.id, og.laporan_id))
      .leftJoin(pelapors, eq(pelapors.id, laporans.pelapor_id));
  const [rows, [count]] = await Promise.all([
    from()
      .where(cond)
      // The object's own item first, then the newest reports.
      .orderBy(desc(sql`${og.rincian_id} = ${self.rincian_id}`), desc(og.laporan_id), asc(og.rincian_id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(og)
      .innerJoin(rincian_laporans, eq(rincian_laporans.id, og.rincian_id))
      .innerJoin(laporans, eq(laporans.id, og.laporan_id))
      .leftJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
      .where(cond),
  ]);
  const items: OgMatchKandidat[] = rows.map((r) => ({
    ...r,
    kepemilikan: r.kepemilikan as OgKepemilikan,
    sekarang: r.rincian_id === self.rincian_id,
  }));
  return { items, total: count?.n ?? 0, page: q.page, per_page: q.per_page };
}

async function describe(tx: Db, rincianId: number): Promise<string> {
  const [r] = await tx
    .select({ uraian: rincian_laporans.uraian, nosig: laporans.nosig })
    .from(rincian_laporans)
    .innerJoin(laporans, eq(laporans.id, rincian_laporans.laporan_id))
    .where(eq(rincian_laporans.id, rincianId));
  return r ? `"${r.uraian}" laporan ${r.nosig ?? '-'}` : `rincian ${rincianId}`;
}

/**
 * `POST og/{id}/match`: the arrived object belongs to the chosen item. Its own item: the match is confirmed on
 * record. Another item, whose object is still expected: the physical object's label code, state, place and photos
 * move to that item's object, and the item it left waits for its own object again; both histories say so. One
 * transaction; a stale version or a candidate taken meanwhile is a 409.
 */
export async function matchOg(tx: Db, meta: Meta, ogId: number, body: OgMatchBody) {
  const [a] = await tx.select().from(og).where(eq(og.id, ogId)).for('update');
  if (!a) throw new AppError('NOT_FOUND', 'Objek gratifikasi tidak ditemukan');
  const role = meta.auth.activeRole as RoleName | null;
  const check = checkOgMatch(a.state as OgState, role);
  if (!check.ok && check.reason === 'ROLE') throw new AppError('FORBIDDEN', check.message);
  if (a.version !== body.version) throw stale(a.kode);
  if (!check.ok) throw new AppError('CONFLICT', `${a.kode}: ${check.message}`);
  const userId = meta.auth.user.id;
  const target = await describe(tx, body.rincian_id);
  const note = body.catatan ? ` ${body.catatan}` : '';

  if (body.rincian_id === a.rincian_id) {
    const [upd] = await tx
      .update(og)
      .set({ version: sql`${og.version} + 1`, updated_at: new Date() })
      .where(and(eq(og.id, a.id), eq(og.version, body.version)))
      .returning({ version: og.version });
    if (!upd) throw stale(a.kode);
    await tx.insert(og_mutasis).values({
      og_id: a.id,
      aksi: 'cocok',
      state_from: a.state,
      state_to: a.state,
      lokasi_from: a.lokasi_id,
      lokasi_to: a.lokasi_id,
      catatan: `Objek fisik dicocokkan dengan rincian ${target}.${note}`,
      user_id: userId,
      role,
    });
    await audit(tx, meta, {
      action: 'og.cocok',
      entity: 'objek_gratifikasis',
      entity_id: a.id,
      after: { rincian_id: a.rincian_id, dikonfirmasi: true },
    });
    return { og_id: a.id, kode: a.kode, version: upd.version };
  }

  const [b] = await tx.select().from(og).where(eq(og.rincian_id, body.rincian_id)).for('update');
  if (!b) throw fieldError('rincian_id', 'Rincian ini tidak memiliki objek gratifikasi yang ditunggu');
  if (b.state !== 'DIHARAPKAN') {
    throw new AppError('CONFLICT', `Objek rincian ${target} sudah diterima; pilih rincian lain`);
  }
  const origin = await describe(tx, a.rincian_id);
  // The record that received the physical object now covers the item it truly belongs to.
  const [terima] = await tx
    .select({ dokumen_id: og_mutasis.dokumen_id })
    .from(og_mutasis)
    .where(and(eq(og_mutasis.og_id, a.id), eq(og_mutasis.aksi, 'terima')))
    .orderBy(desc(og_mutasis.id))
    .limit(1);
  const dokumenId = terima?.dokumen_id ?? null;
  const now = new Date();
  // The label code travels with the physical object (a scan of its label must still find it); swapped through a
  // provisional code, the column being unique.
  await tx
    .update(og)
    .set({ kode: `TMP-M-${a.id}` })
    .where(eq(og.id, a.id));
  const [moved] = await tx
    .update(og)
    .set({
      kode: a.kode,
      state: a.state,
      lokasi_id: a.lokasi_id,
      box_id: a.box_id,
      version: sql`${og.version} + 1`,
      updated_at: now,
    })
    .where(eq(og.id, b.id))
    .returning({ version: og.version });
  await tx
    .update(og)
    .set({
      kode: b.kode,
      state: 'DIHARAPKAN',
      lokasi_id: null,
      box_id: null,
      version: sql`${og.version} + 1`,
      updated_at: now,
    })
    .where(eq(og.id, a.id));
  await tx
    .update(mediables)
    .set({ mediable_id: b.id })
    .where(and(eq(mediables.mediable_type, OG_MEDIA_TYPE), eq(mediables.mediable_id, a.id)));
  await tx.insert(og_mutasis).values([
    {
      og_id: b.id,
      aksi: 'cocok',
      state_from: 'DIHARAPKAN',
      state_to: a.state,
      lokasi_to: a.lokasi_id,
      dokumen_id: dokumenId,
      catatan: `Objek fisik berlabel ${a.kode} (semula tercatat pada rincian ${origin}) dicocokkan dengan rincian ini.${note}`,
      user_id: userId,
      role,
    },
    {
      og_id: a.id,
      aksi: 'cocok',
      state_from: a.state,
      state_to: 'DIHARAPKAN',
      lokasi_from: a.lokasi_id,
      dokumen_id: dokumenId,
      catatan: `Objek fisik yang diterima ternyata milik rincian ${target} dan berpindah bersama labelnya; rincian ini menunggu objeknya sendiri dengan kode ${b.kode}.${note}`,
      user_id: userId,
      role,
    },
  ]);
  await audit(tx, meta, {
    action: 'og.cocok',
    entity: 'objek_gratifikasis',
    entity_id: b.id,
    before: { dari_og_id: a.id, dari_rincian_id: a.rincian_id, kode: b.kode },
    after: { rincian_id: b.rincian_id, kode: a.kode, state: a.state, lokasi_id: a.lokasi_id },
  });
  return { og_id: b.id, kode: a.kode, version: moved?.version ?? b.version + 1 };
}
