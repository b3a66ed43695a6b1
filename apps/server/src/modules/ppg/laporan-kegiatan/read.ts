import {
  type DraftLaporanKegiatan,
  LAPORAN_KEGIATAN_DAPAT_DIUBAH,
  LAPORAN_KEGIATAN_MENUNGGU,
  type LaporanKegiatanDetail,
  type LaporanKegiatanItem,
  type LaporanKegiatanPage,
  type laporanKegiatanListQuerySchema,
  type StatusLaporanKegiatan,
  statusLaporanKegiatanLabel,
} from '@gratifikasi/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  eoffice_kirimans,
  master_bentuk_kegiatans,
  master_instansis,
  master_jenis_kegiatans,
  masterColumn,
  ppg_kegiatan_aktivitas,
  ppg_kegiatan_instansis,
  ppg_kegiatan_presensis,
  ppg_kegiatans,
  ppg_laporan_kegiatans,
  users,
  wf_instances,
} from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { signBerkasUrls } from '../../konten/berkas-akses';
import { subjectAksi, subjectJejak } from '../../workflow/aksi';
import { instanceOf } from '../../workflow/engine';
import { cachedKegiatan } from '../kegiatan/cache';
import { kegiatanDalamTahun, kegiatanku } from '../kegiatan/kind';
import { rekapPresensi } from '../kegiatan/presensi/daftar';
import { kegiatanInti } from '../kegiatan/read';
import { LAPORAN_KEGIATAN_TYPE, laporanKegiatanSubject, lockLaporanKegiatan } from './kind';

type ListQuery = z.output<typeof laporanKegiatanListQuerySchema>;
const L = ppg_laporan_kegiatans;
const K = ppg_kegiatans;
const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nama = (t: Parameters<typeof masterColumn>[0]) => masterColumn(t, 'nama');
const sasaran = (cond: SQL) =>
  sql`exists (select 1 from ${ppg_kegiatan_instansis} where ${ppg_kegiatan_instansis.kegiatan_id} = ${K.id} and ${cond})`;

/** The "Activity report" filter of SPEC §3, the search, the status, and the caller's approval queue. */
function filterOf(q: Partial<ListQuery>, menunggu?: StatusLaporanKegiatan): SQL | undefined {
  return and(
    q.q ? ilike(K.judul, escapeLike(q.q)) : undefined,
    q.tahun ? kegiatanDalamTahun(q.tahun) : undefined,
    q.jenis_klop
      ? sasaran(
          sql`${ppg_kegiatan_instansis.instansi_id} in (select ${master_instansis.id} from ${master_instansis} where ${masterColumn(master_instansis, 'klasifikasi_instansi_id')} = ${q.jenis_klop})`,
        )
      : undefined,
    q.nama_klop ? sasaran(sql`${ppg_kegiatan_instansis.instansi_id} = ${q.nama_klop}`) : undefined,
    q.bentuk_kegiatan ? eq(K.bentuk_kegiatan_id, q.bentuk_kegiatan) : undefined,
    q.pelaksana_kegiatan ? kegiatanku(q.pelaksana_kegiatan) : undefined,
    q.status ? eq(L.status, q.status) : undefined,
    q.antrian === 'menunggu' ? (menunggu ? eq(L.status, menunggu) : sql`false`) : undefined,
  );
}

const menungguOf = (auth: AuthContext) =>
  auth.activeRole ? LAPORAN_KEGIATAN_MENUNGGU[auth.activeRole] : undefined;

const SORT = { tanggal_mulai: K.tanggal_mulai, judul: K.judul, updated_at: L.updated_at } as const;
const pesertaOf = sql<number>`(select count(*)::int from ${ppg_kegiatan_presensis} inner join ${ppg_kegiatan_aktivitas} on ${ppg_kegiatan_aktivitas.id} = ${ppg_kegiatan_presensis.aktivitas_id} where ${ppg_kegiatan_aktivitas.kegiatan_id} = ${K.id})`;

