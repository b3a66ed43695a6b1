import type { OrangDicari, RekamJejakHasil } from '@gratifikasi/domain';
import { and, asc, desc, eq, ilike, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { laporans, pelapors } from '../../db/schema';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { cachedStatusNames } from '../laporan/lookups';

/** Reporters matched by a name search at most: a wider name is too common to answer for. */
export const MAX_PELAPOR_PER_NAMA = 20;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One person's reporting record: the live reporters with this NIK (exact), or else whose name contains the given
 * name, and every report they filed (drafts are not reports yet), newest first. Read only: the caller audits.
 */
export async function cariRekamJejak(db: Db, orang: OrangDicari): Promise<RekamJejakHasil> {
  const instansis = masterTableOf('instansi');
  const instansiNama = masterColumn(instansis, 'nama');
  const match = orang.nik ? eq(pelapors.nik, orang.nik) : ilike(pelapors.nama, likeOf(orang.nama ?? ''));
  const found = await db
    .select({ id: pelapors.id, nama: pelapors.nama, nik: pelapors.nik, instansi: instansiNama })
    .from(pelapors)
    .leftJoin(instansis, eq(instansis.id, pelapors.instansi_id))
    .where(and(match, isNull(pelapors.deleted_at)))
    .orderBy(asc(pelapors.nama), asc(pelapors.id))
    .limit(MAX_PELAPOR_PER_NAMA);
  if (found.length === 0) return { pelapor: [], laporan: [] };
  const rows = await db
    .select({
      laporan_id: laporans.id,
      nomor: laporans.nosig,
      tanggal_lapor: laporans.tanggal_lapor,
      status: laporans.status,
      total_nilai: laporans.total_nilai,
      instansi: instansiNama,
    })
    .from(laporans)
    .leftJoin(instansis, eq(instansis.id, laporans.instansi_id))
    .where(
      and(
        inArray(
          laporans.pelapor_id,
          found.map((p) => p.id),
        ),
        isNull(laporans.deleted_at),
        ne(laporans.status, 'DRAFT'),
      ),
    )
    .orderBy(desc(laporans.tanggal_lapor), desc(laporans.id));
  const names = await cachedStatusNames(db);
  return {
    pelapor: found.map((p) => ({ ...p, instansi: p.instansi === null ? null : String(p.instansi) })),
    laporan: rows.map((r) => ({
      ...r,
      instansi: r.instansi === null ? null : String(r.instansi),
      status_nama: names.get(r.status) ?? r.status,
    })),
  };
}
