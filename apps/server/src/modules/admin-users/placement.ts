import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { master_grups as grups, masterColumn, master_tims as tims } from '../../db/schema/masters';
import { AppError } from '../../platform/errors';

/** Where a KPK staff member works: the grup (Group Head's reports) and the tim (Ketua/Anggota Tim's). */
export interface Placement {
  grup_id: number | null;
  tim_id: number | null;
}

const grupNama = masterColumn(grups, 'nama');
const timNama = masterColumn(tims, 'nama');
const timGrup = masterColumn(tims, 'grup_id');

/** The names of a user's grup and tim, read beside the user row (soft-deleted masters still name old rows). */
export const placementColumns = {
  grup_id: users.grup_id,
  tim_id: users.tim_id,
  grup_nama: sql<string | null>`(select ${grupNama} from ${grups} where ${grups.id} = ${users.grup_id})`,
  tim_nama: sql<string | null>`(select ${timNama} from ${tims} where ${tims.id} = ${users.tim_id})`,
};

async function liveGrup(tx: Db, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: grups.id })
    .from(grups)
    .where(and(eq(grups.id, id), isNull(grups.deleted_at)));
  return Boolean(row);
}

async function liveTimGrup(tx: Db, id: number): Promise<{ grup_id: number } | null> {
  const [row] = await tx
    .select({ grup_id: sql<number>`${timGrup}` })
    .from(tims)
    .where(and(eq(tims.id, id), isNull(tims.deleted_at)));
  return row ?? null;
}

/**
 * The placement to store: grup and tim must be live rows, the tim a team of the grup (422 naming the field
 * otherwise); a tim chosen without a grup brings its own grup, since the workflow reads both.
 */
export async function resolvePlacement(tx: Db, wanted: Placement): Promise<Placement> {
  const errors: Record<string, string[]> = {};
  if (wanted.grup_id !== null && !(await liveGrup(tx, wanted.grup_id))) {
    errors.grup_id = ['Grup tidak ditemukan'];
  }
  const tim = wanted.tim_id === null ? null : await liveTimGrup(tx, wanted.tim_id);
  if (wanted.tim_id !== null && !tim) errors.tim_id = ['Tim tidak ditemukan'];
  if (tim && wanted.grup_id !== null && tim.grup_id !== wanted.grup_id && !errors.grup_id) {
    errors.tim_id = ['Tim bukan bagian dari grup yang dipilih'];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
  return { grup_id: tim ? tim.grup_id : wanted.grup_id, tim_id: wanted.tim_id };
}

/**
 * The placement after an edit: absent fields keep the stored value, null clears it; when neither is given the
 * placement is left as it is (and not re-validated).
 */
export function placementAfterEdit(
  before: Placement,
  input: { grup_id?: number | null; tim_id?: number | null },
): Placement | null {
  if (input.grup_id === undefined && input.tim_id === undefined) return null;
  return {
    grup_id: input.grup_id === undefined ? before.grup_id : input.grup_id,
    tim_id: input.tim_id === undefined ? before.tim_id : input.tim_id,
  };
}