function select(db: Db) {
  return db
    .select({
      id: L.id,
      kegiatan_id: L.kegiatan_id,
      judul: K.judul,
      jenis_kegiatan: nama(master_jenis_kegiatans),
      bentuk_kegiatan: nama(master_bentuk_kegiatans),
      tanggal_mulai: K.tanggal_mulai,
      tanggal_selesai: K.tanggal_selesai,
      status: L.status,
      penyusun: users.name,
      jumlah_peserta: pesertaOf,
      versi: L.versi,
      version: sql<number>`coalesce(${wf_instances.version}, 1)`,
      updated_at: L.updated_at,
    })
    .from(L)
    .innerJoin(K, eq(K.id, L.kegiatan_id))
    .leftJoin(
      wf_instances,
      and(eq(wf_instances.subject_type, LAPORAN_KEGIATAN_TYPE), eq(wf_instances.subject_id, L.id)),
    )
    .leftJoin(master_jenis_kegiatans, eq(master_jenis_kegiatans.id, K.jenis_kegiatan_id))
    .leftJoin(master_bentuk_kegiatans, eq(master_bentuk_kegiatans.id, K.bentuk_kegiatan_id))
    .leftJoin(users, eq(users.id, L.created_by));
}
type Selected = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

const toItem = (r: Selected): LaporanKegiatanItem => ({
  ...r,
  jenis_kegiatan: (r.jenis_kegiatan as string | null) ?? null,
  bentuk_kegiatan: (r.bentuk_kegiatan as string | null) ?? null,
  status: r.status as StatusLaporanKegiatan,
  status_label: statusLaporanKegiatanLabel(r.status),
  penyusun: r.penyusun ?? null,
  jumlah_peserta: Number(r.jumlah_peserta),
  version: Number(r.version),
  updated_at: r.updated_at.toISOString(),
});

async function page(
  db: Db,
  /** The filter, as the cached count's key. */
  key: string,
  where: SQL | undefined,
  q: Pick<ListQuery, 'page' | 'per_page' | 'sort' | 'order'>,
) {
  const dir = q.order === 'asc' ? asc : desc;
  const order = [dir(SORT[q.sort]), desc(L.id)];
  // The page's ids first (an index walk over the two tables), then its rows with their per-row counts: a count in
  // the select list would run for every row the offset skips too.
  const halaman = db
    .select({ id: L.id })
    .from(L)
    .innerJoin(K, eq(K.id, L.kegiatan_id))
    .where(where)
    .orderBy(...order)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [rows, [total]] = await Promise.all([
    select(db)
      .where(inArray(L.id, halaman))
      .orderBy(...order),
    cachedKegiatan(db, `laporan|${key}`, () =>
      db.select({ n: count() }).from(L).innerJoin(K, eq(K.id, L.kegiatan_id)).where(where),
    ),
  ]);
  return { items: rows.map(toItem), total: Number(total?.n ?? 0), page: q.page, per_page: q.per_page };
}

/** `GET laporan-kegiatan`: every activity report the filter finds (the KPK's PPG team reads them all). */
export function listLaporanKegiatan(db: Db, auth: AuthContext, q: ListQuery): Promise<LaporanKegiatanPage> {
  const { page: _p, per_page: _pp, sort: _s, order: _o, ...filter } = q;
  return page(db, `${JSON.stringify(filter)}|${menungguOf(auth) ?? ''}`, filterOf(q, menungguOf(auth)), q);
}

/** The rows of the filtered list for the Excel export, in the list's order. */
export async function exportRows(db: Db, auth: AuthContext, q: ListQuery, max: number) {
  const dir = q.order === 'asc' ? asc : desc;
  const rows = await select(db)
    .where(filterOf(q, menungguOf(auth)))
    .orderBy(dir(SORT[q.sort]), desc(L.id))
    .limit(max);
  return rows.map(toItem);
}

