import type { AturanPilihan } from '@gratifikasi/domain';
import { and, asc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { fieldError } from '../../../platform/errors';

const aturan = () => masterTableOf('aturan-internal');

/** The rules that bind an institution: live, and its own or one binding every institution (no institution). */
function mengikat(instansiId: number): SQL {
  const t = aturan();
  const owner = masterColumn(t, 'instansi_id');
  return and(isNull(t.deleted_at), or(isNull(owner), eq(owner, instansiId))) as SQL;
}

/** The internal rule a profile names must bind the UPG's institution (422 otherwise). */
export async function checkAturan(db: Db, instansiId: number, id: number | null): Promise<void> {
  if (id === null) return;
  const t = aturan();
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, id), mengikat(instansiId)));
  if (!row) throw fieldError('aturan_internal_id', 'Aturan internal tidak ditemukan');
}

/** Shown in the profile's picker at most; the UPG narrows by typing (kode or title). */
export const ATURAN_PILIHAN_MAX = 50;

/**
 * `GET profile-klop/aturan-internal`: the rules the UPG's profile may name (issue 25 §2), its institution's own
 * first, then the general ones, searched by code or title.
 */
export async function aturanPilihan(
  db: Db,
  instansiId: number,
  q: string | undefined,
): Promise<AturanPilihan[]> {
  const t = aturan();
  const kode = masterColumn(t, 'kode');
  const nama = masterColumn(t, 'nama');
  const owner = masterColumn(t, 'instansi_id');
  const term = q?.trim();
  const rows = await db
    .select({ id: t.id, kode, nama, instansi_id: owner })
    .from(t)
    .where(
      and(
        mengikat(instansiId),
        eq(masterColumn(t, 'is_active'), true),
        term ? or(ilike(kode, `%${term}%`), ilike(nama, `%${term}%`)) : undefined,
      ),
    )
    .orderBy(asc(isNull(owner)), asc(kode), asc(t.id))
    .limit(ATURAN_PILIHAN_MAX);
  return rows.map((r) => ({
    id: r.id,
    kode: String(r.kode ?? ''),
    nama: String(r.nama ?? ''),
    milik_instansi: r.instansi_id !== null,
  }));
}
