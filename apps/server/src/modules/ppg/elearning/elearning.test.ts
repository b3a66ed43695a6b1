import { ELEARNING_AMBANG_BAWAAN, elearningMaturitas } from '@gratifikasi/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ppg_elearning_tariks, ppg_elearnings, ppg_profil_klops } from '../../../db/schema';
import { caller, createTestApp, loginAs, multipart, type TestApp } from '../../../test/app';
import { makeUser, masterId } from '../../laporan/test-fixtures';
import { demoPeriode, seedDemoElearning } from './demo';
import { runTarik } from './tarik';

let t: TestApp;
const tokens: Record<string, string> = {};
let ppg: ReturnType<typeof caller>;
let upg: ReturnType<typeof caller>;
let upgLain: ReturnType<typeof caller>;
let anggota: ReturnType<typeof caller>;
let individu: ReturnType<typeof caller>;
const ids: Record<string, number> = {};
type Who = 'ppg' | 'gh' | 'upg' | 'anggota' | 'individu';

beforeAll(async () => {
  t = await createTestApp({ simulators: true });
  const db = t.database.db;
  tokens.ppg = await loginAs(t.app, 'anggota_tim_ppg');
  tokens.upg = await loginAs(t.app, 'upg');
  tokens.anggota = await loginAs(t.app, 'anggota_tim');
  tokens.individu = await loginAs(t.app, 'individu');
  ppg = caller(t.app, tokens.ppg);
  upg = caller(t.app, tokens.upg);
  anggota = caller(t.app, tokens.anggota);
  individu = caller(t.app, tokens.individu);
  const kemenkesUpg = await masterId(db, 'upg', 'UPG.KEMENKES');
  await makeUser(db, 'upg_kemenkes_el', 'upg', { type: 'upg', id: kemenkesUpg, name: 'UPG Kemenkes' });
  upgLain = caller(t.app, await loginAs(t.app, 'upg_kemenkes_el'));
  ids.kemenkeu = await masterId(db, 'instansi', 'KEMENKEU');
  ids.kemenkes = await masterId(db, 'instansi', 'KEMENKES');
}, 600_000);
afterAll(() => t.close());

const audits = async (action: string) => {
  const res = (await t.database.db.execute(
    sql`select count(*)::int as n from audit_logs where action = ${action}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n);
};
const figures = () => t.database.db.select().from(ppg_elearnings);

const send = (who: Who, url: string, bytes: Buffer, filename: string) => {
  const body = multipart({ bytes, filename, contentType: 'text/csv' });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${tokens[who]}`, ...body.headers },
    payload: body.payload,
  });
};
const upload = (who: Who, url: string, text: string) => send(who, url, Buffer.from(text), 'elearning.csv');

const GOOD = 'kode_instansi;terdaftar;selesai\nKEMENKEU;1.000;450\nkemenkes;200;200\n';
const BAD =
  'kode_instansi,terdaftar,selesai\nKEMENKEU,100,120\nTIDAK-ADA,5,1\nKEMENKES,-3,x\nKEMENKES,10,1\n';

