import {
  buildPath,
  hitungSkor,
  PENILAI_VERIFIKASI,
  type RoleName,
  STATUS_VERIFIKASI_LABELS,
  type StatusVerifikasi,
  statusSetelah,
  type TahapPpg,
} from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  ppg_indikators,
  ppg_skor_instansis,
  ppg_skor_levels,
  ppg_verifikasi_nilais,
  ppg_verifikasis,
} from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { audit } from '../../../platform/audit';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { registerSubjectKind } from '../../workflow/subject';
import { skorMenurutVersiBerlaku } from './hitung-ulang';

export const VERIFIKASI_TYPE = 'ppg_verifikasi';

/** A verification as the engine moves it and the services read it. */
export interface VerifikasiRow {
  id: number;
  tahun: number;
  instansi_id: number;
  instansi: string;
  indikator_set_id: number;
  skor_set_id: number;
  anggota_user_id: number;
  status: StatusVerifikasi;
  revisi: number;
}

/** A member reaches only the verifications assigned to them; reviewers and administrators reach every one. */
export const hanyaMilikSendiri = (auth: AuthContext | null) =>
  auth !== null &&
  auth.activeRole !== null &&
  (PENILAI_VERIFIKASI as readonly RoleName[]).includes(auth.activeRole);

/**
 * A verification `auth` may see, locked for the transaction; 404 when there is none or it is another member's
 * (never leak whose it is).
 */
export async function lockVerifikasi(
  tx: Db,
  auth: AuthContext | null,
  id: number,
  lock = true,
): Promise<VerifikasiRow> {
  const v = ppg_verifikasis;
  const inst = masterTableOf('instansi');
  const q = tx
    .select({
      id: v.id,
      tahun: v.tahun,
      instansi_id: v.instansi_id,
      instansi: masterColumn(inst, 'nama'),
      indikator_set_id: v.indikator_set_id,
      skor_set_id: v.skor_set_id,
      anggota_user_id: v.anggota_user_id,
      status: v.status,
      revisi: v.revisi,
    })
    .from(v)
    .innerJoin(inst, eq(inst.id, v.instansi_id))
    .where(eq(v.id, id))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: v }) : await q;
  if (!row || (hanyaMilikSendiri(auth) && row.anggota_user_id !== auth?.user.id)) {
    throw new AppError('NOT_FOUND', 'Verifikasi tidak ditemukan');
  }
  return { ...row, instansi: String(row.instansi), status: row.status as StatusVerifikasi };
}

/** The score from the saved scores (domain `hitungSkor`), with the indicators and levels of its versions. */
export async function skorVerifikasi(
  db: Db,
  row: Pick<VerifikasiRow, 'id' | 'indikator_set_id' | 'skor_set_id'>,
) {
  const [indikators, levels, nilai] = await Promise.all([
    db
      .select({ id: ppg_indikators.id, tahap: ppg_indikators.tahap, bobot: ppg_indikators.bobot })
      .from(ppg_indikators)
      .where(eq(ppg_indikators.set_id, row.indikator_set_id)),
    db
      .select({ indikator_id: ppg_skor_levels.indikator_id, skor: ppg_skor_levels.skor })
      .from(ppg_skor_levels)
      .where(eq(ppg_skor_levels.skor_set_id, row.skor_set_id)),
    db
      .select({ indikator_id: ppg_verifikasi_nilais.indikator_id, skor: ppg_verifikasi_nilais.skor })
      .from(ppg_verifikasi_nilais)
      .where(eq(ppg_verifikasi_nilais.verifikasi_id, row.id)),
  ]);
  return hitungSkor(
    indikators.map((i) => ({ id: i.id, tahap: i.tahap as TahapPpg, bobot: Number(i.bobot) })),
    levels.map((l) => ({ indikator_id: l.indikator_id, skor: Number(l.skor) })),
    nilai.map((n) => ({ indikator_id: n.indikator_id, skor: Number(n.skor) })),
  );
}

const title = (row: Pick<VerifikasiRow, 'instansi' | 'tahun'>) => `Verifikasi ${row.instansi} ${row.tahun}`;

/**
 * The verification on the one engine: each move writes the step's status on the row (a return to the member reads
 * DIKEMBALIKAN) and is audited; the director's approval keeps the institution's score for the year and versions.
 */
export const verifikasiSubject = registerSubjectKind<VerifikasiRow>({
  type: VERIFIKASI_TYPE,
  label: 'Verifikasi',
  lock: (tx, auth, id) => lockVerifikasi(tx, auth, id),
  async moved({ tx, row, from, to, decision, catatan, mover }) {
    const status = statusSetelah(to.status ?? row.status, decision, to.kode);
    await tx
      .update(ppg_verifikasis)
      .set({ status, revisi: row.revisi + 1, updated_at: new Date() })
      .where(eq(ppg_verifikasis.id, row.id));
    let skor: ReturnType<typeof hitungSkor> | null = null;
    if (status === 'SELESAI') {
      skor = await skorVerifikasi(tx, row);
      await tx.insert(ppg_skor_instansis).values({
        verifikasi_id: row.id,
        instansi_id: row.instansi_id,
        tahun: row.tahun,
        indikator_set_id: row.indikator_set_id,
        skor_set_id: row.skor_set_id,
        total: String(skor.total),
        tahap_1: String(skor.perTahap[1]),
        tahap_2: String(skor.perTahap[2]),
        tahap_3: String(skor.perTahap[3]),
        tahap_4: String(skor.perTahap[4]),
        disetujui_by: mover.kind === 'user' ? mover.meta.auth.user.id : null,
      });
      await skorMenurutVersiBerlaku(tx, row);
    }
    if (mover.kind === 'user') {
      await audit(tx, mover.meta, {
        action: `ppg.verifikasi.${decision}`,
        entity: VERIFIKASI_TYPE,
        entity_id: row.id,
        before: { step: from.kode, status: row.status, revisi: row.revisi },
        after: {
          step: to.kode,
          status,
          status_label: STATUS_VERIFIKASI_LABELS[status],
          catatan,
          ...(skor ? { total: skor.total, per_tahap: skor.perTahap } : {}),
        },
      });
    }
    return [];
  },
  path: (id) => buildPath('kpk-anggota-verifikasi-input', { id }),
  title,
});
