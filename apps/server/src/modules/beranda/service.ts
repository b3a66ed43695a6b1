import {
  type Beranda,
  type BerandaTugas,
  berandaFigures,
  isBerandaRole,
  LAPORAN_TABS,
  laporanListQuerySchema,
  OG_FINAL,
  PPG_ROLES,
  STATUS_LAPORAN,
  type TindakanLaporan,
} from '@gratifikasi/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { laporans } from '../../db/schema/index';
import { inline } from '../../db/statements';
import type { AuthContext } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { laporanScope } from '../laporan/access';
import { countRows, statusCounts } from '../laporan/list/list';
import {
  MILIK_NEGARA_SQL,
  OG_KIRIM_SQL,
  TAGIHAN_TERBUKA_SQL,
  tautanTerbukaSql,
  tindakanCondition,
} from '../laporan/list/tindakan';
import { todayJakarta } from '../laporan/lookups';
import { rows } from '../piutang/ledger/query';
import { dasborPpg } from '../ppg/dasbor/service';

/** How many tasks a home lists (the nearest deadlines first); the figures count them all. */
const TUGAS_MAX = 10;

type Counts = Map<string, number>;
type Tugas = BerandaTugas;

const noQuery = laporanListQuerySchema.parse({});

/** The report figures every report role shares: one per tab (its statuses summed), from one grouped count. */
async function tabCounts(db: Db, auth: AuthContext, counts: Counts): Promise<Map<string, number>> {
  const byStatus = await statusCounts(db, auth, noQuery);
  for (const tab of LAPORAN_TABS)
    counts.set(
      `tab_${tab.key}`,
      tab.statuses.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0),
    );
  return byStatus;
}

/** The caller's reports that need `tindakan`, counted under their scope (the list's own condition). */
async function countTindakan(db: Db, auth: AuthContext, tindakan: TindakanLaporan): Promise<number> {
  return countRows(db, and(laporanScope(auth), tindakanCondition(tindakan, inline(), todayJakarta())) as SQL);
}

/** The reporter: objects to hand over, bills to pay, requests to answer (each with its day), and their reports. */
async function individu(db: Db, auth: AuthContext, counts: Counts): Promise<Tugas[]> {
  const scope = laporanScope(auth);
  const now = new Date().toISOString();
  const [kirim, bayar, tautan] = await Promise.all([
    rows<Tugas>(
      db,
      sql`select 'kirim_og' as jenis, o.laporan_id::int as laporan_id, laporans.nosig as nomor, r.uraian,
            o.batas_serah::text as batas, null::int as og_id
          from objek_gratifikasis o join laporans on laporans.id = o.laporan_id
          join rincian_laporans r on r.id = o.rincian_id
          where ${scope} and ${OG_KIRIM_SQL} order by o.batas_serah asc nulls last, o.id limit ${TUGAS_MAX}`,
    ),
    rows<Tugas>(
      db,
      sql`select 'bayar' as jenis, t.laporan_id::int as laporan_id, laporans.nosig as nomor,
            'Surat tagihan ' || t.nomor as uraian,
            (select min(o.batas_serah)::text from objek_gratifikasis o where o.rincian_id = t.rincian_id) as batas,
            null::int as og_id
          from piutang_tagihans t join laporans on laporans.id = t.laporan_id
          where ${scope} and ${TAGIHAN_TERBUKA_SQL} order by batas asc nulls last, t.id limit ${TUGAS_MAX}`,
    ),
    rows<Tugas>(
      db,
      sql`select 'tautan' as jenis, l.laporan_id::int as laporan_id, laporans.nosig as nomor,
            'Permintaan KPK melalui tautan' as uraian,
            to_char(l.expires_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as batas, null::int as og_id
          from laporan_public_links l join laporans on laporans.id = l.laporan_id
          where ${scope} and ${tautanTerbukaSql(now)} order by l.expires_at asc limit ${TUGAS_MAX}`,
    ),
    tabCounts(db, auth, counts),
    ...(['kirim_og', 'bayar', 'tautan'] as const).map(async (k) =>
      counts.set(k, await countTindakan(db, auth, k)),
    ),
  ]);
  return [...kirim, ...bayar, ...tautan];
}

