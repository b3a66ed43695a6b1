import {
  type BuktiVerifikasi,
  GROUP_HEAD_VERIFIKASI,
  type RoleName,
  STATUS_VERIFIKASI_LABELS,
  type StatusVerifikasi,
  type VerifikasiDetail,
  type verifikasiListQuerySchema,
} from '@gratifikasi/domain';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  ppg_indikator_sets,
  ppg_peserta_monevs,
  ppg_skor_instansis,
  ppg_skor_sets,
  ppg_verifikasi_nilais,
  ppg_verifikasis,
  users,
  wf_instances,
} from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { mediaOf } from '../../../platform/files';
import { subjectAksi, subjectJejak } from '../../workflow/aksi';
import { instanceOf } from '../../workflow/engine';
import { DISEMINASI_MEDIA, DOKUMENTASI, listDiseminasi } from '../diseminasi/read';
import { BUKTI, INOVASI_MEDIA, listInovasi } from '../inovasi/service';
import { indikatorsOf } from '../konfigurasi/indikator';
import { isPesertaMonev } from '../konfigurasi/klop/peserta';
import { levelsOf } from '../konfigurasi/skor';
import {
  hanyaMilikSendiri,
  lockVerifikasi,
  skorVerifikasi,
  VERIFIKASI_TYPE,
  verifikasiSubject,
} from './kind';

type ListQuery = z.infer<typeof verifikasiListQuerySchema>;
const v = ppg_verifikasis;
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The step that waits on the caller's role (the approval queues' "menunggu saya"). */
function langkahPeran(role: RoleName | null): string | null {
  if (role === 'anggota_tim_ppg') return 'penilaian';
  if (role === 'ketua_tim_ppg') return 'katim';
  if (role !== null && GROUP_HEAD_VERIFIKASI.includes(role)) return 'gh';
  if (role === 'direktur') return 'direktur';
  return null;
}

