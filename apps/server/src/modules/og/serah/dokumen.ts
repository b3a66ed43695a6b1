import {
  OG_DOKUMEN_LABELS,
  type OgAksi,
  type OgDokumenCreate,
  type OgDokumenDetail,
  type OgDokumenEdit,
  type OgDokumenItem,
  type OgDokumenJenis,
  type ogDokumenCreateSchema,
} from '@gratifikasi/domain';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  objek_gratifikasis as og,
  og_boxes,
  og_dokumens,
  template_dokumen_versis,
  users,
} from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError, fieldError } from '../../../platform/errors';
import { nextSequence } from '../../laporan/filing/submit';
import { todayJakarta } from '../../laporan/lookups';
import { type Meta, moveOg } from '../register/move';
import { ogSelect, toItem } from '../register/read';

/** What each record does to the objects it covers. */
export const DOKUMEN_AKSI: Readonly<Record<OgDokumenJenis, OgAksi>> = {
  PENERIMAAN: 'terima',
  PENGEMBALIAN: 'kembalikan',
  SERAH_DJKN: 'serah_djkn',
  SERAH_LANGSUNG: 'serah_langsung',
};
const PREFIX: Readonly<Record<OgDokumenJenis, string>> = {
  PENERIMAAN: 'BAT',
  PENGEMBALIAN: 'BAK',
  SERAH_DJKN: 'BAS-DJKN',
  SERAH_LANGSUNG: 'BAS-L',
};

type Body = z.output<typeof ogDokumenCreateSchema>;

/** The objects in the boxes handed over, each with its current version (the box row is locked first). */
async function boxObjects(tx: Db, body: Body) {
  const boxes = await tx.select().from(og_boxes).where(inArray(og_boxes.id, body.box_ids)).for('update');
  for (const id of body.box_ids) {
    const b = boxes.find((x) => x.id === id);
    if (!b) throw fieldError('box_ids', `Boks ${id} tidak ditemukan`);
    if (b.status !== 'TERBUKA') throw new AppError('CONFLICT', `Boks ${b.kode} sudah diserahkan`);
    if (b.kpknl_id !== body.kpknl_id) throw fieldError('box_ids', `Boks ${b.kode} untuk kantor KPKNL lain`);
  }
  const items = await tx
    .select({ og_id: og.id, version: og.version })
    .from(og)
    .where(inArray(og.box_id, body.box_ids));
  if (items.length === 0) throw fieldError('box_ids', 'Boks yang dipilih masih kosong');
  return items;
}

/**
 * `POST og/dokumen`: the record (berita acara) of one act and every object it moves, all or nothing: receiving
 * into a location, return to the recipient, handover of whole boxes to a KPKNL office, direct handover.
 */
export async function createDokumen(ctx: ServerContext, meta: Meta, input: OgDokumenCreate) {
  const body = input as Body;
  return ctx.db.transaction(async (tx) => {
    const items = body.jenis === 'SERAH_DJKN' ? await boxObjects(tx, body) : body.items;
    const ids = new Set(items.map((i) => i.og_id));
    if (ids.size !== items.length) throw fieldError('items', 'Objek yang sama dipilih dua kali');
    const tahun = Number(body.tanggal.slice(0, 4));
    const urut = await nextSequence(tx, `BA_OG_${body.jenis}`, tahun);
    const nomor = `${PREFIX[body.jenis]}-${String(urut).padStart(4, '0')}/OG/${tahun}`;
    const [doc] = await tx
      .insert(og_dokumens)
      .values({
        jenis: body.jenis,
        nomor,
        tanggal: body.tanggal,
        pihak_nama: body.pihak_nama,
        pihak_instansi: body.pihak_instansi ?? null,
        kpknl_id: body.kpknl_id ?? null,
        catatan: body.catatan ?? null,
        created_by: meta.auth.user.id,
      })
      .returning({ id: og_dokumens.id });
    if (!doc) throw new Error('og_dokumens insert returned nothing');
    for (const item of items) {
      await moveOg(tx, meta, {
        ogId: item.og_id,
        version: item.version,
        aksi: DOKUMEN_AKSI[body.jenis],
        lokasi_id: body.lokasi_id,
        dokumen_id: doc.id,
        catatan: `${OG_DOKUMEN_LABELS[body.jenis]} ${nomor}`,
      });
    }
    if (body.jenis === 'SERAH_DJKN') {
      await tx
        .update(og_boxes)
        .set({ status: 'DISERAHKAN', dokumen_id: doc.id })
        .where(inArray(og_boxes.id, body.box_ids));
    }
    await audit(tx, meta, {
      action: 'og.dokumen.create',
      entity: 'og_dokumens',
      entity_id: doc.id,
      after: { jenis: body.jenis, nomor, objek: [...ids], box_ids: body.box_ids },
    });
    return { id: doc.id, nomor };
  });
}

/**
 * The objects a record covers now: every object one of its movements names, save those whose last movement under
 * the record is a match away from them (og-match moved the physical object, and the record with it, to another item).
 */
