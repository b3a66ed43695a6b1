import { defaultJadwal, jadwalDatar, roleByName } from '@gratifikasi/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import { ppg_verifikasis } from '../../../db/schema';
import { todayJakarta } from '../../laporan/lookups';
import { bearerFor } from '../../laporan/proses/demo';
import { indikatorBody, levelBody } from '../konfigurasi/demo';
import { PESERTA_DEMO } from '../konfigurasi/fixtures';

type App = FastifyInstance & { ctx: ServerContext };
type Role = 'anggota_tim_ppg' | 'ketua_tim_ppg' | 'ketua_group_ppg' | 'direktur';
interface Data {
  id: number;
  revisi: number;
  version: number;
  ada?: boolean;
  items?: { id: number; instansi: { id: number; nama: string } }[];
  indikators: { id: number; kode: string }[];
  levels: { indikator_id: number; skor: number }[];
}

/**
 * Which level (0 the best) each demo participant's indicators got last year, indicator by indicator: Kementerian
 * Keuangan scored a little below this year (a rise in the year-on-year column), PT PLN below the intervention bar.
 */
const POLA: Readonly<Record<(typeof PESERTA_DEMO)[number], readonly number[]>> = {
  KEMENKEU: [1, 1, 0, 1, 1, 0, 1, 2],
  KEMENKES: [0, 0, 1, 0, 1, 0, 0, 1],
  'PEMPROV-JABAR': [1, 2, 1, 1, 2, 1, 2, 1],
  PLN: [2, 2, 3, 2, 1, 2, 3, 2],
};

/**
 * Last year's finished scores (issue 25 §3: the year-on-year column of `report-penilaian-ppg`), through the same
 * calls as the screens: the group head sets last year's schedule and participants, the director approves its
 * indicators and score criteria, the member scores the four demo participants and the chain (team leader, group
 * head, director) approves each, keeping its score. Run after the current year's verification demo; runs once
 * (nothing when last year has any verification).
 */
export async function seedDemoSkorTahunLalu(app: App): Promise<number> {
  const db = app.ctx.db;
  const lalu = Number(todayJakarta().slice(0, 4)) - 1;
  const [done] = await db.select({ n: count() }).from(ppg_verifikasis).where(eq(ppg_verifikasis.tahun, lalu));
  if ((done?.n ?? 0) > 0) return 0;
  const tokens = new Map<Role, string>();
  for (const role of ['anggota_tim_ppg', 'ketua_tim_ppg', 'ketua_group_ppg', 'direktur'] as const) {
    const token = await bearerFor(db, roleByName(role).demoUsername, role);
    if (!token) return 0;
    tokens.set(role, token);
  }
  const call = async (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${tokens.get(role)}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (res.statusCode >= 300)
      throw new Error(`demo skor tahun lalu ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as Data;
  };
  const gh = 'ketua_group_ppg';
  const rows = (await db.execute(
    sql`select id, kode from instansis where deleted_at is null and kode in (${sql.join(
      PESERTA_DEMO.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { id: number; kode: (typeof PESERTA_DEMO)[number] }[] };
  const kodeOf = new Map(rows.rows.map((r) => [Number(r.id), r.kode]));
  if (kodeOf.size === 0) return 0;

  const jadwal = await call(gh, 'GET', `konfigurasi-klop/${lalu}`);
  if (!jadwal.ada)
    await call(gh, 'PUT', `konfigurasi-klop/${lalu}`, { ...jadwalDatar(defaultJadwal(lalu)), revisi: 0 });
  await call(gh, 'POST', `konfigurasi-klop/${lalu}/peserta`, { instansi_ids: [...kodeOf.keys()] });
  const approve = async (base: string, id: number) => {
    const sent = await call(gh, 'POST', `${base}/${id}/keputusan`, {
      keputusan: 'kirim',
      versi: (await call(gh, 'GET', `${base}/${id}`)).version,
    });
    await call('direktur', 'POST', `${base}/${id}/keputusan`, { keputusan: 'setuju', versi: sent.version });
  };
  const v = await call(gh, 'POST', 'konfigurasi-indikator', { tahun: lalu });
  await call(gh, 'PUT', `konfigurasi-indikator/${v.id}`, {
    revisi: v.revisi,
    indikators: await indikatorBody(db),
  });
  await approve('konfigurasi-indikator', v.id);
  const s = await call(gh, 'POST', 'kriteria-verif-skor', { tahun: lalu });
  const skor = await call(gh, 'GET', `kriteria-verif-skor/${s.id}`);
  await call(gh, 'PUT', `kriteria-verif-skor/${s.id}`, {
    revisi: skor.revisi,
    levels: await levelBody(db, skor.indikators),
  });
  await approve('kriteria-verif-skor', s.id);

  const anggota = ((await call(gh, 'GET', 'approval-verifikasi/anggota')) as unknown as { id: number }[])[0];
  if (!anggota) return 0;
  await call(gh, 'POST', 'approval-verifikasi/buat', { tahun: lalu, anggota_user_id: anggota.id });
  const page = await call(
    'anggota_tim_ppg',
    'GET',
    `approval-verifikasi?tahun=${lalu}&peserta=ALL&per_page=100`,
  );
  const detail = (id: number) => call('anggota_tim_ppg', 'GET', `approval-verifikasi/${id}`);
  const decide = async (role: Role, id: number, keputusan: string) =>
    call(role, 'POST', `approval-verifikasi/${id}/keputusan`, {
      keputusan,
      versi: (await detail(id)).version,
    });
  let selesai = 0;
  for (const item of page.items ?? []) {
    const pola = POLA[kodeOf.get(item.instansi.id) ?? 'KEMENKEU'];
    const d = await detail(item.id);
    const nilai = d.indikators.map((ind, i) => {
      const skors = d.levels
        .filter((l) => l.indikator_id === ind.id)
        .map((l) => l.skor)
        .sort((a, b) => b - a);
      return {
        indikator_id: ind.id,
        skor: skors[Math.min(skors.length - 1, pola[i % pola.length] ?? 0)] ?? 0,
        catatan: `Bukti ${ind.kode} tahun ${lalu} telah diperiksa`,
      };
    });
    await call('anggota_tim_ppg', 'PUT', `approval-verifikasi/${item.id}`, { revisi: d.revisi, nilai });
    await decide('anggota_tim_ppg', item.id, 'kirim');
    await decide('ketua_tim_ppg', item.id, 'setuju');
    await decide(gh, item.id, 'setuju');
    await decide('direktur', item.id, 'setuju');
    selesai += 1;
  }
  return selesai;
}