describe('e-learning import: every row checked before anything is saved', () => {
  it('reports each bad row with its errors and writes nothing', async () => {
    const check = await upload('ppg', '/api/ppg/elearning/import?tahun=2026&triwulan=1', BAD);
    expect(check.statusCode, check.body).toBe(200);
    const result = check.json().data;
    expect(result).toMatchObject({ valid: false, total_rows: 4, valid_rows: 0 });
    expect(result.rows[0]).toEqual({
      row: 2,
      key: 'KEMENKEU',
      errors: ['selesai: 120 melebihi jumlah terdaftar (100)'],
    });
    expect(result.rows[1].errors).toEqual([
      'kode_instansi: instansi dengan kode "TIDAK-ADA" tidak ditemukan',
    ]);
    expect(result.rows[2].errors).toEqual([
      'terdaftar: tidak boleh negatif',
      'selesai: harus bilangan bulat, bukan "x"',
    ]);
    expect(result.rows[3].errors).toEqual([
      'kode_instansi: instansi "KEMENKES" muncul lebih dari sekali dalam berkas',
    ]);
    const save = await upload('ppg', '/api/ppg/elearning/save-import?tahun=2026&triwulan=1', BAD);
    expect(save.statusCode).toBe(422);
    expect(save.json().errors['2.selesai']).toEqual(['120 melebihi jumlah terdaftar (100)']);
    expect(save.json().errors['3.kode_instansi']).toBeDefined();
    expect(await figures()).toHaveLength(0);
    expect(await audits('elearning.import')).toBe(0);
  });

  it('refuses a file without the columns, a binary file and a bad period', async () => {
    const cols = await upload('ppg', '/api/ppg/elearning/import?tahun=2026&triwulan=1', 'kode,jumlah\nA,1\n');
    expect(cols.statusCode).toBe(422);
    expect(cols.json().errors.file).toEqual([
      'Kolom "kode_instansi" tidak ada',
      'Kolom "terdaftar" tidak ada',
      'Kolom "selesai" tidak ada',
    ]);
    const bin = await upload('ppg', '/api/ppg/elearning/import?tahun=2026&triwulan=1', 'a\u0000b');
    expect(bin.statusCode).toBe(422);
    const period = await upload('ppg', '/api/ppg/elearning/save-import?tahun=2026&triwulan=5', GOOD);
    expect(period.statusCode).toBe(422);
  });

  it('saves a good CSV (semicolons, thousands dots, any case) for the period, audited', async () => {
    const res = await upload('ppg', '/api/ppg/elearning/save-import?tahun=2026&triwulan=1', GOOD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ tahun: 2026, triwulan: 1, disimpan: 2 });
    expect(res.json().message).toContain('Triwulan I 2026');
    expect(await figures()).toHaveLength(2);
    expect(await audits('elearning.import')).toBe(1);
  });

  it('reads an Excel export the same way, replacing the period’s figures of the institutions it names only', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Data');
    ws.addRow(['Nama', 'kode_instansi', 'terdaftar', 'selesai']);
    ws.addRow(['Kementerian Keuangan', 'KEMENKEU', 1000, 900]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await send('ppg', '/api/ppg/elearning/save-import?tahun=2026&triwulan=1', bytes, 'e.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const rows = await figures();
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.instansi_id === ids.kemenkeu)).toMatchObject({ terdaftar: 1000, selesai: 900 });
    expect(rows.find((r) => r.instansi_id === ids.kemenkes)).toMatchObject({ terdaftar: 200, selesai: 200 });
  });
});