const objekOf = (dokumenId: SQL) => sql`(select m.og_id from og_mutasis m where m.dokumen_id = ${dokumenId}
  group by m.og_id
  having (array_agg(m.aksi || ':' || m.state_to order by m.id desc))[1] <> 'cocok:DIHARAPKAN')`;
const jumlahObjek = sql<number>`(select count(*)::int from ${objekOf(sql`og_dokumens.id`)} o)`;
const kpknlNama = sql<string | null>`(select k.nama from djkn_kpknls k where k.id = og_dokumens.kpknl_id)`;

// Where the act took place: the location objects were received into, or left from.
const lokasiNama = sql<string | null>`(select l.nama from og_mutasis m
  join lokasi_objek_gratifikasis l on l.id = coalesce(m.lokasi_to, m.lokasi_from)
  where m.dokumen_id = og_dokumens.id order by m.id limit 1)`;

const dokumenColumns = {
  id: og_dokumens.id,
  jenis: og_dokumens.jenis,
  nomor: og_dokumens.nomor,
  tanggal: og_dokumens.tanggal,
  pihak_nama: og_dokumens.pihak_nama,
  pihak_instansi: og_dokumens.pihak_instansi,
  kpknl_nama: kpknlNama,
  jumlah_objek: jumlahObjek,
  created_by_name: users.name,
  created_by_nip: users.nip,
  final: sql<boolean>`(${og_dokumens.final_at} is not null)`,
  catatan: og_dokumens.catatan,
};

/** `GET og/dokumen`: a page of one kind's records, newest first, searched by number or party. */
export async function listDokumen(
  db: Db,
  q: { jenis: OgDokumenJenis; q?: string | undefined; page: number; per_page: number },
) {
  const pattern = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const cond = and(
    eq(og_dokumens.jenis, q.jenis),
    pattern ? or(ilike(og_dokumens.nomor, pattern), ilike(og_dokumens.pihak_nama, pattern)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(dokumenColumns)
      .from(og_dokumens)
      .leftJoin(users, eq(users.id, og_dokumens.created_by))
      .where(cond)
      .orderBy(desc(og_dokumens.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: sql<number>`count(*)::int` }).from(og_dokumens).where(cond),
  ]);
  return {
    items: rows.map(({ catatan: _c, ...r }) => r as OgDokumenItem),
    total: count?.n ?? 0,
    page: q.page,
    per_page: q.per_page,
  };
}

/** `GET og/dokumen/{id}`: the record and the objects it moved. */
export async function dokumenDetail(db: Db, id: number): Promise<OgDokumenDetail> {
  const [row] = await db
    .select({
      ...dokumenColumns,
      lokasi_nama: lokasiNama,
      template_versi: template_dokumen_versis.versi,
      sha256: og_dokumens.sha256,
      final_at: og_dokumens.final_at,
    })
    .from(og_dokumens)
    .leftJoin(users, eq(users.id, og_dokumens.created_by))
    .leftJoin(template_dokumen_versis, eq(template_dokumen_versis.id, og_dokumens.template_versi_id))
    .where(eq(og_dokumens.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Berita acara tidak ditemukan');
  const objek = await ogSelect(db)
    .where(sql`${og.id} in ${objekOf(sql`${id}`)}`)
    .orderBy(og.id);
  return {
    ...(row as OgDokumenItem),
    catatan: row.catatan,
    lokasi_nama: row.lokasi_nama,
    template_versi: row.template_versi,
    sha256: row.sha256,
    final_at: row.final_at?.toISOString() ?? null,
    objek: objek.map(toItem),
  };
}

/**
 * `PUT og/dokumen/{id}`: corrects a record while it is not final (its PDF not issued yet): the date, within the
 * year its number carries and not ahead of today, the party and the note. The objects it moved stay moved.
 */
export async function editDokumen(ctx: ServerContext, meta: Meta, id: number, body: OgDokumenEdit) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(og_dokumens).where(eq(og_dokumens.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Berita acara tidak ditemukan');
    if (before.final_at) {
      throw new AppError(
        'CONFLICT',
        `Berita acara ${before.nomor} sudah diterbitkan dan tidak dapat diubah lagi`,
      );
    }
    if (body.tanggal.slice(0, 4) !== before.tanggal.slice(0, 4)) {
      throw fieldError('tanggal', `Tanggal harus pada tahun ${before.tanggal.slice(0, 4)} sesuai nomornya`);
    }
    if (body.tanggal > todayJakarta()) throw fieldError('tanggal', 'Tanggal tidak boleh melewati hari ini');
    const after = {
      tanggal: body.tanggal,
      pihak_nama: body.pihak_nama,
      pihak_instansi: body.pihak_instansi || null,
      catatan: body.catatan || null,
    };
    await tx.update(og_dokumens).set(after).where(eq(og_dokumens.id, id));
    await audit(tx, meta, {
      action: 'og.dokumen.edit',
      entity: 'og_dokumens',
      entity_id: id,
      before: {
        tanggal: before.tanggal,
        pihak_nama: before.pihak_nama,
        pihak_instansi: before.pihak_instansi,
        catatan: before.catatan,
      },
      after,
    });
  });
}
