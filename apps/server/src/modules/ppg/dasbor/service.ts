import {
  alasanIntervensi,
  currentYear,
  type DasborPpg,
  type DasborPpgUpg,
  pitaSkor,
  STATUS_VERIFIKASI_LABELS,
  type StatusRencanaKerja,
  type StatusVerifikasi,
  statusRencanaKerjaLabel,
} from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { cacheOf } from '../../../platform/cache';
import type { PpgActor } from '../diseminasi/scope';
import {
  hitungPeserta,
  hitungRealisasi,
  hitungRencana,
  hitungRisiko,
  hitungSkor,
  hitungVerifikasi,
  skorInstansi,
  usulanIntervensi,
} from './query';

/** The KPK's PPG dashboard's cache namespace: dropped in every process after a PPG write (dasborIkutiPerubahan). */
export const DASBOR_PPG_CACHE = 'ppg.dashboard';

/** `GET dashboard/ppg`: every institution's figures of a year; shared by every KPK caller, kept in the one cache. */
export async function dasborPpg(db: Db, tahun: number = currentYear()): Promise<DasborPpg> {
  return cacheOf(db).get(DASBOR_PPG_CACHE, `kpk|${tahun}`, async () => {
    const l = { tahun };
    const [peserta, rencana, realisasi, verifikasi, skor, risiko, intervensi] = await Promise.all([
      hitungPeserta(db, l),
      hitungRencana(db, l),
      hitungRealisasi(db, l),
      hitungVerifikasi(db, l),
      hitungSkor(db, l),
      hitungRisiko(db, l),
      usulanIntervensi(db, l),
    ]);
    return {
      tahun,
      ...peserta,
      rencana,
      realisasi: realisasi.map(({ status: _s, ...r }) => r),
      verifikasi,
      skor,
      risiko,
      intervensi,
    };
  });
}

/** `GET user/ppg`: the UPG's own institution's year, read live (a handful of indexed rows). */
export async function dasborPpgUpg(
  db: Db,
  actor: Extract<PpgActor, { kind: 'upg' }>,
  tahun: number = currentYear(),
): Promise<DasborPpgUpg> {
  const l = { tahun, instansiId: actor.instansiId };
  const [head] = rowsOf<{
    nama: string;
    peserta: boolean;
    profil: boolean;
    status: string | null;
    kegiatan: number;
    terlambat: number | null;
    verifikasi: string | null;
  }>(
    await db.execute(sql`
      select i.nama,
             exists (select 1 from ppg_peserta_monevs p where p.tahun = ${tahun} and p.instansi_id = i.id) as peserta,
             exists (select 1 from ppg_profil_klops p where p.tahun = ${tahun} and p.instansi_id = i.id) as profil,
             k.status, k.terlambat_hari as terlambat,
             (select count(*) from ppg_rencana_kerja_items it where it.rencana_kerja_id = k.id)::int as kegiatan,
             (select v.status from ppg_verifikasis v where v.tahun = ${tahun} and v.instansi_id = i.id
              order by v.id desc limit 1) as verifikasi
      from instansis i left join ppg_rencana_kerjas k on k.instansi_id = i.id and k.tahun = ${tahun}
      where i.id = ${actor.instansiId}`),
  );
  const [realisasi, risiko, skor] = await Promise.all([
    hitungRealisasi(db, l),
    hitungRisiko(db, l),
    skorInstansi(db, l),
  ]);
  const status = (head?.status ?? null) as StatusRencanaKerja | null;
  const verifikasi = (head?.verifikasi ?? null) as StatusVerifikasi | null;
  const total = skor ? Number(skor.total) : null;
  const veryHigh = risiko.find((r) => r.band === 'VERY HIGH')?.jumlah ?? 0;
  return {
    tahun,
    instansi: { id: actor.instansiId, nama: head?.nama ?? '' },
    peserta: Boolean(head?.peserta),
    profil: Boolean(head?.profil),
    rencana: status
      ? {
          status,
          status_label: statusRencanaKerjaLabel(status),
          jumlah_kegiatan: Number(head?.kegiatan ?? 0),
          terlambat: Number(head?.terlambat ?? 0) > 0,
        }
      : null,
    realisasi,
    risiko,
    skor:
      skor && total !== null
        ? {
            tahun,
            total,
            tahap: [skor.t1, skor.t2, skor.t3, skor.t4].map(Number),
            pita: pitaSkor(total).label,
            disetujui_at: new Date(skor.disetujui_at).toISOString(),
          }
        : null,
    verifikasi: verifikasi ? { status: verifikasi, label: STATUS_VERIFIKASI_LABELS[verifikasi] } : null,
    intervensi: alasanIntervensi(total, veryHigh > 0 ? 'VERY HIGH' : null),
  };
}
