import { hitungSkor, type TahapPpg } from '@gratifikasi/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { todayJakarta } from '../../laporan/lookups';
import { seedDemoKonfigurasi } from '../konfigurasi/demo';
import { HITUNG_ULANG_SKOR_JOB } from '../konfigurasi/kind';

/**
 * Issue 25 §3: a score-criteria version approved after scores were kept. The durable job scores every finished
 * verification of the year again at it (set-based SQL, equal to domain hitungSkor), keeps the earlier score as
 * history, and every reader takes the one in force; a verification finished later under the earlier version is
 * scored at the one in force as well.
 */
let t: TestApp;
type Call = ReturnType<typeof caller>;
let anggota: Call;
let katim: Call;
let gh: Call;
let direktur: Call;
const tahun = Number(todayJakarta().slice(0, 4));

interface Detail {
  id: number;
  revisi: number;
  version: number;
  instansi: { id: number };
  indikators: { id: number; kode: string; tahap: number; bobot: number }[];
  levels: { indikator_id: number; skor: number }[];
}
const detail = async (id: number): Promise<Detail> =>
  (await gh('GET', `/api/approval-verifikasi/${id}`)).json().data;
const decide = async (who: Call, id: number, keputusan: string) => {
  const res = await who('POST', `/api/approval-verifikasi/${id}/keputusan`, {
    keputusan,
    versi: (await detail(id)).version,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.status as string;
};
/** Scores every indicator at 75 (Baik) and sends it; `sampai` says how far up the chain it goes. */
async function verifikasi(id: number, sampai: 'REVIEW_DIREKTUR' | 'SELESAI'): Promise<Detail> {
  const d = await detail(id);
  const nilai = d.indikators.map((i) => ({
    indikator_id: i.id,
    skor: 75,
    catatan: `Bukti ${i.kode} diperiksa`,
  }));
  const saved = await anggota('PUT', `/api/approval-verifikasi/${id}`, { revisi: d.revisi, nilai });
  expect(saved.statusCode, saved.body).toBe(200);
  await decide(anggota, id, 'kirim');
  await decide(katim, id, 'setuju');
  expect(await decide(gh, id, 'setuju')).toBe('REVIEW_DIREKTUR');
  if (sampai === 'SELESAI') expect(await decide(direktur, id, 'setuju')).toBe('SELESAI');
  return d;
}

interface Kept {
  verifikasi_id: number;
  skor_versi: number;
  total: number;
  berlaku: boolean;
  sumber: string;
}
const kept = async (): Promise<Kept[]> =>
  rowsOf<Kept>(
    await t.database.db.execute(sql`
      select k.verifikasi_id, s.versi as skor_versi, k.total::float8 as total, k.berlaku, k.sumber
      from ppg_skor_instansis k join ppg_skor_sets s on s.id = k.skor_set_id
      where k.tahun = ${tahun} order by k.verifikasi_id, s.versi`),
  );

let selesai: Detail;
let tertunda: number;
let v2Levels: { indikator_id: number; skor: number }[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoKonfigurasi(t.app);
  anggota = caller(t.app, await loginAs(t.app, 'anggota_tim_ppg'));
  katim = caller(t.app, await loginAs(t.app, 'ketua_tim_ppg'));
  gh = caller(t.app, await loginAs(t.app, 'ketua_group_ppg'));
  direktur = caller(t.app, await loginAs(t.app, 'direktur'));
  const members = (await gh('GET', '/api/approval-verifikasi/anggota')).json().data as { id: number }[];
  const made = await gh('POST', '/api/approval-verifikasi/buat', { tahun, anggota_user_id: members[0]?.id });
  expect(made.statusCode, made.body).toBe(200);
  const items = (await gh('GET', `/api/approval-verifikasi?tahun=${tahun}`)).json().data.items as {
    id: number;
  }[];
  selesai = await verifikasi(items[0]?.id ?? 0, 'SELESAI');
  tertunda = items[1]?.id ?? 0;
  await verifikasi(tertunda, 'REVIEW_DIREKTUR');
}, 600_000);
afterAll(() => t.close());

describe('a later score-criteria version', () => {
  it('is approved by the director and queues one recompute, committed with the approval', async () => {
    expect(await kept()).toEqual([
      { verifikasi_id: selesai.id, skor_versi: 1, total: 75, berlaku: true, sumber: 'persetujuan' },
    ]);
    const res = await gh('POST', '/api/kriteria-verif-skor', { tahun });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const d = (await gh('GET', `/api/kriteria-verif-skor/${id}`)).json().data;
    expect(d.versi).toBe(2);
    // The best level of every indicator now scores 90: a 75 weighs 75/90 of the indicator.
    const levels = d.indikators.flatMap(
      (ind: { id: number; levels: { kriteria_skor_monev_id: number; skor: number; deskripsi: string }[] }) =>
        ind.levels.map((l) => ({
          indikator_id: ind.id,
          kriteria_skor_monev_id: l.kriteria_skor_monev_id,
          skor: l.skor === 100 ? 90 : l.skor,
          deskripsi: l.deskripsi,
        })),
    );
    v2Levels = levels;
    const saved = await gh('PUT', `/api/kriteria-verif-skor/${id}`, { revisi: d.revisi, levels });
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await gh('POST', `/api/kriteria-verif-skor/${id}/keputusan`, {
      keputusan: 'kirim',
      versi: (await gh('GET', `/api/kriteria-verif-skor/${id}`)).json().data.version,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const ok = await direktur('POST', `/api/kriteria-verif-skor/${id}/keputusan`, {
      keputusan: 'setuju',
      versi: sent.json().data.version,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const jobs = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from jobs where name = ${HITUNG_ULANG_SKOR_JOB} and payload->>'skor_set_id' = ${String(id)}`,
      ),
    );
    expect(jobs[0]?.n).toBe(1);
  });

  it('rescores the finished verification as domain hitungSkor does, keeping the earlier score as history', async () => {
    await t.app.ctx.jobs.drain();
    const expected = hitungSkor(
      selesai.indikators.map((i) => ({ id: i.id, tahap: i.tahap as TahapPpg, bobot: Number(i.bobot) })),
      v2Levels,
      selesai.indikators.map((i) => ({ indikator_id: i.id, skor: 75 })),
    );
    expect(expected.total).toBeGreaterThan(75);
    expect(await kept()).toEqual([
      { verifikasi_id: selesai.id, skor_versi: 1, total: 75, berlaku: false, sumber: 'persetujuan' },
      {
        verifikasi_id: selesai.id,
        skor_versi: 2,
        total: expected.total,
        berlaku: true,
        sumber: 'hitung_ulang',
      },
    ]);
    const audits = rowsOf<{ after: { jumlah_verifikasi: number } }>(
      await t.database.db.execute(sql`select after from audit_logs where action = 'ppg.skor.hitung-ulang'`),
    );
    expect(audits.map((a) => a.after.jumlah_verifikasi)).toEqual([1]);
  });

  it('is what every reader takes: the verification, the institution’s history, the dashboard', async () => {
    const list = (await gh('GET', `/api/approval-verifikasi?tahun=${tahun}&status=SELESAI`)).json().data;
    expect(list.items).toHaveLength(1);
    const total = (await kept()).find((k) => k.berlaku)?.total;
    expect(list.items[0].total).toBe(total);
    const upgs = masterTableOf('upg');
    const [upgRow] = await t.database.db
      .select({ id: upgs.id })
      .from(upgs)
      .where(eq(masterColumn(upgs, 'instansi_id'), selesai.instansi.id))
      .limit(1);
    const upgId = upgRow?.id;
    const riwayat = (await gh('GET', `/api/approval-verifikasi/instansi/${upgId}?tahun=${tahun}`)).json()
      .data;
    expect(riwayat.skor.map((s: { skor_versi: number; berlaku: boolean; sumber: string }) => s)).toEqual([
      expect.objectContaining({ skor_versi: 2, berlaku: true, sumber: 'hitung_ulang', total }),
      expect.objectContaining({ skor_versi: 1, berlaku: false, sumber: 'persetujuan', total: 75 }),
    ]);
    expect(riwayat.verifikasi[0].total).toBe(total);
    const d = await detail(selesai.id);
    expect(d).toMatchObject({ total, skor_versi: 2 });
    const dasbor = (await gh('GET', `/api/dashboard/ppg?tahun=${tahun}`)).json().data;
    expect(dasbor.skor).toMatchObject({ jumlah: 1, rata_rata: total });
  });

  it('scores a verification finished later under version 1 at version 2 as well', async () => {
    expect(await decide(direktur, tertunda, 'setuju')).toBe('SELESAI');
    const rows = (await kept()).filter((k) => k.verifikasi_id === tertunda);
    const v2 = (await kept()).find((k) => k.verifikasi_id === selesai.id && k.berlaku);
    expect(rows).toEqual([
      { verifikasi_id: tertunda, skor_versi: 1, total: 75, berlaku: false, sumber: 'persetujuan' },
      { verifikasi_id: tertunda, skor_versi: 2, total: v2?.total, berlaku: true, sumber: 'hitung_ulang' },
    ]);
  });

  it('runs again without a second row (the job is safe to repeat)', async () => {
    const before = await kept();
    const setId = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from ppg_skor_sets where tahun = ${tahun} and versi = 2`),
    )[0]?.id;
    await t.app.ctx.jobs.enqueue(t.database.db, HITUNG_ULANG_SKOR_JOB, { skor_set_id: setId });
    await t.app.ctx.jobs.drain();
    expect(await kept()).toEqual(before);
  });
});
