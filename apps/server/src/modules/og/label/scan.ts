import { desc, eq } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { objek_gratifikasis as og, og_scans, users } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import type { Meta } from '../register/move';

/**
 * `POST og/scan`: a label read by the camera (or typed): recorded either way (stock-taking), and answers the object
 * it names; an unknown code is a 404 with a message the counter staff understand.
 */
export async function recordScan(
  ctx: ServerContext,
  meta: Meta,
  kode: string,
): Promise<{ og_id: number; kode: string }> {
  const text = kode.trim().toUpperCase();
  const found = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: og.id, kode: og.kode }).from(og).where(eq(og.kode, text));
    const [scan] = await tx
      .insert(og_scans)
      .values({
        kode: text.slice(0, 100),
        og_id: row?.id ?? null,
        ditemukan: !!row,
        user_id: meta.auth.user.id,
      })
      .returning({ id: og_scans.id });
    await audit(tx, meta, {
      action: 'og.scan',
      entity: 'og_scans',
      entity_id: scan?.id,
      after: { kode: text },
    });
    return row;
  });
  if (!found) {
    throw new AppError(
      'NOT_FOUND',
      `Kode "${text}" tidak dikenal: bukan label objek gratifikasi yang terdaftar`,
    );
  }
  return { og_id: found.id, kode: found.kode };
}

/** `GET og/scan`: the latest scans, newest first. */
export async function listScans(db: Db) {
  const rows = await db
    .select({
      id: og_scans.id,
      kode: og_scans.kode,
      og_id: og_scans.og_id,
      ditemukan: og_scans.ditemukan,
      user_name: users.name,
      created_at: og_scans.created_at,
    })
    .from(og_scans)
    .leftJoin(users, eq(users.id, og_scans.user_id))
    .orderBy(desc(og_scans.id))
    .limit(200);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