/** The UPG: what waits to be forwarded (the 10 HK clock, the late first), and its employees' reports. */
async function upg(db: Db, auth: AuthContext, counts: Counts): Promise<Tugas[]> {
  const scope = laporanScope(auth);
  const [tugas, byStatus, lewat, terlambat] = await Promise.all([
    rows<Tugas>(
      db,
      sql`select 'teruskan' as jenis, laporans.id::int as laporan_id, laporans.nosig as nomor,
            coalesce((select p.nama from pelapors p where p.id = laporans.pelapor_id), '-') as uraian,
            laporans.batas_teruskan::text as batas, null::int as og_id
          from laporans where ${scope} and laporans.status = ${STATUS_LAPORAN.DITERIMA_UPG}
          order by laporans.batas_teruskan asc nulls last, laporans.id limit ${TUGAS_MAX}`,
    ),
    tabCounts(db, auth, counts),
    countTindakan(db, auth, 'lewat_teruskan'),
    countRows(db, and(scope, eq(laporans.is_terlambat, true)) as SQL),
  ]);
  counts.set('teruskan', byStatus.get(STATUS_LAPORAN.DITERIMA_UPG) ?? 0);
  counts.set('lewat_teruskan', lewat);
  counts.set('terlambat', terlambat);
  return tugas;
}

/** Data entry: the drafts to finish (their reporting deadline first) and the reports entered. */
async function dataEntry(db: Db, auth: AuthContext, counts: Counts): Promise<Tugas[]> {
  const scope = laporanScope(auth);
  const [tugas, byStatus, terlambat] = await Promise.all([
    rows<Tugas>(
      db,
      sql`select 'draf' as jenis, laporans.id::int as laporan_id, laporans.nosig as nomor,
            coalesce((select p.nama from pelapors p where p.id = laporans.pelapor_id), '-') as uraian,
            laporans.batas_lapor::text as batas, null::int as og_id
          from laporans where ${scope} and laporans.status = ${STATUS_LAPORAN.DRAFT}
          order by laporans.batas_lapor asc nulls last, laporans.id desc limit ${TUGAS_MAX}`,
    ),
    tabCounts(db, auth, counts),
    countRows(db, and(scope, eq(laporans.is_terlambat, true)) as SQL),
  ]);
  counts.set('draf', byStatus.get(STATUS_LAPORAN.DRAFT) ?? 0);
  counts.set('terlambat', terlambat);
  return tugas;
}

const finalStates = sql.raw(`(${OG_FINAL.map((s) => `'${s}'`).join(', ')})`);

/** The objects still owed to the state, by what they wait for (the object manager's and the admin's figures). */
async function ogCounts(db: Db, counts: Counts): Promise<void> {
  const [og] = await rows<Record<string, number>>(
    db,
    sql`select count(*) filter (where state = 'DIHARAPKAN')::int as og_belum_diterima,
          count(*) filter (where state = 'DITERIMA')::int as og_verifikasi,
          count(*) filter (where kepemilikan in ${MILIK_NEGARA_SQL} and state not in ${finalStates})::int as og_belum_serah,
          count(*) filter (where kepemilikan in ${MILIK_NEGARA_SQL} and state not in ${finalStates}
            and batas_serah < ${todayJakarta()})::int as og_lewat_serah
        from objek_gratifikasis`,
  );
  for (const [k, v] of Object.entries(og ?? {})) counts.set(k, v);
}

/** The state-owned objects not yet out of the KPK's hands, the nearest handover day first. */
function ogTugas(db: Db): Promise<Tugas[]> {
  return rows<Tugas>(
    db,
    sql`select case when o.state = 'DIHARAPKAN' then 'terima_og' else 'serah_og' end as jenis,
          o.laporan_id::int as laporan_id, l.nosig as nomor, o.kode || ' · ' || r.uraian as uraian,
          o.batas_serah::text as batas, o.id::int as og_id
        from objek_gratifikasis o join laporans l on l.id = o.laporan_id
        join rincian_laporans r on r.id = o.rincian_id
        where o.kepemilikan in ${MILIK_NEGARA_SQL} and o.state not in ${finalStates}
        order by o.batas_serah asc nulls last, o.id limit ${TUGAS_MAX}`,
  );
}