/**
 * `GET upg/laporan-kegiatan`: the approved reports that concern the UPG's institution — an activity that targeted it
 * or that its people attended.
 */
export function listUpgLaporanKegiatan(
  db: Db,
  instansiId: number,
  q: Pick<ListQuery, 'page' | 'per_page' | 'q' | 'tahun'>,
): Promise<LaporanKegiatanPage> {
  const where = and(eq(L.status, 'APPROVED'), menyangkut(instansiId), filterOf({ q: q.q, tahun: q.tahun }));
  return page(db, `upg|${instansiId}|${q.q ?? ''}|${q.tahun ?? ''}`, where, {
    ...q,
    sort: 'tanggal_mulai',
    order: 'desc',
  });
}

/** An activity concerns an institution when it targeted it or when someone from it attended. */
export function menyangkut(instansiId: number): SQL {
  return or(
    sasaran(sql`${ppg_kegiatan_instansis.instansi_id} = ${instansiId}`),
    sql`exists (select 1 from ${ppg_kegiatan_presensis} inner join ${ppg_kegiatan_aktivitas} on ${ppg_kegiatan_aktivitas.id} = ${ppg_kegiatan_presensis.aktivitas_id} where ${ppg_kegiatan_aktivitas.kegiatan_id} = ${K.id} and ${ppg_kegiatan_presensis.instansi_id} = ${instansiId})`,
  ) as SQL;
}

/** The activity as a report shows it: its summary, its sessions with attendance, its participants. */
async function kegiatanDanPeserta(db: Db, kegiatanId: number, uraian: Map<number, string>) {
  const inti = await kegiatanInti(db, kegiatanId);
  const rekap = await rekapPresensi(
    db,
    inti.sesi.map((s) => s.id),
  );
  const tempat =
    [inti.alamat, inti.kota_kabupaten, inti.provinsi].filter(Boolean).join(', ') || inti.tautan_rapat;
  return {
    kegiatan: {
      id: inti.id,
      judul: inti.judul,
      jenis_kegiatan: inti.jenis_kegiatan,
      bentuk_kegiatan: inti.bentuk_kegiatan,
      tanggal_mulai: inti.tanggal_mulai,
      tanggal_selesai: inti.tanggal_selesai,
      tempat: tempat || null,
      instansi_sasaran: inti.instansi.map((i) => i.nama),
      tim: inti.tim.map((t) => ({ nama: t.nama, peran: t.peran })),
    },
    created_by: inti.created_by,
    tim_ids: inti.tim.map((t) => t.user_id),
    status: inti.status,
    sesi: inti.sesi.map((s) => ({
      aktivitas_id: s.id,
      judul: s.judul,
      tanggal: s.tanggal,
      jam_mulai: s.jam_mulai,
      jam_selesai: s.jam_selesai,
      narasumber: s.narasumber,
      target_peserta: s.target_peserta,
      hadir: s.hadir,
      uraian: uraian.get(s.id) ?? null,
    })),
    peserta: {
      total: rekap.total,
      per_instansi: rekap.per_instansi,
      per_level: rekap.per_level.map((l) => ({ level: l.level_jabatan, label: l.label, jumlah: l.jumlah })),
    },
  };
}

/** `GET laporan-kegiatan/draft-kegiatan`: the caller's activities carried out that have no report yet. */
export async function kegiatanTanpaLaporan(db: Db, auth: AuthContext) {
  return db
    .select({ id: K.id, judul: K.judul, tanggal_mulai: K.tanggal_mulai, tanggal_selesai: K.tanggal_selesai })
    .from(K)
    .leftJoin(L, eq(L.kegiatan_id, K.id))
    .where(and(eq(K.status, 'PELAPORAN'), isNull(L.id), kegiatanku(auth.user.id)))
    .orderBy(desc(K.tanggal_mulai), desc(K.id))
    .limit(200);
}