/** `GET approval-verifikasi`: a page of verifications the caller may see (a member: their own), by institution. */
export async function listVerifikasi(ctx: ServerContext, auth: AuthContext, q: ListQuery) {
  const inst = masterTableOf('instansi');
  const instNama = masterColumn(inst, 'nama');
  const iv = sql<number>`(select ${ppg_indikator_sets.versi} from ${ppg_indikator_sets} where ${ppg_indikator_sets.id} = ${v.indikator_set_id})`;
  const sv = sql<number>`(select ${ppg_skor_sets.versi} from ${ppg_skor_sets} where ${ppg_skor_sets.id} = ${v.skor_set_id})`;
  const peserta = sql<boolean>`exists (select 1 from ${ppg_peserta_monevs} where ${ppg_peserta_monevs.tahun} = ${v.tahun} and ${ppg_peserta_monevs.instansi_id} = ${v.instansi_id})`;
  const step = langkahPeran(auth.activeRole);
  const where: SQL | undefined = and(
    hanyaMilikSendiri(auth) ? eq(v.anggota_user_id, auth.user.id) : undefined,
    q.tahun !== undefined ? eq(v.tahun, q.tahun) : undefined,
    q.status ? eq(v.status, q.status) : undefined,
    q.q ? ilike(instNama, like(q.q)) : undefined,
    q.peserta === 'MONEV' ? peserta : undefined,
    q.menunggu === 'ya' ? (step ? eq(wf_instances.step, step) : sql`false`) : undefined,
  );
  // A deferred join: the page is chosen from the narrow rows (the verification, the name, the participant check),
  // then only its rows are read whole with their counts, versions, score and step.
  const page = ctx.db
    .select({ id: v.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(v)
    .innerJoin(inst, eq(inst.id, v.instansi_id));
  const ids = await (q.menunggu === 'ya'
    ? page.innerJoin(
        wf_instances,
        and(eq(wf_instances.subject_type, VERIFIKASI_TYPE), eq(wf_instances.subject_id, v.id)),
      )
    : page
  )
    .where(where)
    .orderBy(asc(v.tahun), asc(instNama), asc(v.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  if (ids.length === 0) return { items: [], total: 0, page: q.page, per_page: q.per_page };
  const rows = await ctx.db
    .select({
      id: v.id,
      tahun: v.tahun,
      instansi_id: v.instansi_id,
      instansi_nama: instNama,
      anggota_id: v.anggota_user_id,
      anggota_nama: users.name,
      status: v.status,
      indikator_versi: iv,
      skor_versi: sv,
      peserta_monev: peserta,
      jumlah_dinilai: sql<number>`(select count(*) from ${ppg_verifikasi_nilais} where ${ppg_verifikasi_nilais.verifikasi_id} = ${v.id})`,
      jumlah_indikator: sql<number>`(select count(*) from ppg_indikators i where i.set_id = ${v.indikator_set_id})`,
      total: ppg_skor_instansis.total,
      step: wf_instances.step,
      updated_at: v.updated_at,
    })
    .from(v)
    .innerJoin(inst, eq(inst.id, v.instansi_id))
    .innerJoin(users, eq(users.id, v.anggota_user_id))
    .innerJoin(
      wf_instances,
      and(eq(wf_instances.subject_type, VERIFIKASI_TYPE), eq(wf_instances.subject_id, v.id)),
    )
    .leftJoin(
      ppg_skor_instansis,
      and(eq(ppg_skor_instansis.verifikasi_id, v.id), eq(ppg_skor_instansis.berlaku, true)),
    )
    .where(
      inArray(
        v.id,
        ids.map((r) => r.id),
      ),
    )
    .orderBy(asc(v.tahun), asc(instNama), asc(v.id));
  return {
    items: rows.map((r) => ({
      id: r.id,
      tahun: r.tahun,
      instansi: { id: r.instansi_id, nama: String(r.instansi_nama) },
      anggota: { id: r.anggota_id, nama: r.anggota_nama },
      status: r.status as StatusVerifikasi,
      status_label: STATUS_VERIFIKASI_LABELS[r.status as StatusVerifikasi] ?? r.status,
      indikator_versi: Number(r.indikator_versi),
      skor_versi: Number(r.skor_versi),
      peserta_monev: Boolean(r.peserta_monev),
      jumlah_dinilai: Number(r.jumlah_dinilai),
      jumlah_indikator: Number(r.jumlah_indikator),
      total: r.total === null ? null : Number(r.total),
      step: r.step,
      updated_at: r.updated_at.toISOString(),
    })),
    total: ids[0]?.total ?? 0,
    page: q.page,
    per_page: q.per_page,
  };
}

const berkasOf = async (db: Db, type: string, id: number, collection: string) =>
  (await mediaOf(db, type, id, collection)).map((m) => ({ id: m.id, nama: m.original_name }));

/**
 * The institution's PPG evidence of the year that exists today, read through the dissemination and innovation
 * modules' own queries (the KPK sees every institution). Plan realisation evidence is another work item's: its slot
 * stays empty until that module exists.
 */
export async function buktiInstansi(db: Db, instansiId: number, tahun: number): Promise<BuktiVerifikasi> {
  const kpk = { kind: 'kpk' } as const;
  const [dis, ino] = await Promise.all([
    listDiseminasi(db, kpk, { instansi_id: instansiId, tahun, page: 1, per_page: 20 } as never),
    listInovasi(db, kpk, { instansi_id: instansiId, tahun, page: 1, per_page: 20 } as never),
  ]);
  return {
    diseminasi: await Promise.all(
      dis.items.map(async (d) => ({
        id: d.id,
        nama: d.nama_kegiatan,
        tanggal: d.tanggal_awal,
        berkas: await berkasOf(db, DISEMINASI_MEDIA, d.id, DOKUMENTASI),
      })),
    ),
    inovasi: await Promise.all(
      ino.items.map(async (i) => ({
        id: i.id,
        nama: i.nama,
        triwulan: i.triwulan,
        berkas: await berkasOf(db, INOVASI_MEDIA, i.id, BUKTI),
      })),
    ),
    realisasi: [],
  };
}

/** `GET approval-verifikasi/{id}`: indicators, allowed levels, scores and notes, the running score, evidence, panel. */
export async function verifikasiDetail(
  ctx: ServerContext,
  auth: AuthContext,
  id: number,
): Promise<VerifikasiDetail> {
  const row = await lockVerifikasi(ctx.db, auth, id, false);
  const instance = await instanceOf(ctx.db, VERIFIKASI_TYPE, id);
  if (!instance) throw new AppError('NOT_FOUND', 'Verifikasi tidak ditemukan');
  const [indikators, levels, nilai, skor, bukti, anggota, versi, kept, aksi, jejak] = await Promise.all([
    indikatorsOf(ctx.db, row.indikator_set_id),
    levelsOf(ctx.db, row.skor_set_id),
    ctx.db
      .select({
        indikator_id: ppg_verifikasi_nilais.indikator_id,
        skor: ppg_verifikasi_nilais.skor,
        catatan: ppg_verifikasi_nilais.catatan,
      })
      .from(ppg_verifikasi_nilais)
      .where(eq(ppg_verifikasi_nilais.verifikasi_id, id)),
    skorVerifikasi(ctx.db, row),
    buktiInstansi(ctx.db, row.instansi_id, row.tahun),
    ctx.db.select({ name: users.name }).from(users).where(eq(users.id, row.anggota_user_id)),
    ctx.db
      .select({ iv: ppg_indikator_sets.versi, sv: ppg_skor_sets.versi })
      .from(ppg_skor_sets)
      .innerJoin(ppg_indikator_sets, eq(ppg_indikator_sets.id, ppg_skor_sets.indikator_set_id))
      .where(eq(ppg_skor_sets.id, row.skor_set_id)),
    // The kept score in force: after a later criteria version it is that version's (domain hitungSkor at it).
    ctx.db
      .select({
        total: ppg_skor_instansis.total,
        t1: ppg_skor_instansis.tahap_1,
        t2: ppg_skor_instansis.tahap_2,
        t3: ppg_skor_instansis.tahap_3,
        t4: ppg_skor_instansis.tahap_4,
        sv: ppg_skor_sets.versi,
      })
      .from(ppg_skor_instansis)
      .innerJoin(ppg_skor_sets, eq(ppg_skor_sets.id, ppg_skor_instansis.skor_set_id))
      .where(and(eq(ppg_skor_instansis.verifikasi_id, id), eq(ppg_skor_instansis.berlaku, true))),
    subjectAksi(ctx, auth, verifikasiSubject, row, instance),
    subjectJejak(ctx.db, instance.id),
  ]);
  const peserta = await isPesertaMonev(ctx.db, row.tahun, row.instansi_id);
  return {
    id: row.id,
    tahun: row.tahun,
    instansi: { id: row.instansi_id, nama: row.instansi },
    anggota: { id: row.anggota_user_id, nama: anggota[0]?.name ?? '' },
    status: row.status,
    status_label: STATUS_VERIFIKASI_LABELS[row.status],
    indikator_versi: versi[0]?.iv ?? 0,
    skor_versi: kept[0]?.sv ?? versi[0]?.sv ?? 0,
    peserta_monev: peserta,
    jumlah_dinilai: nilai.length,
    jumlah_indikator: indikators.length,
    total: kept[0] ? Number(kept[0].total) : skor.total,
    step: instance.step,
    updated_at: instance.updated_at.toISOString(),
    revisi: row.revisi,
    version: instance.version,
    indikators,
    levels: levels.map((l) => ({
      indikator_id: l.indikator_id,
      kriteria: l.kriteria,
      skor: l.skor,
      deskripsi: l.deskripsi,
    })),
    nilai: nilai.map((n) => ({ indikator_id: n.indikator_id, skor: Number(n.skor), catatan: n.catatan })),
    perTahap: kept[0]
      ? { 1: Number(kept[0].t1), 2: Number(kept[0].t2), 3: Number(kept[0].t3), 4: Number(kept[0].t4) }
      : skor.perTahap,
    lengkap: skor.lengkap,
    dapat_dinilai:
      auth.activeRole === 'anggota_tim_ppg' &&
      auth.user.id === row.anggota_user_id &&
      instance.step === 'penilaian' &&
      !instance.finished_at,
    bukti,
    aksi,
    jejak,
  };
}
