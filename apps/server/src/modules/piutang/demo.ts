import { canonicalNotification, roleByName } from '@gratifikasi/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import {
  laporans,
  og_status_kepemilikans,
  pelapors,
  piutang_tagihans,
  rincian_laporans,
  sessions,
  users,
} from '../../db/schema';
import { createPaymentGateway } from '../../platform/payment';
import { todayJakarta } from '../laporan/lookups';
import { bearerFor, demoStep } from '../laporan/proses/demo';
import { PATH_TO_SK } from '../laporan/proses/scenario';
import { kursPajakFixture } from './testing';

type App = FastifyInstance & { ctx: ServerContext };

/** The demo's rates for USD: the BI rate on the day of receipt and the week's tax rate (KMK). */
const USD_KURS = '16250.0000';
const USD_KURS_PAJAK = '16180.5000';

/**
 * The receivables' demo (issue 12 "Demo data"), through the same calls as the screens: a report with a USD-valued
 * item walked to its SK (decided state-owned, its bill left for the numbering screen to issue), and an IDR bill on a
 * demo report issued and half paid through the simulator's signed callback. Runs once, after the demo's reports.
 */
export async function seedDemoPiutang(app: App): Promise<number> {
  const db = app.ctx.db;
  const [done] = await db.select({ n: count() }).from(piutang_tagihans);
  if ((done?.n ?? 0) > 0) return 0;
  const roles = [
    'individu',
    'koordinator',
    'ketua_group',
    'ketua_tim',
    'anggota_tim',
    'direktur',
    'deputi',
    'Administrasi/Sekretaris',
  ];
  const tokens = new Map<string, string>();
  for (const role of roles) {
    const username =
      role === 'Administrasi/Sekretaris' ? 'sekretaris' : roleByName(role as never).demoUsername;
    const token = await bearerFor(db, username, role);
    if (!token) return 0;
    tokens.set(role, token);
  }
  const call = async (role: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${tokens.get(role)}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (res.statusCode !== 200)
      throw new Error(`demo piutang ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const kode = async (key: string, k: string) => {
    const [row] = await db
      .execute(sql`select id from ${sql.identifier(key)} where kode = ${k} and deleted_at is null limit 1`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    return row?.id ?? null;
  };
  const today = todayJakarta();
  await db.execute(sql`insert into kurs (mata_uang_id, tanggal, nilai, sumber)
    select id, ${today}, ${USD_KURS}, 'Demo' from mata_uangs where kode = 'USD' and deleted_at is null limit 1`);
  await kursPajakFixture(db, 'USD', USD_KURS_PAJAK, today);

  const [pelapor] = await db
    .select({ id: pelapors.id })
    .from(pelapors)
    .innerJoin(users, eq(users.id, pelapors.user_id))
    .where(eq(users.username, 'individu'))
    .limit(1);
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'anggota_tim'));
  if (!pelapor || !member) return 0;
  const saved = await call('individu', 'POST', 'laporan/save', {
    pelapor_id: pelapor.id,
    jenis_peristiwa_id: await kode('jenis_peristiwas', 'KUNJUNGAN_KERJA'),
    tempat_penerimaan: 'Hotel Mulia, Jakarta',
    tanggal_penerimaan: today,
    hubungan_pemberi_penerima_id: await kode('hubungan_pemberi_penerimas', 'REKANAN'),
    nama_pemberi: 'Global Trade Corp.',
    instansi_pemberi: 'Rekanan luar negeri',
    alamat_pemberi: 'Singapura',
    kronologi: 'Pemberi menyerahkan jam tangan bernilai tinggi setelah pertemuan kerja sama.',
    rincian: [
      {
        jenis_penerimaan_id: await kode('jenis_penerimaans', 'BARANG'),
        jenis_objek_id: await kode('jenis_objeks', 'ELEKTRONIK'),
        uraian: 'Jam tangan pintar (dinilai dalam USD)',
        jumlah: 1,
        nilai_taksiran: '1000.50',
        mata_uang_kode: 'USD',
      },
    ],
    pernyataan_benar: true,
  });
  const id: number = saved.laporan.id;
  const items = await db
    .select({ id: rincian_laporans.id })
    .from(rincian_laporans)
    .where(eq(rincian_laporans.laporan_id, id));
  const refs = {
    rincianIds: items.map((r) => r.id),
    grupId: (await kode('grups', 'GRUP_1')) ?? 0,
    anggotaUserId: member.id,
    levelId: (await kode('levels', 'ESELON_II')) ?? 0,
    today,
    unsurNlId: null,
  };
  for (const step of PATH_TO_SK) await demoStep(app, call, id, step, refs);

  // An IDR bill on another decided demo report, issued by the secretariat and half paid at the simulated bank.
  const [idr] = await db
    .select({ rincian_id: og_status_kepemilikans.rincian_id })
    .from(og_status_kepemilikans)
    .innerJoin(laporans, eq(laporans.id, og_status_kepemilikans.laporan_id))
    .where(
      and(
        eq(og_status_kepemilikans.status, 'MILIK_NEGARA'),
        isNull(laporans.deleted_at),
        sql`${laporans.id} <> ${id}`,
      ),
    )
    .limit(1);
  let made = 0;
  if (idr) {
    const tagihan = await call('Administrasi/Sekretaris', 'POST', 'piutang/tagihan', {
      rincian_id: idr.rincian_id,
    });
    made++;
    const half = (Number(tagihan.nilai) / 2).toFixed(2);
    const n = {
      notification_id: 'DEMO-BANK-0001',
      va: tagihan.va,
      jumlah: half,
      mata_uang: 'IDR',
      dibayar_at: new Date().toISOString(),
    };
    await app.inject({
      method: 'POST',
      url: '/api/pembayaran/notifikasi',
      headers: { 'x-signature': createPaymentGateway(app.ctx.config).sign(canonicalNotification(n)) },
      payload: n,
    });
  }
  await db
    .update(sessions)
    .set({ revoked_at: new Date(), revoked_reason: 'logout' })
    .where(eq(sessions.user_agent, 'demo-seed'));
  return made;
}
