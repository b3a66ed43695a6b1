import {
  KEGIATAN_DAPAT_DIUBAH,
  type KegiatanListQuery,
  STATUS_KEGIATAN_LABELS,
  type StatusKegiatan,
  SUMBER_PENUGASAN_LABELS,
  type SumberPenugasan,
  statusCounts,
} from '@gratifikasi/domain';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  master_bentuk_kegiatans,
  master_bidangs,
  master_instansis,
  master_jenis_kegiatans,
  master_kota_kabupatens,
  master_provinsis,
  masterColumn,
  ppg_kegiatan_aktivitas,
  ppg_kegiatan_instansis,
  ppg_kegiatan_presensis,
  ppg_kegiatan_tims,
  ppg_kegiatan_utamas,
  ppg_kegiatans,
  users,
} from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { subjectAksi, subjectJejak } from '../../workflow/aksi';
import { instanceOf } from '../../workflow/engine';
import { cachedKegiatan } from './cache';
import { KEGIATAN_TYPE, kegiatanDalamTahun, kegiatanku, kegiatanSubject, lockKegiatan } from './kind';

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nama = (t: Parameters<typeof masterColumn>[0]) => masterColumn(t, 'nama');

/** The "KPK activity" filter (SPEC §3) and the search, without the status group (the counts are per group). */
function filterOf(q: KegiatanListQuery, mine: number | null): SQL | undefined {
  const k = ppg_kegiatans;
  const tahun = q.tahun;
  return and(
    mine !== null ? kegiatanku(mine) : undefined,
    q.q ? ilike(k.judul, escapeLike(q.q)) : undefined,
    q.jenis_aktivitas_ids?.length ? inArray(k.jenis_kegiatan_id, q.jenis_aktivitas_ids) : undefined,
    q.sumber_penugasan ? eq(k.sumber_penugasan, q.sumber_penugasan) : undefined,
    tahun ? kegiatanDalamTahun(tahun) : undefined,
    q.bidang_ids?.length ? inArray(k.bidang_id, q.bidang_ids) : undefined,
    q.kota_kabupaten_id ? eq(k.kota_kabupaten_id, q.kota_kabupaten_id) : undefined,
    q.instansi_ids?.length
      ? sql`exists (select 1 from ${ppg_kegiatan_instansis} where ${ppg_kegiatan_instansis.kegiatan_id} = ${k.id} and ${inArray(ppg_kegiatan_instansis.instansi_id, q.instansi_ids)})`
      : undefined,
  );
}

/** The filter's part of a cached count's key: everything but the page, the order and the status group. */
const filterKey = ({ page, per_page, sort, order, status_kegiatan, ...filter }: KegiatanListQuery) => filter;

const SORT = {
  tanggal_mulai: ppg_kegiatans.tanggal_mulai,
  judul: ppg_kegiatans.judul,
  created_at: ppg_kegiatans.created_at,
} as const;

/**
 * `GET kegiatan` (every activity) and `GET kegiatanku` (the caller's): a page by the filter, its status group and
 * sort, with the count of each status group under the same filter (the tabs and the Total).
 */
