import {
  defaultJadwal,
  jendelaOf,
  jendelaRisiko,
  type RisikoBody,
  roleByName,
  type Triwulan,
  triwulanOf,
} from '@gratifikasi/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { ppg_identifikasi_risikos, users } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import type { AuthContext, RequestMeta } from '../../../platform/auth-context';
import { todayJakarta } from '../../laporan/lookups';
import { ppgActor } from '../diseminasi/scope';
import { jadwalTahun } from '../konfigurasi/klop/service';
import { createRisiko, simpanRealisasi } from './service';

type App = FastifyInstance & { ctx: ServerContext };

/** The four institutions with PPG demo data (their UPG accounts are made by the dissemination demo). */
const INSTANSI = [
  { username: 'upg', upg: 'UPG.KEMENKEU' },
  { username: 'upg_kemenkes', upg: 'UPG.KEMENKES' },
  { username: 'upg_jabar', upg: 'UPG.PEMPROV-JABAR' },
  { username: 'upg_jatim', upg: 'UPG.PEMPROV-JATIM' },
] as const;

/** One risk per band: [process, risk, cause, classification, probability, impact, mitigation, owner]. */
const RISIKO = [
  [
    'Pelayanan perizinan terpadu',
    'Pemohon memberikan uang terima kasih kepada petugas loket setelah izin terbit',
    'TATAP_MUKA',
    'PERIZINAN',
    'JARANG',
    'MODERAT',
    'Layanan perizinan daring penuh dan pengumuman larangan gratifikasi di loket',
    'Kepala Bidang Pelayanan',
  ],
  [
    'Pengadaan barang dan jasa',
    'Rekanan memberikan hadiah kepada pejabat pembuat komitmen menjelang pemilihan penyedia',
    'HUBUNGAN_REKANAN',
    'PENGADAAN',
    'JARANG',
    'SIGNIFIKAN',
    'Pakta integritas rekanan dan rotasi pejabat pengadaan',
    'Kepala Biro Pengadaan',
  ],
  [
    'Mutasi dan promosi pegawai',
    'Pegawai memberikan bingkisan kepada pejabat penilai untuk memperoleh promosi',
    'PROMOSI_TERTUTUP',
    'KEPEGAWAIAN',
    'MUNGKIN',
    'SANGAT_SIGNIFIKAN',
    'Seleksi terbuka berbasis sistem merit dan pengumuman hasil penilaian',
    'Kepala Biro Sumber Daya Manusia',
  ],
  [
    'Pemeriksaan dan pengawasan',
    'Pihak yang diperiksa menawarkan fasilitas perjalanan kepada tim pemeriksa',
    'TEMUAN_PEMERIKSAAN',
    'PENGAWASAN',
    'SERING',
    'SANGAT_SIGNIFIKAN',
    'Kode etik pemeriksa, larangan menerima fasilitas, dan pelaporan gratifikasi setiap penugasan',
    'Inspektur',
  ],
] as const;

/** Progress in quarters I and II, per risk. */
const PROGRES: Record<1 | 2, readonly number[]> = { 1: [40, 25, 30, 50], 2: [80, 60, 55, 90] };
const URAIAN: Record<1 | 2, string> = {
  1: 'Rencana mitigasi disosialisasikan kepada unit terkait dan langkah awal dilaksanakan.',
  2: 'Sebagian besar langkah mitigasi telah dilaksanakan; bukti terlampir.',
};

async function idByKode(db: Db, key: string, kode: string): Promise<number | null> {
  const t = masterTableOf(key);
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(masterColumn(t, 'kode'), kode), isNull(t.deleted_at)))
    .limit(1);
  return row?.id ?? null;
}

