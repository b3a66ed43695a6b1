import {
  perubahanTahunan,
  type RiwayatVerifikasi,
  STATUS_VERIFIKASI_LABELS,
  type StatusVerifikasi,
} from '@gratifikasi/domain';
import { type AnyColumn, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  ppg_indikator_sets,
  ppg_skor_instansis,
  ppg_skor_sets,
  ppg_verifikasi_nilais,
  users,
  ppg_verifikasis as v,
  wf_instances,
} from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth-context';
import { subjectJejak } from '../../workflow/aksi';
import type { PpgActor } from '../diseminasi/scope';
import { upgInstansi } from '../profil-klop/instansi';
import { hanyaMilikSendiri, VERIFIKASI_TYPE } from './kind';

const s = ppg_skor_instansis;
/** The version number of an indicator or score set, by its id column. */
const versiOf = (setId: AnyColumn, table: typeof ppg_indikator_sets | typeof ppg_skor_sets) =>
  sql<number>`(select ${table.versi} from ${table} where ${table.id} = ${setId})`.mapWith(Number);

/** Every kept score of an institution, newest first, each with its change from the year before. */
async function riwayatSkor(db: Db, instansiId: number): Promise<RiwayatVerifikasi['skor']> {
  const rows = await db
    .select({
      tahun: s.tahun,
      indikator_versi: versiOf(s.indikator_set_id, ppg_indikator_sets),
      skor_versi: versiOf(s.skor_set_id, ppg_skor_sets),
      total: s.total,
      tahap_1: s.tahap_1,
      tahap_2: s.tahap_2,
      tahap_3: s.tahap_3,
      tahap_4: s.tahap_4,
      disetujui_at: s.disetujui_at,
      berlaku: s.berlaku,
      sumber: s.sumber,
    })
    .from(s)
    .where(eq(s.instansi_id, instansiId))
    .orderBy(desc(s.tahun), desc(s.berlaku), desc(s.disetujui_at), desc(s.id));
  // A year's score is the one in force of its latest verification (earlier criteria versions stay as history).
  const latest = new Map<number, number>();
  for (const r of rows) if (r.berlaku && !latest.has(r.tahun)) latest.set(r.tahun, Number(r.total));
  return rows.map((r) => ({
    instansi_id: instansiId,
    tahun: r.tahun,
    indikator_versi: r.indikator_versi,
    skor_versi: r.skor_versi,
    total: Number(r.total),
    perTahap: {
      1: Number(r.tahap_1),
      2: Number(r.tahap_2),
      3: Number(r.tahap_3),
      4: Number(r.tahap_4),
    },
    disetujui_at: r.disetujui_at.toISOString(),
    perubahan: perubahanTahunan(Number(r.total), latest.get(r.tahun - 1)),
    berlaku: r.berlaku,
    sumber: r.sumber === 'hitung_ulang' ? ('hitung_ulang' as const) : ('persetujuan' as const),
  }));
}

/**
 * `GET approval-verifikasi/instansi/{upg_id}?tahun=`: the institution's verifications of the year, each with its
 * path on the engine, and its score history. A UPG reaches only its own institution and reads the path without the
 * reviewers' names and notes; a member of the team sees only the verifications assigned to them.
 */
export async function riwayatVerifikasi(
  db: Db,
  auth: AuthContext,
  actor: PpgActor,
  upgId: number,
  tahun: number,
): Promise<RiwayatVerifikasi> {
  const { instansi } = await upgInstansi(db, actor, upgId);
  const rows = await db
    .select({
      id: v.id,
      tahun: v.tahun,
      anggota_id: v.anggota_user_id,
      anggota_nama: users.name,
      status: v.status,
      indikator_versi: versiOf(v.indikator_set_id, ppg_indikator_sets),
      skor_versi: versiOf(v.skor_set_id, ppg_skor_sets),
      jumlah_dinilai: sql<number>`(select count(*) from ${ppg_verifikasi_nilais} where ${ppg_verifikasi_nilais.verifikasi_id} = ${v.id})`,
      jumlah_indikator: sql<number>`(select count(*) from ppg_indikators i where i.set_id = ${v.indikator_set_id})`,
      peserta_monev: sql<boolean>`exists (select 1 from ppg_peserta_monevs pm where pm.tahun = ${v.tahun} and pm.instansi_id = ${v.instansi_id})`,
      total: s.total,
      step: wf_instances.step,
      instance_id: wf_instances.id,
      updated_at: v.updated_at,
    })
    .from(v)
    .innerJoin(users, eq(users.id, v.anggota_user_id))
    .innerJoin(
      wf_instances,
      and(eq(wf_instances.subject_type, VERIFIKASI_TYPE), eq(wf_instances.subject_id, v.id)),
    )
    .leftJoin(s, and(eq(s.verifikasi_id, v.id), eq(s.berlaku, true)))
    .where(
      and(
        eq(v.instansi_id, instansi.id),
        eq(v.tahun, tahun),
        hanyaMilikSendiri(auth) ? eq(v.anggota_user_id, auth.user.id) : undefined,
      ),
    )
    .orderBy(asc(v.id));
  const upg = actor.kind === 'upg';
  const verifikasi = await Promise.all(
    rows.map(async (r) => {
      const jejak = await subjectJejak(db, r.instance_id);
      return {
        id: r.id,
        tahun: r.tahun,
        instansi: { id: instansi.id, nama: instansi.nama },
        anggota: upg ? null : { id: r.anggota_id, nama: r.anggota_nama },
        status: r.status as StatusVerifikasi,
        status_label: STATUS_VERIFIKASI_LABELS[r.status as StatusVerifikasi] ?? r.status,
        indikator_versi: r.indikator_versi,
        skor_versi: r.skor_versi,
        peserta_monev: Boolean(r.peserta_monev),
        jumlah_dinilai: Number(r.jumlah_dinilai),
        jumlah_indikator: Number(r.jumlah_indikator),
        total: r.total === null ? null : Number(r.total),
        step: r.step,
        updated_at: r.updated_at.toISOString(),
        jejak: upg ? jejak.map((e) => ({ ...e, actor_name: null, catatan: null })) : jejak,
      };
    }),
  );
  return {
    instansi: { id: instansi.id, nama: instansi.nama },
    verifikasi,
    skor: await riwayatSkor(db, instansi.id),
  };
}