export async function listKegiatan(db: Db, auth: AuthContext, q: KegiatanListQuery, mineOnly: boolean) {
  const base = filterOf(q, mineOnly ? auth.user.id : null);
  const where = and(base, q.status_kegiatan ? eq(ppg_kegiatans.status, q.status_kegiatan) : undefined);
  const dir = q.order === 'asc' ? asc : desc;
  const k = ppg_kegiatans;
  // The total is read off the status groups' counts (the tabs' figures under the same filter): one pass, not two.
  const [rows, groups] = await Promise.all([
    db
      .select({
        id: k.id,
        judul: k.judul,
        status: k.status,
        sumber_penugasan: k.sumber_penugasan,
        tanggal_mulai: k.tanggal_mulai,
        tanggal_selesai: k.tanggal_selesai,
        jenis_kegiatan: nama(master_jenis_kegiatans),
        bentuk_kegiatan: nama(master_bentuk_kegiatans),
        kota_kabupaten: nama(master_kota_kabupatens),
        penyusun: users.name,
        jumlah_sesi: sql<number>`(select count(*)::int from ${ppg_kegiatan_aktivitas} where ${ppg_kegiatan_aktivitas.kegiatan_id} = ${k.id})`,
      })
      .from(k)
      .leftJoin(master_jenis_kegiatans, eq(master_jenis_kegiatans.id, k.jenis_kegiatan_id))
      .leftJoin(master_bentuk_kegiatans, eq(master_bentuk_kegiatans.id, k.bentuk_kegiatan_id))
      .leftJoin(master_kota_kabupatens, eq(master_kota_kabupatens.id, k.kota_kabupaten_id))
      .leftJoin(users, eq(users.id, k.created_by))
      .where(where)
      .orderBy(dir(SORT[q.sort]), desc(k.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    cachedKegiatan(db, `kegiatan|${mineOnly ? auth.user.id : ''}|${JSON.stringify(filterKey(q))}`, () =>
      db.select({ status: k.status, n: count() }).from(k).where(base).groupBy(k.status),
    ),
  ]);
  const total = groups
    .filter((g) => !q.status_kegiatan || g.status === q.status_kegiatan)
    .reduce((n, g) => n + Number(g.n), 0);
  return {
    items: rows.map((r) => ({
      ...r,
      status: r.status as StatusKegiatan,
      status_label: STATUS_KEGIATAN_LABELS[r.status as StatusKegiatan] ?? r.status,
      sumber_penugasan_label:
        SUMBER_PENUGASAN_LABELS[r.sumber_penugasan as SumberPenugasan] ?? r.sumber_penugasan,
      jenis_kegiatan: (r.jenis_kegiatan as string | null) ?? null,
      bentuk_kegiatan: (r.bentuk_kegiatan as string | null) ?? null,
      kota_kabupaten: (r.kota_kabupaten as string | null) ?? null,
      jumlah_sesi: Number(r.jumlah_sesi),
    })),
    total,
    page: q.page,
    per_page: q.per_page,
    jumlah: statusCounts(groups.map((g) => ({ status: g.status, n: Number(g.n) }))),
  };
}

/** An activity's details with its masters' names, target institutions and team (staff detail and public page). */
export async function kegiatanInti(db: Db, id: number) {
  const k = ppg_kegiatans;
  const [row] = await db
    .select({
      kegiatan: k,
      jenis_kegiatan: nama(master_jenis_kegiatans),
      bentuk_kegiatan: nama(master_bentuk_kegiatans),
      bentuk_kode: masterColumn(master_bentuk_kegiatans, 'kode'),
      bidang: nama(master_bidangs),
      provinsi: nama(master_provinsis),
      kota_kabupaten: nama(master_kota_kabupatens),
      penyusun: users.name,
      kegiatan_utama: ppg_kegiatan_utamas.nama,
    })
    .from(k)
    .leftJoin(master_jenis_kegiatans, eq(master_jenis_kegiatans.id, k.jenis_kegiatan_id))
    .leftJoin(master_bentuk_kegiatans, eq(master_bentuk_kegiatans.id, k.bentuk_kegiatan_id))
    .leftJoin(ppg_kegiatan_utamas, eq(ppg_kegiatan_utamas.id, k.kegiatan_utama_id))
    .leftJoin(master_bidangs, eq(master_bidangs.id, k.bidang_id))
    .leftJoin(master_provinsis, eq(master_provinsis.id, k.provinsi_id))
    .leftJoin(master_kota_kabupatens, eq(master_kota_kabupatens.id, k.kota_kabupaten_id))
    .leftJoin(users, eq(users.id, k.created_by))
    .where(eq(k.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Kegiatan tidak ditemukan');
  const [instansi, tim, sesi] = await Promise.all([
    db
      .select({ id: master_instansis.id, nama: nama(master_instansis) })
      .from(ppg_kegiatan_instansis)
      .innerJoin(master_instansis, eq(master_instansis.id, ppg_kegiatan_instansis.instansi_id))
      .where(eq(ppg_kegiatan_instansis.kegiatan_id, id))
      .orderBy(nama(master_instansis)),
    db
      .select({ user_id: users.id, nama: users.name, peran: ppg_kegiatan_tims.peran })
      .from(ppg_kegiatan_tims)
      .innerJoin(users, eq(users.id, ppg_kegiatan_tims.user_id))
      .where(eq(ppg_kegiatan_tims.kegiatan_id, id))
      .orderBy(desc(ppg_kegiatan_tims.peran), users.name),
    db
      .select({
        id: ppg_kegiatan_aktivitas.id,
        judul: ppg_kegiatan_aktivitas.judul,
        tanggal: ppg_kegiatan_aktivitas.tanggal,
        jam_mulai: ppg_kegiatan_aktivitas.jam_mulai,
        jam_selesai: ppg_kegiatan_aktivitas.jam_selesai,
        ruang: ppg_kegiatan_aktivitas.ruang,
        narasumber: ppg_kegiatan_aktivitas.narasumber,
        target_peserta: ppg_kegiatan_aktivitas.target_peserta,
        // Qualified by hand: drizzle writes a one-table select's columns bare, and a bare "id" inside the subquery
        // would be the attendance row's own.
        hadir: sql<number>`(select count(*)::int from ${ppg_kegiatan_presensis} p where p.aktivitas_id = "ppg_kegiatan_aktivitas"."id")`,
      })
      .from(ppg_kegiatan_aktivitas)
      .where(eq(ppg_kegiatan_aktivitas.kegiatan_id, id))
      .orderBy(ppg_kegiatan_aktivitas.tanggal, ppg_kegiatan_aktivitas.jam_mulai),
  ]);
  const d = row.kegiatan;
  return {
    id: d.id,
    judul: d.judul,
    status: d.status as StatusKegiatan,
    status_label: STATUS_KEGIATAN_LABELS[d.status as StatusKegiatan] ?? d.status,
    versi: d.versi,
    jenis_kegiatan_id: d.jenis_kegiatan_id,
    jenis_kegiatan: (row.jenis_kegiatan as string | null) ?? null,
    bentuk_kegiatan_id: d.bentuk_kegiatan_id,
    bentuk_kegiatan: (row.bentuk_kegiatan as string | null) ?? null,
    bentuk_kode: (row.bentuk_kode as string | null) ?? null,
    sumber_penugasan: d.sumber_penugasan as SumberPenugasan,
    sumber_penugasan_label:
      SUMBER_PENUGASAN_LABELS[d.sumber_penugasan as SumberPenugasan] ?? d.sumber_penugasan,
    bidang_id: d.bidang_id,
    bidang: (row.bidang as string | null) ?? null,
    provinsi_id: d.provinsi_id,
    provinsi: (row.provinsi as string | null) ?? null,
    kota_kabupaten_id: d.kota_kabupaten_id,
    kota_kabupaten: (row.kota_kabupaten as string | null) ?? null,
    alamat: d.alamat,
    tautan_rapat: d.tautan_rapat,
    tanggal_mulai: d.tanggal_mulai,
    tanggal_selesai: d.tanggal_selesai,
    catatan_anggaran: d.catatan_anggaran,
    deskripsi: d.deskripsi,
    dipublikasikan: d.dipublikasikan,
    kegiatan_utama_id: d.kegiatan_utama_id,
    kegiatan_utama: row.kegiatan_utama ?? null,
    created_by: d.created_by,
    penyusun: row.penyusun ?? null,
    instansi: instansi.map((i) => ({ id: i.id, nama: String(i.nama ?? '') })),
    tim,
    sesi: sesi.map((s) => ({ ...s, hadir: Number(s.hadir) })),
  };
}

/** `GET kegiatan/{id}`: the activity, its sessions, what the caller may do now (the engine's panel) and its path. */
export async function kegiatanDetail(ctx: ServerContext, auth: AuthContext, id: number) {
  const row = await lockKegiatan(ctx.db, auth, id);
  const instance = await instanceOf(ctx.db, KEGIATAN_TYPE, id);
  if (!instance) throw new AppError('NOT_FOUND', 'Kegiatan tidak ditemukan');
  const inti = await kegiatanInti(ctx.db, id);
  const mine = inti.created_by === auth.user.id || inti.tim.some((t) => t.user_id === auth.user.id);
  const gh = auth.activeRole === 'ketua_group_ppg';
  const terbuka = KEGIATAN_DAPAT_DIUBAH.includes(inti.status);
  return {
    ...inti,
    step: instance.step,
    version: instance.version,
    dapat_diubah: terbuka && (mine || gh),
    dapat_atur_tim: terbuka && gh,
    dapat_kelola_sesi: inti.status === 'PELAPORAN' && (mine || gh),
    aksi: await subjectAksi(ctx, auth, kegiatanSubject, row, instance),
    jejak: await subjectJejak(ctx.db, instance.id),
  };
}