/** The demo UPG account as the services see a request of it (audit names the account). */
function requestOf(
  user: { id: number; username: string; name: string },
  upgId: number,
  upg: string,
): RequestMeta {
  const access = {
    id: 0,
    role_id: roleByName('upg').id,
    scope_type: 'upg',
    scope_id: upgId,
    scope_name: upg,
  };
  const auth: AuthContext = {
    user: { ...user, email: null, plh_gh_until: null },
    sessionId: 0,
    accesses: [access],
    directPermissionIds: [],
    activeAccess: access,
    activeRole: 'upg',
    permissions: new Set(),
  };
  return { id: 'demo-risiko', ip: '', headers: {}, auth };
}

/**
 * The four demo institutions' risk registers for the current year (issue 25 §2 "Demo data"): a risk in each band,
 * with mitigation progress in quarters I and II, through the same services as the screens, as each institution's
 * UPG. A quarter's progress is recorded as on the last day of its window (or today, when that is earlier), so it
 * passes the window rule as the UPG's own entry would have. Runs once (nothing when risks exist).
 */
export async function seedDemoRisiko(app: App): Promise<number> {
  const db = app.ctx.db;
  const [done] = await db.select({ n: count() }).from(ppg_identifikasi_risikos);
  if ((done?.n ?? 0) > 0) return 0;
  const codes = new Map<string, number>();
  for (const [key, list] of [
    ['penyebab-risiko', RISIKO.map((x) => x[2])],
    ['klasifikasi-risiko', RISIKO.map((x) => x[3])],
    ['probabilitas-risiko', RISIKO.map((x) => x[4])],
    ['dampak-kerugian', RISIKO.map((x) => x[5])],
  ] as const) {
    for (const kode of list) {
      const id = await idByKode(db, key, kode);
      if (id === null) return 0;
      codes.set(`${key}:${kode}`, id);
    }
  }
  const today = todayJakarta();
  const { tahun } = triwulanOf(today);
  const jadwal = (await jadwalTahun(db, tahun)) ?? defaultJadwal(tahun);
  const jendela = jendelaRisiko(jadwal);
  if (today < jendela.mulai) return 0;
  const padaRisiko = [today, jendela.selesai].sort()[0] as string;
  let made = 0;
  for (const inst of INSTANSI) {
    const upgId = await idByKode(db, 'upg', inst.upg);
    const [user] = await db
      .select({ id: users.id, username: users.username, name: users.name })
      .from(users)
      .where(eq(users.username, inst.username));
    if (!upgId || !user) continue;
    const request = requestOf(user, upgId, inst.upg);
    if (!request.auth) continue;
    const actor = await ppgActor(db, request.auth).catch(() => null);
    if (!actor) continue;
    for (const [i, [proses, risiko, penyebab, klasifikasi, p, d, mitigasi, pj]] of RISIKO.entries()) {
      const body: RisikoBody = {
        tahun,
        proses_layanan: proses,
        risiko,
        penyebab_risiko_id: codes.get(`penyebab-risiko:${penyebab}`) as number,
        uraian_penyebab: null,
        probabilitas_risiko_id: codes.get(`probabilitas-risiko:${p}`) as number,
        dampak_kerugian_id: codes.get(`dampak-kerugian:${d}`) as number,
        klasifikasi_risiko_id: codes.get(`klasifikasi-risiko:${klasifikasi}`) as number,
        rencana_mitigasi: mitigasi,
        penanggung_jawab: pj,
        tenggat: `${tahun}-${String(6 + i * 2).padStart(2, '0')}-30`,
      };
      const id = await createRisiko(db, request, actor, body, padaRisiko);
      made += 1;
      for (const tw of [1, 2] as const) {
        const w = jendelaOf(jadwal, 'realisasi', tw as Triwulan);
        const pada = [today, w.selesai].sort()[0] as string;
        if (pada < w.mulai) continue;
        await simpanRealisasi(
          db,
          request,
          actor,
          {
            identifikasi_id: id,
            triwulan: tw,
            progres: PROGRES[tw][i] ?? 50,
            uraian: URAIAN[tw],
            revisi: 0,
          },
          pada,
        );
        made += 1;
      }
    }
  }
  return made;
}
