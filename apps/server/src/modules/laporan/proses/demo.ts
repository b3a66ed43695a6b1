import { addWorkingDays, roleByName, workflowStepPath } from '@gratifikasi/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { laporans, pelapors, rincian_laporans, role_users, sessions, users } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { issueTokenPair } from '../../auth/tokens';
import { approveInSimulator } from '../../eoffice/simulate';
import { seedDemoObjek } from '../../og/demo';
import { todayJakarta } from '../lookups';
import { EOFFICE_ACTOR, PATH_ALL_NL, PATH_TO_SK, type ScenarioRefs, scenarioFields } from './scenario';

type App = FastifyInstance & { ctx: ServerContext };
type Step = readonly [step: string, decision: string, role: string];

const DEMO_USERNAMES: Record<string, string> = {
  koordinator: 'koordinator',
  ketua_group: 'ketua_group',
  ketua_tim: 'ketua_tim',
  anggota_tim: 'anggota_tim',
  direktur: 'direktur',
  deputi: 'deputi',
  pimpinan: 'pimpinan',
  'Administrasi/Sekretaris': 'sekretaris',
  individu: 'individu',
  admin_pengelola_OG: 'admin_pengelola_og',
};

async function idByKode(db: Db, key: string, kode: string): Promise<number | null> {
  const table = masterTableOf(key);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(masterColumn(table, 'kode'), kode), isNull(table.deleted_at)))
    .limit(1);
  return row?.id ?? null;
}

/** A session for a demo account in one of its roles, as a login would make it (no password round trip). */
export async function bearerFor(db: Db, username: string, role: string): Promise<string | null> {
  const [access] = await db
    .select({ user_id: users.id, access_id: role_users.id })
    .from(users)
    .innerJoin(role_users, eq(role_users.user_id, users.id))
    .where(and(eq(users.username, username), eq(role_users.role_id, roleByName(role as never).id)))
    .limit(1);
  if (!access) return null;
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        user_id: access.user_id,
        access_id: access.access_id,
        ip: '127.0.0.1',
        user_agent: 'demo-seed',
      })
      .returning({ id: sessions.id });
    if (!session) throw new Error('demo session');
    return (await issueTokenPair(tx, session.id)).access_token;
  });
}

type DemoCall = (role: string, method: 'GET' | 'POST', url: string, payload?: unknown) => Promise<unknown>;

/**
 * One decision of a demo path, as the screens take it; a numbering step's by the e-office simulator's approver,
 * which numbers and issues the letter (the only way a decision letter is numbered).
 */
export async function demoStep(
  app: App,
  call: DemoCall,
  id: number,
  [step, decision, role]: Step,
  refs: ScenarioRefs,
) {
  if (role === EOFFICE_ACTOR) return approveInSimulator(app.ctx, id, step, refs.today);
  const aksi = (await call(role, 'GET', `laporan/${id}/aksi`)) as { version: number };
  await call(role, 'POST', workflowStepPath(id, step), {
    keputusan: decision,
    versi: aksi.version,
    ...scenarioFields(step, decision, refs),
  });
}

/** What each demo report is: how far its path goes, and the facts that shape it. */
interface Plan {
  path: readonly Step[];
  level: string;
  nl?: boolean;
  /** The SK rules the item the recipient's (an object to return). */
  penerima?: boolean;
}

/** Every stopping point of the path, twice: so each demo role's inbox has work on first start. */
function plans(): Plan[] {
  const toSk = (n: number, level = 'ESELON_II'): Plan => ({ path: PATH_TO_SK.slice(0, n), level });
  const out: Plan[] = [];
  for (let n = 0; n <= PATH_TO_SK.length; n++) out.push(toSk(n), toSk(n));
  // A director-signed SK and a leadership-signed one, each to its end.
  out.push({
    path: [...PATH_TO_SK.slice(0, 16), ['f70', 'ditandatangani_direktur', 'direktur']],
    level: 'ESELON_III',
  });
  out.push({
    path: [...PATH_TO_SK.slice(0, 16), ['f70', 'teruskan', 'direktur'], ['f72', 'teruskan', 'deputi']],
    level: 'PN_TINGGI',
  });
  // An SK that rules the object the recipient's: the object manager returns it (issue 12).
  out.push({ path: PATH_TO_SK, level: 'ESELON_II', penerima: true });
  // Waiting on the reporter: an incomplete report and a request for a response.
  const toF3b = PATH_TO_SK.slice(0, 10);
  out.push({ path: [...toF3b, ['f3b', 'tidak_lengkap', 'ketua_group']], level: 'ESELON_II' });
  out.push({ path: [...toF3b, ['f3b', 'minta_tanggapan', 'ketua_group']], level: 'ESELON_II' });
  // Returned to the member by the team leader.
  out.push({ path: [...PATH_TO_SK.slice(0, 3), ['f34', 'kembalikan', 'ketua_tim']], level: 'ESELON_II' });
  // All items on the negative list, at every step of the SP3 chain.
  for (let n = 8; n <= PATH_ALL_NL.length; n++)
    out.push({ path: PATH_ALL_NL.slice(0, n), level: 'ESELON_II', nl: true });
  return out;
}

/**
 * The demo's work in progress (issue 10 "Demo data"): a few dozen reports filed by the demo reporter and moved by
 * the demo staff through the API itself — the same calls the screens make — so history, clocks and numbers are
 * consistent. Runs once, on a database without reports, when demo seeding is on.
 */
