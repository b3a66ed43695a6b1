import {
  defaultJadwal,
  type JadwalMonev,
  PENINJAU_RENCANA_KERJA,
  type ProfilKlopDto,
  type ProfilKlopQuery,
  type RencanaKerjaDto,
  type RoleName,
  rencanaKerjaDapatDiubah,
  type StatusRencanaKerja,
  statusRencanaKerjaLabel,
  TAHAPAN_KLOP,
} from '@gratifikasi/domain';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ppg_profil_klops, ppg_rencana_kerja_items, ppg_rencana_kerjas } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { mediaInfo, mediaOf } from '../../../platform/files';
import { instanceOf } from '../../workflow/engine';
import { type PpgActor, scopeOf } from '../diseminasi/scope';
import { jadwalTahun } from '../konfigurasi/klop/service';
import { RENCANA_KERJA_TYPE } from './kind';

export const PROFIL_MEDIA = 'ppg_profil_klop';
export const DOKUMEN_UPG = 'dokumen-upg';

const p = ppg_profil_klops;
const rk = ppg_rencana_kerjas;
const instansi = () => masterTableOf('instansi');

/** The year's windows: as configured (`konfigurasi-klop`), else the suggested schedule of the year. */
export async function jadwalBerlaku(db: Db, tahun: number): Promise<JadwalMonev> {
  return (await jadwalTahun(db, tahun)) ?? defaultJadwal(tahun);
}

/** Whether the caller reviews plans (the KPK's PPG team leader or group head). */
export const peninjau = (auth: AuthContext) =>
  auth.activeRole !== null && (PENINJAU_RENCANA_KERJA as readonly RoleName[]).includes(auth.activeRole);

/** A profile by id the actor may reach; NOT_FOUND otherwise (another institution's id included). */
export async function findProfil(db: Db, actor: PpgActor, id: number) {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.id, id), scopeOf(actor, p.instansi_id)));
  if (!row) throw new AppError('NOT_FOUND', 'Profil KLOP tidak ditemukan');
  return row;
}

/** The institution whose year the actor asks for: a UPG its own; the KPK the one of the UPG `upgId` names. */
export async function instansiOf(db: Db, actor: PpgActor, upgId: number | undefined): Promise<number> {
  if (actor.kind === 'upg' && (upgId === undefined || upgId === actor.upgId)) return actor.instansiId;
  if (upgId === undefined)
    throw new AppError('VALIDATION_FAILED', 'UPG wajib dipilih', { upg_id: ['UPG wajib dipilih'] });
  const upgs = masterTableOf('upg');
  const [row] = await db
    .select({ instansi_id: masterColumn(upgs, 'instansi_id') })
    .from(upgs)
    .where(eq(upgs.id, upgId));
  const id = row?.instansi_id as number | null | undefined;
  if (!id || (actor.kind === 'upg' && id !== actor.instansiId)) {
    throw new AppError('NOT_FOUND', 'Profil KLOP tidak ditemukan');
  }
  return id;
}

/** The plan of a profile with its items, window, and what the caller may do with it. */
export async function rencanaDetail(
  db: Db,
  auth: AuthContext,
  actor: PpgActor,
  instansiId: number,
  tahun: number,
): Promise<RencanaKerjaDto> {
  const [row] = await db
    .select()
    .from(rk)
    .where(and(eq(rk.instansi_id, instansiId), eq(rk.tahun, tahun)));
  if (!row) throw new AppError('NOT_FOUND', 'Rencana kerja tidak ditemukan');
  const items = await db
    .select()
    .from(ppg_rencana_kerja_items)
    .where(eq(ppg_rencana_kerja_items.rencana_kerja_id, row.id))
    .orderBy(asc(ppg_rencana_kerja_items.urutan));
  const instance = await instanceOf(db, RENCANA_KERJA_TYPE, row.id);
  const status = row.status as StatusRencanaKerja;
  const reviewer = peninjau(auth);
  const aksi: RencanaKerjaDto['aksi'] =
    actor.kind === 'upg' && rencanaKerjaDapatDiubah(status)
      ? ['kirim']
      : reviewer && status === 'submit'
        ? ['kembalikan', 'setuju']
        : [];
  const jadwal = await jadwalBerlaku(db, tahun);
  return {
    id: row.id,
    tahun,
    instansi_id: instansiId,
    status,
    status_label: statusRencanaKerjaLabel(status, reviewer),
    revisi: row.revisi,
    version: instance?.version ?? 1,
    catatan: row.catatan,
    diajukan_at: row.diajukan_at?.toISOString() ?? null,
    terlambat: row.terlambat_hari > 0,
    disetujui_at: row.disetujui_at?.toISOString() ?? null,
    dapat_diubah: actor.kind === 'upg' && rencanaKerjaDapatDiubah(status),
    jendela: jadwal.rencana,
    aksi,
    items: items.map((i) => ({
      id: i.id,
      jenis: i.jenis as RencanaKerjaDto['items'][number]['jenis'],
      uraian: i.uraian,
      satuan: i.satuan,
      target_tw1: i.target_tw1,
      target_tw2: i.target_tw2,
      target_tw3: i.target_tw3,
      target_tw4: i.target_tw4,
      keterangan: i.keterangan,
      kegiatan_utama_id: i.kegiatan_utama_id,
    })),
  };
}

