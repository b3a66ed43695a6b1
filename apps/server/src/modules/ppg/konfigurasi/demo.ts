import { defaultJadwal, jadwalDatar, roleByName } from '@gratifikasi/domain';
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { ppg_indikator_sets } from '../../../db/schema';
import { todayJakarta } from '../../laporan/lookups';
import { bearerFor } from '../../laporan/proses/demo';
import { CONTOH_INDIKATOR, CONTOH_LEVEL, PESERTA_DEMO } from './fixtures';

type App = FastifyInstance & { ctx: ServerContext };
/** What the demo reads back from the calls it makes. */
interface Data {
  id: number;
  revisi: number;
  version: number;
  ada?: boolean;
  indikators: { id: number }[];
}
type Call = (role: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => Promise<Data>;

/** Ids of a master's rows by kode. */
async function idsByKode(db: Db, table: string, kodes: readonly string[]): Promise<Map<string, number>> {
  const res = await db.execute(
    sql`select id, kode from ${sql.identifier(table)} where deleted_at is null and kode in (${sql.join(
      kodes.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
  const rows = (res as unknown as { rows: { id: number; kode: string }[] }).rows;
  return new Map(rows.map((r) => [r.kode, Number(r.id)]));
}

/** The indicator set of the fixtures, with the parameters' ids. */
export async function indikatorBody(db: Db) {
  const params = await idsByKode(db, 'parameter_monevs', [
    ...new Set(CONTOH_INDIKATOR.map((i) => i.parameter)),
  ]);
  return CONTOH_INDIKATOR.map(({ parameter, ...i }) => ({
    ...i,
    parameter_monev_id: params.get(parameter) ?? null,
  }));
}

/** Levels of the fixtures for every indicator of a score set's detail. */
export async function levelBody(db: Db, indikators: readonly { id: number }[]) {
  const kriteria = await idsByKode(
    db,
    'kriteria_skor_monevs',
    CONTOH_LEVEL.map((l) => l.kriteria),
  );
  return indikators.flatMap((ind) =>
    CONTOH_LEVEL.map((l) => ({
      indikator_id: ind.id,
      kriteria_skor_monev_id: kriteria.get(l.kriteria) ?? 0,
      skor: l.skor,
      deskripsi: l.deskripsi,
    })),
  );
}

/**
 * The PPG frame's demo (issue 25 §1), through the same calls as the screens: the current year's schedule and four
 * participants (the demo UPG's Kementerian Keuangan among them), an approved indicator set and score criteria, and
 * a second indicator version sent to the director, so the group head and the director have work on first start.
 * Runs once (nothing when any indicator set exists).
 */
export async function seedDemoKonfigurasi(app: App): Promise<number> {
  const db = app.ctx.db;
  const [done] = await db.select({ n: count() }).from(ppg_indikator_sets);
  if ((done?.n ?? 0) > 0) return 0;
  const tokens = new Map<string, string>();
  for (const role of ['ketua_group_ppg', 'direktur']) {
    const token = await bearerFor(db, roleByName(role as never).demoUsername, role);
    if (!token) return 0;
    tokens.set(role, token);
  }
  const call: Call = async (role, method, url, payload) => {
    const res = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${tokens.get(role)}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (res.statusCode >= 300)
      throw new Error(`demo ppg konfigurasi ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const tahun = Number(todayJakarta().slice(0, 4));
  const gh = 'ketua_group_ppg';

  const jadwal = await call(gh, 'GET', `konfigurasi-klop/${tahun}`);
  if (!jadwal.ada)
    await call(gh, 'PUT', `konfigurasi-klop/${tahun}`, { ...jadwalDatar(defaultJadwal(tahun)), revisi: 0 });
  const instansi = await idsByKode(db, 'instansis', PESERTA_DEMO);
  await call(gh, 'POST', `konfigurasi-klop/${tahun}/peserta`, { instansi_ids: [...instansi.values()] });

  const approve = async (base: string, id: number) => {
    const sent = await call(gh, 'POST', `${base}/${id}/keputusan`, {
      keputusan: 'kirim',
      versi: await versionOf(base, id),
    });
    await call('direktur', 'POST', `${base}/${id}/keputusan`, { keputusan: 'setuju', versi: sent.version });
  };
  const versionOf = async (base: string, id: number) =>
    (await call(gh, 'GET', `${base}/${id}`)).version as number;

  const v1 = await call(gh, 'POST', 'konfigurasi-indikator', { tahun });
  await call(gh, 'PUT', `konfigurasi-indikator/${v1.id}`, {
    revisi: v1.revisi,
    indikators: await indikatorBody(db),
  });
  await approve('konfigurasi-indikator', v1.id);

  const s1 = await call(gh, 'POST', 'kriteria-verif-skor', { tahun });
  const skor = await call(gh, 'GET', `kriteria-verif-skor/${s1.id}`);
  await call(gh, 'PUT', `kriteria-verif-skor/${s1.id}`, {
    revisi: skor.revisi,
    levels: await levelBody(db, skor.indikators),
  });
  await approve('kriteria-verif-skor', s1.id);

  // A second version: the evidence of the risk mapping sharpened and two weights moved, waiting for the director.
  const v2 = await call(gh, 'POST', 'konfigurasi-indikator', { tahun });
  const body = (await indikatorBody(db)).map((i) =>
    i.kode === 'K4.1'
      ? { ...i, bobot: 20, bukti: [...i.bukti, 'Laporan pemantauan mitigasi per triwulan'] }
      : i.kode === 'K1.2'
        ? { ...i, bobot: 5 }
        : i,
  );
  await call(gh, 'PUT', `konfigurasi-indikator/${v2.id}`, {
    revisi: v2.revisi,
    catatan: 'Bobot pemetaan risiko dinaikkan sesuai arahan evaluasi tahun lalu',
    indikators: body,
  });
  await call(gh, 'POST', `konfigurasi-indikator/${v2.id}/keputusan`, {
    keputusan: 'kirim',
    versi: await versionOf('konfigurasi-indikator', v2.id),
  });
  return 1;
}