describe('e-learning levels: the KLOP employee count is the denominator where present', () => {
  it('lists the period with share and level by the domain rule, sorted, filtered and paged on the server', async () => {
    const [klop] = await t.database.db
      .select({ n: ppg_profil_klops.jumlah_pegawai })
      .from(ppg_profil_klops)
      .where(eq(ppg_profil_klops.instansi_id, ids.kemenkeu));
    const res = await ppg('GET', '/api/ppg/elearning?tahun=2026&triwulan=1&sort=persen&order=desc');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(2);
    expect(page.ambang).toEqual(ELEARNING_AMBANG_BAWAAN);
    const keu = page.items.find((i: { instansi_id: number }) => i.instansi_id === ids.kemenkeu);
    const expected = elearningMaturitas(
      { terdaftar: 1000, selesai: 900, pegawaiKlop: klop?.n ?? null },
      ELEARNING_AMBANG_BAWAAN,
    );
    expect(keu).toMatchObject({
      persen: expected.persen,
      level: expected.level,
      penyebut: expected.penyebut,
    });
    expect(page.items[0].instansi_id).toBe(ids.kemenkes);
    expect(page.items[0]).toMatchObject({ persen: 100, level: 5, level_label: 'Level 5 – Optimal' });
    const filtered = await ppg('GET', '/api/ppg/elearning?tahun=2026&triwulan=1&level=5&per_page=1');
    expect(filtered.json().data).toMatchObject({ total: 2, per_page: 1 });
    expect(filtered.json().data.items).toHaveLength(1);
    const none = await ppg('GET', '/api/ppg/elearning?tahun=2026&triwulan=1&level=1');
    expect(none.json().data.total).toBe(0);
    const byName = await ppg('GET', '/api/ppg/elearning?tahun=2026&triwulan=1&q=kesehatan');
    expect(byName.json().data.items.map((i: { instansi_id: number }) => i.instansi_id)).toEqual([
      ids.kemenkes,
    ]);
    const periods = await ppg('GET', '/api/ppg/elearning/periode');
    expect(periods.json().data).toMatchObject({
      periode: [{ tahun: 2026, triwulan: 1, instansi: 2 }],
      platform: 'simulator',
    });
  });

  it('follows the configured thresholds (app config elearning_ambang)', async () => {
    const admin = caller(t.app, await loginAs(t.app, 'sysadmin'));
    const bad = await admin('PUT', '/api/app-configs/elearning_ambang', {
      value: { level_2: 50, level_3: 40, level_4: 60, level_5: 80 },
    });
    expect(bad.statusCode).toBe(422);
    const ok = await admin('PUT', '/api/app-configs/elearning_ambang', {
      value: { level_2: 10, level_3: 20, level_4: 30, level_5: 101 },
    });
    expect(ok.statusCode).toBe(422);
    const set = await admin('PUT', '/api/app-configs/elearning_ambang', {
      value: { level_2: 99, level_3: 99.5, level_4: 99.9, level_5: 100 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const res = await ppg('GET', '/api/ppg/elearning?tahun=2026&triwulan=1&sort=instansi');
    const kes = res.json().data.items.find((i: { instansi_id: number }) => i.instansi_id === ids.kemenkes);
    expect(kes.level).toBe(5);
    const report = await ppg('GET', `/api/report/report-elearning?tahun=2026&instansi_id=${ids.kemenkes}`);
    expect(report.json().data.rows[0]).toMatchObject({
      level: 'Level 5 – Optimal',
      penyebut: 200,
    });
    expect(Number(report.json().data.rows[0].persen_selesai)).toBe(100);
    await admin('PUT', '/api/app-configs/elearning_ambang', { value: ELEARNING_AMBANG_BAWAAN });
  });
});

describe('e-learning rights', () => {
  it('lets only the KPK PPG roles write; other roles 403', async () => {
    for (const name of ['anggota', 'individu', 'upg'] as const) {
      const who = { anggota, individu, upg }[name];
      expect((await upload(name, '/api/ppg/elearning/import?tahun=2026&triwulan=1', GOOD)).statusCode).toBe(
        403,
      );
      expect(
        (await upload(name, '/api/ppg/elearning/save-import?tahun=2026&triwulan=1', GOOD)).statusCode,
      ).toBe(403);
      expect((await who('POST', '/api/ppg/elearning/tarik', { tahun: 2026, triwulan: 2 })).statusCode).toBe(
        403,
      );
      expect((await who('GET', '/api/ppg/elearning/tarik')).statusCode).toBe(403);
      expect((await who('GET', '/api/ppg/elearning/import-template')).statusCode).toBe(403);
    }
    for (const who of [anggota, individu]) {
      expect((await who('GET', '/api/ppg/elearning?tahun=2026&triwulan=1')).statusCode).toBe(403);
      expect((await who('GET', '/api/ppg/elearning/periode')).statusCode).toBe(403);
      expect((await who('GET', `/api/ppg/elearning/instansi/${ids.kemenkeu}`)).statusCode).toBe(403);
    }
    const template = await ppg('GET', '/api/ppg/elearning/import-template');
    expect(template.statusCode).toBe(200);
    expect((await ppg('GET', `/api/ppg/elearning/instansi/${ids.kemenkeu}`)).statusCode).toBe(200);
    // Every PPG role writes, the group head too.
    tokens.gh = await loginAs(t.app, 'ketua_group_ppg');
    const check = await upload('gh', '/api/ppg/elearning/import?tahun=2026&triwulan=1', GOOD);
    expect(check.statusCode, check.body).toBe(200);
    // The report: the KPK and the UPG areas only.
    expect((await individu('GET', '/api/report/report-elearning')).statusCode).toBe(403);
  });

  it('shows an institution its own figures only; another’s is 404 or absent', async () => {
    const own = await upg('GET', '/api/ppg/elearning?tahun=2026&triwulan=1');
    expect(own.json().data.items.map((i: { instansi_id: number }) => i.instansi_id)).toEqual([ids.kemenkeu]);
    expect((await upg('GET', `/api/ppg/elearning/instansi/${ids.kemenkeu}`)).statusCode).toBe(200);
    const periods = (await upgLain('GET', '/api/ppg/elearning/periode')).json().data.periode;
    expect(periods).toEqual([{ tahun: 2026, triwulan: 1, instansi: 1 }]);
    const lain = (await upgLain('GET', '/api/ppg/elearning?tahun=2026&triwulan=1')).json().data.items;
    expect(lain.map((i: { instansi_id: number }) => i.instansi_id)).toEqual([ids.kemenkes]);
    expect((await upg('GET', `/api/ppg/elearning/instansi/${ids.kemenkes}`)).statusCode).toBe(404);
    expect((await upgLain('GET', `/api/ppg/elearning/instansi/${ids.kemenkeu}`)).statusCode).toBe(404);
    const report = await upg('GET', '/api/report/report-elearning');
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data.rows.map((r: { instansi: string }) => r.instansi)).toEqual([
      'Kementerian Keuangan',
    ]);
    const asked = await upg('GET', `/api/report/report-elearning?instansi_id=${ids.kemenkes}`);
    expect(asked.json().data.rows).toEqual([]);
    const kpk = await ppg('GET', '/api/report/report-elearning?tahun=2026');
    expect(kpk.json().data.total).toBe(2);
  });
});

describe('e-learning pull from the platform (simulator) on the durable queue', () => {
  it('queues one pull at a time, then saves every institution the platform names', async () => {
    // Three clicks at once: one pull is queued, the others are told one is already running.
    const answers = await Promise.all(
      [1, 2, 3].map(() => ppg('POST', '/api/ppg/elearning/tarik', { tahun: 2026, triwulan: 2 })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([202, 409, 409]);
    const res = answers.find((r) => r.statusCode === 202);
    expect(res?.json().data).toMatchObject({ status: 'antri', tahun: 2026, triwulan: 2 });
    expect((await ppg('POST', '/api/ppg/elearning/tarik', { tahun: 2026, triwulan: 2 })).statusCode).toBe(
      409,
    );
    await t.app.ctx.jobs.drain();
    const latest = (await ppg('GET', '/api/ppg/elearning/tarik')).json().data.tarik;
    expect(latest).toMatchObject({ status: 'selesai', status_label: 'Selesai' });
    expect(latest.disimpan).toBeGreaterThan(10);
    const list = await ppg('GET', '/api/ppg/elearning?tahun=2026&triwulan=2&per_page=100');
    expect(list.json().data.total).toBe(latest.disimpan);
    expect(
      list
        .json()
        .data.items.every(
          (i: { sumber: string; selesai: number; terdaftar: number }) =>
            i.sumber === 'platform' && i.selesai <= i.terdaftar,
        ),
    ).toBe(true);
    expect(await audits('elearning.tarik')).toBe(1);
  });

  it('keeps bad platform rows as the pull’s errors and saves nothing', async () => {
    const before = (await figures()).length;
    const [req] = await t.database.db
      .insert(ppg_elearning_tariks)
      .values({ tahun: 2025, triwulan: 4 })
      .returning({ id: ppg_elearning_tariks.id });
    const id = req?.id ?? 0;
    await runTarik(
      t.app.ctx,
      {
        nama: 'http',
        penyelesaian: async () => [
          { kode_instansi: 'KEMENKEU', terdaftar: '10', selesai: '5' },
          { kode_instansi: 'KEMENKEU', terdaftar: '10', selesai: '50' },
        ],
      },
      id,
      true,
    );
    const latest = (await ppg('GET', '/api/ppg/elearning/tarik')).json().data.tarik;
    expect(latest).toMatchObject({ id, status: 'gagal', disimpan: 0 });
    expect(latest.galat[0].errors).toContain('selesai: 50 melebihi jumlah terdaftar (10)');
    expect((await figures()).length).toBe(before);
  });

  it('refuses a pull when the server has no platform (production without ELEARNING_URL)', async () => {
    const bare = await createTestApp({ simulators: false, elearningUrl: undefined });
    try {
      const who = caller(bare.app, await loginAs(bare.app, 'anggota_tim_ppg'));
      const res = await who('POST', '/api/ppg/elearning/tarik', { tahun: 2026, triwulan: 2 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('ELEARNING_URL');
    } finally {
      await bare.close();
    }
  }, 600_000);
});

describe('e-learning demo', () => {
  it('seeds two periods once, through the import', async () => {
    await t.database.db.delete(ppg_elearnings);
    const n = await seedDemoElearning(t.app);
    expect(n).toBeGreaterThan(20);
    expect(await seedDemoElearning(t.app)).toBe(0);
    const periods = (await ppg('GET', '/api/ppg/elearning/periode')).json().data.periode;
    const [a, b] = demoPeriode();
    expect(periods.map((p: { tahun: number; triwulan: number }) => [p.tahun, p.triwulan])).toEqual([
      [b.tahun, b.triwulan],
      [a.tahun, a.triwulan],
    ]);
  });

  it('gives the same share and level in report-elearning (SQL) as on maturity-elearning (the domain rule)', async () => {
    const [, b] = demoPeriode();
    const list = (
      await ppg('GET', `/api/ppg/elearning?tahun=${b.tahun}&triwulan=${b.triwulan}&per_page=100`)
    ).json().data.items as {
      instansi: string;
      persen: number | null;
      level_label: string;
      penyebut: number;
    }[];
    const report = (
      await ppg('GET', `/api/report/report-elearning?tahun=${b.tahun}&triwulan=${b.triwulan}&per_page=100`)
    ).json().data.rows as {
      instansi: string;
      persen_selesai: string | null;
      level: string;
      penyebut: number;
    }[];
    expect(report).toHaveLength(list.length);
    const byName = new Map(report.map((r) => [r.instansi, r]));
    for (const item of list) {
      const row = byName.get(item.instansi);
      expect(row?.level, item.instansi).toBe(item.level_label);
      expect(Number(row?.persen_selesai), item.instansi).toBe(item.persen);
      expect(Number(row?.penyebut)).toBe(item.penyebut);
    }
    expect(new Set(list.map((i) => i.level_label)).size).toBeGreaterThan(2);
  });
});