export async function seedDemoWork(app: App): Promise<number> {
  const db = app.ctx.db;
  const [existing] = await db.select({ n: count() }).from(laporans);
  if ((existing?.n ?? 0) > 0) return 0;
  const tokens = new Map<string, string>();
  for (const [role, username] of Object.entries(DEMO_USERNAMES)) {
    const token = await bearerFor(db, username, role);
    if (!token) return 0;
    tokens.set(role, token);
  }
  const [pelapor] = await db
    .select({ id: pelapors.id })
    .from(pelapors)
    .innerJoin(users, eq(users.id, pelapors.user_id))
    .where(eq(users.username, 'individu'))
    .limit(1);
  const ids = {
    peristiwa: await idByKode(db, 'jenis-peristiwa', 'KUNJUNGAN_KERJA'),
    hubungan: await idByKode(db, 'hubungan-pemberi-penerima', 'REKANAN'),
    barang: await idByKode(db, 'jenis-penerimaan', 'BARANG'),
    objek: await idByKode(db, 'jenis-objek', 'ELEKTRONIK'),
    grup: await idByKode(db, 'grup', 'GRUP_1'),
    unsur: await idByKode(db, 'unsur-nl', 'SEMINAR_KIT'),
  };
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'anggota_tim'));
  if (!pelapor || !ids.peristiwa || !ids.grup || !member) return 0;
  const call = async (role: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${tokens.get(role)}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (res.statusCode !== 200) throw new Error(`demo ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const today = todayJakarta();
  let filed = 0;
  const at = new Map<string, number>();
  for (const [i, plan] of plans().entries()) {
    const saved = await call('individu', 'POST', 'laporan/save', {
      pelapor_id: pelapor.id,
      jenis_peristiwa_id: ids.peristiwa,
      tempat_penerimaan: ['Kantor Pusat', 'Hotel Mulia, Jakarta', 'Gedung Sate, Bandung'][i % 3],
      tanggal_penerimaan: addWorkingDays(today, -(1 + (i % 9))),
      hubungan_pemberi_penerima_id: ids.hubungan,
      nama_pemberi: ['PT Maju Jaya', 'CV Sentosa Abadi', 'PT Nusantara Karya'][i % 3],
      instansi_pemberi: 'Rekanan pengadaan',
      alamat_pemberi: 'Jl. Sudirman 1, Jakarta',
      kronologi: plan.nl
        ? 'Peserta rapat koordinasi menerima seminar kit dari panitia penyelenggara.'
        : 'Pemberi menyerahkan bingkisan setelah rapat koordinasi pengadaan di kantor.',
      rincian: [
        {
          jenis_penerimaan_id: ids.barang,
          jenis_objek_id: ids.objek,
          uraian: plan.nl ? 'Tas dan alat tulis seminar' : ['Telepon genggam', 'Jam tangan', 'Laptop'][i % 3],
          jumlah: 1,
          nilai_taksiran: String(plan.nl ? 350_000 : 1_500_000 + (i % 7) * 750_000),
        },
      ],
      pernyataan_benar: true,
    });
    const id: number = saved.laporan.id;
    const items = await db
      .select({ id: rincian_laporans.id })
      .from(rincian_laporans)
      .where(eq(rincian_laporans.laporan_id, id));
    const refs: ScenarioRefs = {
      rincianIds: items.map((r) => r.id),
      grupId: ids.grup,
      anggotaUserId: member.id,
      levelId: (await idByKode(db, 'level', plan.level)) ?? 0,
      today,
      unsurNlId: plan.nl ? ids.unsur : null,
      kepemilikan: plan.penerima ? Object.fromEntries(items.map((r) => [r.id, 'MILIK_PENERIMA'])) : {},
    };
    for (const [step, decision, role] of plan.path)
      await demoStep(app, call, id, [step, decision, role], refs);
    const end =
      plan.path.length === PATH_TO_SK.length ? 'selesai' : (PATH_TO_SK[plan.path.length]?.[0] ?? '');
    if (!plan.nl && !at.has(end)) at.set(end, id);
    filed++;
  }
  // Requests on a report (issue 10 §2.9): an SK cancellation waiting on the group head, a deletion on the director.
  const selesai = at.get('selesai');
  if (selesai) {
    await call('anggota_tim', 'POST', 'laporan/pembatalan', {
      laporan_id: selesai,
      alasan: 'Nilai taksiran pada SK keliru; SK perlu ditetapkan ulang setelah analisis diperbaiki.',
      kembali_ke: 'f60',
    });
  }
  const f30 = at.get('f30');
  if (f30) {
    const asked = await call('anggota_tim', 'POST', `laporan/${f30}/fxx-permintaan-hapus`, {
      alasan: 'Laporan ganda: pelapor mengirim laporan yang sama dua kali.',
    });
    await call('ketua_group', 'POST', `laporan/penghapusan/${asked.id}/keputusan`, {
      keputusan: 'setuju',
      versi: asked.version,
    });
  }
  // Objects at various points of their custody (issue 12).
  await seedDemoObjek(db, call, today);
  // The demo sessions were only for seeding.
  await db
    .update(sessions)
    .set({ revoked_at: new Date(), revoked_reason: 'logout' })
    .where(eq(sessions.user_agent, 'demo-seed'));
  return filed;
}
