import {
  checkOgAksi,
  type OgAksi,
  type OgKepemilikan,
  type OgState,
  ogRefusalMessage,
  type RoleName,
} from '@gratifikasi/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { objek_gratifikasis as og, og_boxes, og_mutasis } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { AuthContext, RequestMeta } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';

export type Meta = RequestMeta & { auth: AuthContext };

export interface Move {
  ogId: number;
  version: number;
  aksi: OgAksi;
  lokasi_id?: number | undefined;
  box_id?: number | undefined;
  dokumen_id?: number | undefined;
  media_id?: number | undefined;
  kondisi?: string | undefined;
  jumlah_diterima?: number | undefined;
  catatan?: string | undefined;
}

/** Where the object is after the action: in the vault, in a box, or out of the KPK's hands. */
async function placeAfter(tx: Db, m: Move, lokasi: number | null, box: number | null) {
  switch (m.aksi) {
    case 'terima':
    case 'pindah':
      if (!m.lokasi_id) throw fieldError('lokasi_id', 'Pilih lokasi');
      if (m.aksi === 'pindah' && m.lokasi_id === lokasi) throw fieldError('lokasi_id', 'Lokasi tujuan sama');
      return { lokasi_id: m.lokasi_id, box_id: box };
    case 'simpan':
      return { lokasi_id: m.lokasi_id ?? lokasi, box_id: box };
    case 'kemas': {
      if (!m.box_id) throw fieldError('box_id', 'Pilih boks');
      const [b] = await tx
        .select({ status: og_boxes.status })
        .from(og_boxes)
        .where(eq(og_boxes.id, m.box_id));
      if (!b) throw fieldError('box_id', 'Boks tidak ditemukan');
      if (b.status !== 'TERBUKA') throw fieldError('box_id', 'Boks sudah diserahkan');
      return { lokasi_id: lokasi, box_id: m.box_id };
    }
    case 'keluarkan':
      return { lokasi_id: lokasi, box_id: null };
    case 'kembalikan':
    case 'serah_djkn':
    case 'serah_langsung':
    case 'lunas':
      return { lokasi_id: null, box_id: m.aksi === 'serah_djkn' ? box : null };
    default:
      return { lokasi_id: lokasi, box_id: box };
  }
}

/**
 * The one way an object moves: checks the action against its state, ruling and the caller's active role, then
 * changes the row only if it still has the version the caller saw (another move in between: 409), and appends the
 * movement. Runs in the caller's transaction.
 */
export async function moveOg(tx: Db, meta: Meta, m: Move): Promise<{ version: number; state: OgState }> {
  const [row] = await tx.select().from(og).where(eq(og.id, m.ogId));
  if (!row) throw new AppError('NOT_FOUND', 'Objek gratifikasi tidak ditemukan');
  const role = meta.auth.activeRole as RoleName | null;
  const check = checkOgAksi(m.aksi, row.state as OgState, row.kepemilikan as OgKepemilikan, role);
  if (!check.ok && check.reason === 'ROLE') throw new AppError('FORBIDDEN', ogRefusalMessage(m.aksi, 'ROLE'));
  if (row.version !== m.version) {
    throw new AppError(
      'CONFLICT',
      `Objek ${row.kode} telah diubah oleh pengguna lain. Muat ulang lalu coba lagi.`,
    );
  }
  if (!check.ok) throw new AppError('CONFLICT', `${row.kode}: ${ogRefusalMessage(m.aksi, check.reason)}`);
  const place = await placeAfter(tx, m, row.lokasi_id, row.box_id);
  const [updated] = await tx
    .update(og)
    .set({ state: check.to, ...place, version: sql`${og.version} + 1`, updated_at: new Date() })
    .where(and(eq(og.id, m.ogId), eq(og.version, m.version)))
    .returning({ version: og.version });
  if (!updated) {
    throw new AppError(
      'CONFLICT',
      `Objek ${row.kode} telah diubah oleh pengguna lain. Muat ulang lalu coba lagi.`,
    );
  }
  await tx.insert(og_mutasis).values({
    og_id: m.ogId,
    aksi: m.aksi,
    state_from: row.state,
    state_to: check.to,
    lokasi_from: row.lokasi_id,
    lokasi_to: place.lokasi_id,
    box_id: place.box_id,
    dokumen_id: m.dokumen_id ?? null,
    media_id: m.media_id ?? null,
    kondisi: m.kondisi ?? null,
    jumlah_diterima: m.jumlah_diterima ?? null,
    catatan: m.catatan ?? null,
    user_id: meta.auth.user.id,
    role,
  });
  await audit(tx, meta, {
    action: `og.${m.aksi}`,
    entity: 'objek_gratifikasis',
    entity_id: m.ogId,
    before: { state: row.state, lokasi_id: row.lokasi_id, box_id: row.box_id },
    after: { state: check.to, ...place, dokumen_id: m.dokumen_id ?? null },
  });
  return { version: updated.version, state: check.to };
}
