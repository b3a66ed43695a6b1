import type { ProfilKlopInstansi } from '@gratifikasi/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ppg_profil_klops } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { AppError } from '../../../platform/errors';
import type { PpgActor } from '../diseminasi/scope';

/**
 * `GET profile-klop/upg/{upg_id}`: the institution an overview is about. A UPG reaches only its own institution's
 * UPG (another institution's id is the same 404 as an id that does not exist); the KPK's PPG team every one.
 */
export async function upgInstansi(db: Db, actor: PpgActor, upgId: number): Promise<ProfilKlopInstansi> {
  const upgs = masterTableOf('upg');
  const inst = masterTableOf('instansi');
  const klas = masterTableOf('klasifikasi-instansis');
  const [row] = await db
    .select({
      upg_nama: masterColumn(upgs, 'nama'),
      instansi_id: inst.id,
      instansi_nama: masterColumn(inst, 'nama'),
      klasifikasi: masterColumn(klas, 'nama'),
    })
    .from(upgs)
    .innerJoin(inst, eq(inst.id, masterColumn(upgs, 'instansi_id')))
    .leftJoin(klas, eq(klas.id, masterColumn(inst, 'klasifikasi_instansi_id')))
    .where(and(eq(upgs.id, upgId), isNull(upgs.deleted_at)));
  const instansiId = row ? Number(row.instansi_id) : null;
  if (!row || instansiId === null || (actor.kind === 'upg' && instansiId !== actor.instansiId)) {
    throw new AppError('NOT_FOUND', 'Instansi tidak ditemukan');
  }
  const years = await db
    .select({ tahun: ppg_profil_klops.tahun })
    .from(ppg_profil_klops)
    .where(eq(ppg_profil_klops.instansi_id, instansiId))
    .orderBy(desc(ppg_profil_klops.tahun));
  return {
    upg: { id: upgId, nama: String(row.upg_nama ?? '') },
    instansi: {
      id: instansiId,
      nama: String(row.instansi_nama ?? ''),
      klasifikasi: row.klasifikasi === null || row.klasifikasi === undefined ? null : String(row.klasifikasi),
    },
    tahun_profil: years.map((y) => y.tahun),
  };
}