/** `GET profile-klop/{tahun}`: the institution's year with its plan and evidence; null when not made yet. */
export async function profilDetail(
  db: Db,
  auth: AuthContext,
  actor: PpgActor,
  instansiId: number,
  tahun: number,
): Promise<ProfilKlopDto | null> {
  const at = masterTableOf('aturan-internal');
  const [row] = await db
    .select({ p, instansi_nama: masterColumn(instansi(), 'nama'), aturan_nama: masterColumn(at, 'nama') })
    .from(p)
    .innerJoin(instansi(), eq(instansi().id, p.instansi_id))
    .leftJoin(at, eq(at.id, p.aturan_internal_id))
    .where(and(eq(p.instansi_id, instansiId), eq(p.tahun, tahun), scopeOf(actor, p.instansi_id)));
  if (!row) {
    if (actor.kind === 'upg') return null;
    throw new AppError('NOT_FOUND', 'Profil KLOP tidak ditemukan');
  }
  const r = row.p;
  const files = await mediaOf(db, PROFIL_MEDIA, r.id, DOKUMEN_UPG);
  return {
    id: r.id,
    tahun: r.tahun,
    instansi: { id: r.instansi_id, nama: String(row.instansi_nama ?? '') },
    alamat: r.alamat,
    telepon: r.telepon,
    email: r.email,
    website: r.website,
    jumlah_pegawai: r.jumlah_pegawai,
    sk_upg_nomor: r.sk_upg_nomor,
    sk_upg_tanggal: r.sk_upg_tanggal,
    anggota_upg: r.anggota_upg,
    aturan_internal_id: r.aturan_internal_id,
    aturan_internal: r.aturan_internal_id
      ? { id: r.aturan_internal_id, nama: String(row.aturan_nama ?? '') }
      : null,
    komitmen_pimpinan: r.komitmen_pimpinan,
    kontak: r.kontak,
    tahapan: r.tahapan as ProfilKlopDto['tahapan'],
    revisi: r.revisi,
    updated_at: r.updated_at.toISOString(),
    dokumen_upg: files.map(mediaInfo),
    rencana_kerja: await rencanaDetail(db, auth, actor, r.instansi_id, tahun),
  };
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `GET profile-klop`: the UPG's years, or every institution's (KPK), newest year first, filtered. */
export async function listProfil(db: Db, auth: AuthContext, actor: PpgActor, q: ProfilKlopQuery) {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 20;
  const nama = masterColumn(instansi(), 'nama');
  const where: SQL | undefined = and(
    scopeOf(actor, p.instansi_id),
    q.tahun !== undefined ? eq(p.tahun, q.tahun) : undefined,
    q.status_rencana ? eq(rk.status, q.status_rencana) : undefined,
    q.q ? ilike(nama, like(q.q)) : undefined,
  );
  // A deferred join: the page is chosen from narrow index-only reads (the year's profiles and plans, the names), then
  // only its rows are read whole, with their stages and item counts.
  const ids = await db
    .select({ id: p.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(p)
    .innerJoin(instansi(), eq(instansi().id, p.instansi_id))
    .innerJoin(rk, and(eq(rk.instansi_id, p.instansi_id), eq(rk.tahun, p.tahun)))
    .where(where)
    .orderBy(desc(p.tahun), asc(nama), asc(p.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const selesai = sql<number>`(${sql.join(
    TAHAPAN_KLOP.map(
      (t) => sql`(case when (${p.tahapan} -> ${t.kode} ->> 'selesai') = 'true' then 1 else 0 end)`,
    ),
    sql` + `,
  )})`;
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: p.id,
            tahun: p.tahun,
            instansi_id: p.instansi_id,
            upg_id: p.upg_id,
            instansi_nama: nama,
            jumlah_pegawai: p.jumlah_pegawai,
            tahapan_selesai: selesai.mapWith(Number),
            status: rk.status,
            jumlah_kegiatan:
              sql<number>`(select count(*) from ${ppg_rencana_kerja_items} where ${ppg_rencana_kerja_items.rencana_kerja_id} = ${rk.id})`.mapWith(
                Number,
              ),
            updated_at: p.updated_at,
          })
          .from(p)
          .innerJoin(instansi(), eq(instansi().id, p.instansi_id))
          .innerJoin(rk, and(eq(rk.instansi_id, p.instansi_id), eq(rk.tahun, p.tahun)))
          .where(
            inArray(
              p.id,
              ids.map((r) => r.id),
            ),
          )
          .orderBy(desc(p.tahun), asc(nama), asc(p.id));
  const reviewer = peninjau(auth);
  return {
    items: rows.map((r) => ({
      id: r.id,
      tahun: r.tahun,
      upg_id: r.upg_id,
      instansi: { id: r.instansi_id, nama: String(r.instansi_nama ?? '') },
      jumlah_pegawai: r.jumlah_pegawai,
      tahapan_selesai: r.tahapan_selesai,
      status_rencana: r.status as StatusRencanaKerja,
      status_rencana_label: statusRencanaKerjaLabel(r.status as StatusRencanaKerja, reviewer),
      jumlah_kegiatan: r.jumlah_kegiatan,
      updated_at: r.updated_at.toISOString(),
    })),
    total: ids[0]?.total ?? 0,
    page,
    per_page: perPage,
  };
}
