import type { OgBoxItem } from '@gratifikasi/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { objek_gratifikasis as og, og_boxes } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError, fieldError } from '../../../platform/errors';
import { nextSequence } from '../../laporan/filing/submit';
import { todayJakarta } from '../../laporan/lookups';
import type { Meta } from '../register/move';
import { ogSelect, toItem } from '../register/read';

// The outer table by name: on a one-table select drizzle leaves its columns unqualified, which a subquery would
// read as its own.
const boxColumns = {
  id: og_boxes.id,
  kode: og_boxes.kode,
  kpknl_id: og_boxes.kpknl_id,
  kpknl_nama: sql<string | null>`(select k.nama from djkn_kpknls k where k.id = og_boxes.kpknl_id)`,
  status: og_boxes.status,
  dokumen_id: og_boxes.dokumen_id,
  jumlah_objek: sql<number>`(select count(*)::int from objek_gratifikasis o where o.box_id = og_boxes.id)`,
  catatan: og_boxes.catatan,
};

async function assertKpknl(tx: Db, id: number) {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from djkn_kpknls where id = ${id} and deleted_at is null`),
  );
  if (rows.length === 0) throw fieldError('kpknl_id', 'Kantor KPKNL tidak ditemukan');
}

/** `POST og/box`: an open box for one KPKNL office, numbered BOX-nnnn/year. */
export async function createBox(
  ctx: ServerContext,
  meta: Meta,
  body: { kpknl_id: number; catatan?: string | undefined },
) {
  return ctx.db.transaction(async (tx) => {
    await assertKpknl(tx, body.kpknl_id);
    const tahun = Number(todayJakarta().slice(0, 4));
    const urut = await nextSequence(tx, 'BOX_OG', tahun);
    const kode = `BOX-${String(urut).padStart(4, '0')}/${tahun}`;
    const [box] = await tx
      .insert(og_boxes)
      .values({ kode, kpknl_id: body.kpknl_id, catatan: body.catatan ?? null, created_by: meta.auth.user.id })
      .returning({ id: og_boxes.id, kode: og_boxes.kode });
    if (!box) throw new Error('og_boxes insert returned nothing');
    await audit(tx, meta, {
      action: 'og.box.create',
      entity: 'og_boxes',
      entity_id: box.id,
      after: { ...body, kode },
    });
    return box;
  });
}

/** `PUT og/box/{id}`: an open box's office and note. */
export async function editBox(
  ctx: ServerContext,
  meta: Meta,
  id: number,
  body: { kpknl_id: number; catatan?: string | undefined },
) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(og_boxes).where(eq(og_boxes.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Boks tidak ditemukan');
    if (before.status !== 'TERBUKA') throw new AppError('CONFLICT', 'Boks sudah diserahkan');
    await assertKpknl(tx, body.kpknl_id);
    await tx
      .update(og_boxes)
      .set({ kpknl_id: body.kpknl_id, catatan: body.catatan ?? null })
      .where(eq(og_boxes.id, id));
    await audit(tx, meta, { action: 'og.box.edit', entity: 'og_boxes', entity_id: id, before, after: body });
  });
}

export async function listBoxes(db: Db, status?: 'TERBUKA' | 'DISERAHKAN'): Promise<OgBoxItem[]> {
  const rows = await db
    .select(boxColumns)
    .from(og_boxes)
    .where(status ? eq(og_boxes.status, status) : undefined)
    .orderBy(desc(og_boxes.id))
    .limit(500);
  return rows as OgBoxItem[];
}

export async function boxDetail(db: Db, id: number) {
  const [box] = await db.select(boxColumns).from(og_boxes).where(eq(og_boxes.id, id));
  if (!box) throw new AppError('NOT_FOUND', 'Boks tidak ditemukan');
  const objek = await ogSelect(db).where(eq(og.box_id, id)).orderBy(og.id);
  return { ...(box as OgBoxItem), objek: objek.map(toItem) };
}