/** The object manager: objects to receive and verify, handover days, and the bills still open or past their day. */
async function pengelolaOg(db: Db, counts: Counts): Promise<Tugas[]> {
  const [tagihan, tugas] = await Promise.all([
    rows<Record<string, number>>(
      db,
      sql`select count(*)::int as tagihan_belum_lunas,
            count(*) filter (where exists (select 1 from objek_gratifikasis o
              where o.rincian_id = t.rincian_id and o.batas_serah < ${todayJakarta()}))::int as tagihan_lewat
          from piutang_tagihans t where ${TAGIHAN_TERBUKA_SQL}`,
    ),
    ogTugas(db),
    ogCounts(db, counts),
  ]);
  for (const [k, v] of Object.entries(tagihan[0] ?? {})) counts.set(k, v);
  return tugas;
}

/** The KPK admin: the objects still owed to the state, and the record-trace requests kept. */
async function admin(db: Db, counts: Counts): Promise<Tugas[]> {
  const [tugas, permintaan] = await Promise.all([
    ogTugas(db),
    rows<{ n: number }>(db, sql`select count(*)::int as n from riwayat_permintaans where deleted_at is null`),
    ogCounts(db, counts),
  ]);
  counts.set('riwayat_permintaan', permintaan[0]?.n ?? 0);
  return tugas;
}

/**
 * The PPG team: the year's figures of the PPG dashboard (the same cached queries), and the member's own
 * verifications. Their work has no laporan deadlines, so no tasks.
 */
async function ppg(db: Db, auth: AuthContext, counts: Counts): Promise<Tugas[]> {
  const tahun = Number(todayJakarta().slice(0, 4));
  const [d, saya] = await Promise.all([
    dasborPpg(db, tahun),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ppg_verifikasis where tahun = ${tahun} and anggota_user_id = ${auth.user.id}`,
    ),
  ]);
  const rencana = (s: string) => d.rencana.per_status.find((r) => r.status === s)?.jumlah ?? 0;
  const verifikasi = (s: string) => d.verifikasi.per_status.find((r) => r.status === s)?.jumlah ?? 0;
  counts.set('ppg_peserta', d.peserta);
  counts.set('ppg_rencana_diajukan', rencana('submit'));
  counts.set('ppg_rencana_disetujui', rencana('approved'));
  counts.set('ppg_verifikasi_katim', verifikasi('REVIEW_KATIM'));
  counts.set('ppg_verifikasi_gh', verifikasi('REVIEW_GH'));
  counts.set('ppg_verifikasi_saya', saya[0]?.n ?? 0);
  counts.set('ppg_risiko_very_high', d.risiko.find((r) => r.band === 'VERY HIGH')?.instansi ?? 0);
  counts.set('ppg_intervensi', d.intervensi.jumlah);
  return [];
}

/** `GET beranda`: the caller's home figures (keys of the role's figures, in order) and nearest tasks. */
export async function berandaOf(db: Db, auth: AuthContext): Promise<Beranda> {
  const role = auth.activeRole;
  if (!isBerandaRole(role)) throw new AppError('FORBIDDEN');
  const counts: Counts = new Map();
  let tugas: Tugas[];
  if (role === 'individu') tugas = await individu(db, auth, counts);
  else if (role === 'upg') tugas = await upg(db, auth, counts);
  else if (role === 'data_entry') tugas = await dataEntry(db, auth, counts);
  else if (role === 'admin_pengelola_OG') tugas = await pengelolaOg(db, counts);
  else if ((PPG_ROLES as readonly string[]).includes(role)) tugas = await ppg(db, auth, counts);
  else tugas = await admin(db, counts);
  tugas.sort((a, b) => (a.batas ?? '9999').localeCompare(b.batas ?? '9999'));
  return {
    figures: berandaFigures(role, Number(todayJakarta().slice(0, 4))).map((f) => ({
      key: f.key,
      count: counts.get(f.key) ?? 0,
    })),
    tugas: tugas.slice(0, TUGAS_MAX),
  };
}