/** `GET laporan-kegiatan/draft-kegiatan/{kegiatan_id}`: what a new report of the activity starts from. */
export async function draftLaporanKegiatan(db: Db, kegiatanId: number): Promise<DraftLaporanKegiatan> {
  // What each session's own report says starts its part of the activity report.
  const laporan = await db
    .select({ id: ppg_kegiatan_aktivitas.id, laporan: ppg_kegiatan_aktivitas.laporan })
    .from(ppg_kegiatan_aktivitas)
    .where(eq(ppg_kegiatan_aktivitas.kegiatan_id, kegiatanId));
  const uraian = new Map(laporan.flatMap((l) => (l.laporan ? [[l.id, l.laporan] as const] : [])));
  const d = await kegiatanDanPeserta(db, kegiatanId, uraian);
  return { kegiatan: d.kegiatan, sesi: d.sesi, peserta: d.peserta };
}

/** The report's row and activity, for the detail and the letter. */
export async function laporanKegiatanIsi(db: Db, id: number) {
  const [row] = await select(db).where(eq(L.id, id));
  const [isi] = await db.select().from(L).where(eq(L.id, id));
  if (!row || !isi) throw new AppError('NOT_FOUND', 'Laporan kegiatan tidak ditemukan');
  const d = await kegiatanDanPeserta(
    db,
    isi.kegiatan_id,
    new Map(isi.sesi.map((s) => [s.aktivitas_id, s.uraian])),
  );
  return { item: toItem(row), isi, ...d };
}

/** `GET laporan-kegiatan/{id}`: the report, its activity and participants, the e-office, the letter, the panel. */
export async function laporanKegiatanDetail(
  ctx: ServerContext,
  auth: AuthContext,
  id: number,
): Promise<LaporanKegiatanDetail> {
  const locked = await lockLaporanKegiatan(ctx.db, auth, id);
  const instance = await instanceOf(ctx.db, LAPORAN_KEGIATAN_TYPE, id);
  if (!instance) throw new AppError('NOT_FOUND', 'Laporan kegiatan tidak ditemukan');
  const { item, isi, kegiatan, sesi, peserta, created_by, tim_ids } = await laporanKegiatanIsi(ctx.db, id);
  const [kiriman] = await ctx.db
    .select({ status: eoffice_kirimans.status, ref: eoffice_kirimans.ref, catatan: eoffice_kirimans.catatan })
    .from(eoffice_kirimans)
    .where(eq(eoffice_kirimans.laporan_kegiatan_id, id))
    .orderBy(desc(eoffice_kirimans.id))
    .limit(1);
  const pihak = created_by === auth.user.id || tim_ids.includes(auth.user.id);
  return {
    ...item,
    version: instance.version,
    kegiatan,
    ringkasan: isi.ringkasan,
    hasil: isi.hasil,
    tindak_lanjut: isi.tindak_lanjut,
    sesi,
    peserta,
    lampiran: isi.lampiran.map((l) => ({ ...l, url: signBerkasUrls(l.url) })),
    dapat_diubah: pihak && LAPORAN_KEGIATAN_DAPAT_DIUBAH.includes(item.status),
    eoffice: kiriman ?? null,
    surat:
      isi.kode && isi.tanggal_surat
        ? {
            nomor: isi.nomor,
            tanggal: isi.tanggal_surat,
            kode: isi.kode,
            verifikasi_url: `${ctx.config.appUrl}/verifikasi-dokumen/${isi.kode}`,
          }
        : null,
    aksi: await subjectAksi(ctx, auth, laporanKegiatanSubject, locked, instance),
    jejak: await subjectJejak(ctx.db, instance.id),
  };
}

/** A UPG reads an approved report that concerns its institution; any other id is 404, never 403. */
export async function readableByUpg(db: Db, instansiId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ id: L.id })
    .from(L)
    .innerJoin(K, eq(K.id, L.kegiatan_id))
    .where(and(eq(L.id, id), eq(L.status, 'APPROVED'), menyangkut(instansiId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Laporan kegiatan tidak ditemukan');
}
