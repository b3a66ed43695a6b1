import { INDONESIAN_MONTHS, periodeDataTerbuka, type Statistik } from '@gratifikasi/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laporan_histories, laporans, og_status_kepemilikans, rincian_laporans } from '../../db/schema';
import { cacheOf } from '../../platform/cache';
import { createTestApp, type TestApp } from '../../test/app';
import { makePelapor, masterId } from '../laporan/test-fixtures';
import { computeStatistik, STATISTIK_CACHE } from './service';

let t: TestApp;

type Filed = { laporan: number; rincian: number }[];
type Item = { objek: number; nilai: string };
/** Inserts `count` reports of one institution filed at `at` (null: a draft), each with one item. */
type FileFn = (
  instansi: 'A' | 'B' | 'C',
  at: string | null,
  count: number,
  item: Item,
  extra?: Partial<typeof laporans.$inferInsert>,
) => Promise<Filed>;

/** The known set's helpers and reports, for the tests that add to it. */
let known: { file: FileFn; tunai: Item; parsel: Item; jan: Filed };

/**
 * A known set, alone in the database (the demo's reports are deleted first, long ago): 29 filed reports of three
 * institutions of three groups and provinces, one draft and one deleted report that must not count, and 15 SK
 * decisions. Every date is in a closed period (the open data shows nothing of the current month).
 */
async function seedKnownSet(): Promise<void> {
  const db = t.database.db;
  // Deleted before any closed period ends: a deletion of this month would still count until the month closes.
  await db.update(laporans).set({ deleted_at: new Date('2000-01-01T00:00:00Z') });
  const inst = {
    A: await masterId(db, 'instansi', 'KEMENKEU'),
    B: await masterId(db, 'instansi', 'PEMPROV-JABAR'),
    C: await masterId(db, 'instansi', 'PEMKOT-SURABAYA'),
  };
  const objek = {
    tunai: await masterId(db, 'jenis-objek', 'UANG_TUNAI'),
    parsel: await masterId(db, 'jenis-objek', 'MAKANAN'),
    plakat: await masterId(db, 'jenis-objek', 'CENDERAMATA'),
  };
  const pelapor = await makePelapor(db, { nama: 'Pelapor Statistik' });
  const file: FileFn = async (instansi, at, count, item, extra = {}) => {
    const made: Filed = [];
    for (let i = 0; i < count; i++) {
      const [row] = await db
        .insert(laporans)
        .values({
          pelapor_id: pelapor,
          created_by_role: 'individu',
          kanal: 'INDIVIDU',
          status: at ? 'TERKIRIM' : 'DRAFT',
          instansi_id: inst[instansi],
          submitted_at: at ? new Date(at) : null,
          total_nilai: item.nilai,
          ...extra,
        })
        .returning({ id: laporans.id });
      const [r] = await db
        .insert(rincian_laporans)
        .values({
          laporan_id: row!.id,
          jenis_objek_id: item.objek,
          uraian: 'Objek uji',
          nilai_taksiran: item.nilai,
          nilai_rupiah: item.nilai,
        })
        .returning({ id: rincian_laporans.id });
      made.push({ laporan: row!.id, rincian: r!.id });
    }
    return made;
  };
  const tunai = { objek: objek.tunai, nilai: '1000000.00' };
  const parsel = { objek: objek.parsel, nilai: '500000.50' };
  // 1 January 2023, 07.00 in Jakarta is still 31 December 2022 in UTC: the month is Jakarta's.
  const jan = await file('A', '2022-12-31T17:00:00Z', 7, tunai);
  await file('A', '2023-02-10T03:00:00Z', 3, tunai);
  const may = await file('A', '2024-05-10T03:00:00Z', 9, tunai);
  await file('B', '2023-03-10T03:00:00Z', 2, parsel);
  await file('B', '2022-06-10T03:00:00Z', 2, parsel);
  const jun = await file('C', '2024-06-10T03:00:00Z', 6, parsel);
  await file('A', null, 1, tunai);
  await file('A', '2024-05-11T03:00:00Z', 1, tunai, { deleted_at: new Date('2024-06-01T03:00:00Z') });
  // A second item of another kind on one report: that kind rests on one report.
  await db.insert(rincian_laporans).values({
    laporan_id: jan[0]!.laporan,
    jenis_objek_id: objek.plakat,
    uraian: 'Plakat',
    nilai_taksiran: '250000.25',
    nilai_rupiah: '250000.25',
  });
  // Five of January's reports were closed without follow-up, in February 2023 (their history says when).
  await closeWithoutFollowUp(
    jan.slice(0, 5).map((r) => r.laporan),
    new Date('2023-02-01T03:00:00Z'),
  );
  // SKs of 2024: 6 items wholly the state's, 3 in part (250,000 each). SKs of 2025: 1 the state's, 5 the recipient's.
  await decide(may.slice(0, 6), 'MILIK_NEGARA', '2024-08-01T03:00:00Z');
  await decide(may.slice(6), 'SEBAGIAN_MILIK_NEGARA', '2024-08-01T03:00:00Z', '250000.00');
  await decide(jun.slice(0, 1), 'MILIK_NEGARA', '2025-02-01T03:00:00Z');
  await decide(jun.slice(1), 'MILIK_PENERIMA', '2025-02-01T03:00:00Z');
  known = { file, tunai, parsel, jan };
}

/** An SK decision on each report's item, written at `at`. */
const decide = (rows: Filed, status: string, at: string, nilai?: string) =>
  t.database.db.insert(og_status_kepemilikans).values(
    rows.map((r) => ({
      rincian_id: r.rincian,
      laporan_id: r.laporan,
      status,
      nilai_negara: nilai ?? null,
      created_at: new Date(at),
    })),
  );

/** Reports closed without follow-up at `at`: their status, and the history entry that records when. */
async function closeWithoutFollowUp(ids: number[], at: Date): Promise<void> {
  const db = t.database.db;
  await db.update(laporans).set({ status: 'TIDAK_DITINDAKLANJUTI' }).where(inArray(laporans.id, ids));
  await db.insert(laporan_histories).values(
    ids.map((laporan_id) => ({
      laporan_id,
      action: 'SETUJU',
      status_from: 'TERKIRIM',
      status_to: 'TIDAK_DITINDAKLANJUTI',
      created_at: at,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await seedKnownSet();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
type Page = { data: Statistik };
const table = (body: Page, kode: string) => body.data.tabel.find((x) => x.kode === kode);
const rows = (body: Page, kode: string) =>
  (table(body, kode)?.baris ?? []).map((b) => ({
    label: b.label,
    ...(b.lainnya ? { lainnya: true } : {}),
    ...b.nilai,
  }));

describe('GET /api/statistik', () => {
  it('answers a guest with the figures of the known set, every figure resting on at least 5 reports', async () => {
    const res = await get('/api/statistik');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.ambang).toBe(5);
    expect(body.data.data_sampai).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.data.pembulatan_rupiah).toBe(1_000_000);
    // Rupiah to the nearest million: 7,250,000.50 is published as 7,000,000.
    expect(body.data.ringkasan).toEqual({
      laporan: 29,
      diputus: 15,
      milik_negara: 10,
      persen_milik_negara: 66.67,
      nilai_milik_negara: '7000000.00',
      tidak_ditindaklanjuti: 5,
    });
    // 2022 rests on 2 reports; merged alone it would be subtracted back out, so the smaller of the others joins it.
    expect(rows(body, 'laporan-per-tahun')).toEqual([
      { label: '2024', laporan: 15 },
      { label: 'Lainnya', lainnya: true, laporan: 14 },
    ]);
    expect(table(body, 'laporan-per-tahun')).toMatchObject({ disamarkan: 2 });
    // Months only of the years shown on their own.
    expect(rows(body, 'laporan-per-bulan')).toEqual([
      { label: 'Mei 2024', laporan: 9 },
      { label: 'Juni 2024', laporan: 6 },
    ]);
    expect(rows(body, 'laporan-per-jenis-objek')).toEqual([
      { label: 'Uang tunai', laporan: 19, rincian: 19, nilai: '19000000.00' },
      { label: 'Lainnya', lainnya: true, laporan: 11, rincian: 11, nilai: '5000000.00' },
    ]);
    expect(rows(body, 'laporan-per-kelompok-instansi')).toEqual([
      { label: 'Kementerian', laporan: 19 },
      { label: 'Lainnya', lainnya: true, laporan: 10 },
    ]);
    expect(rows(body, 'laporan-per-wilayah')).toEqual([
      { label: 'Daerah Khusus Ibukota Jakarta', laporan: 19 },
      { label: 'Lainnya', lainnya: true, laporan: 10 },
    ]);
    // 2025's one SK ruling for the state is a figure about one person: the years are merged.
    expect(rows(body, 'keputusan-per-tahun')).toEqual([
      {
        label: 'Lainnya',
        lainnya: true,
        diputus: 15,
        milik_negara: 10,
        milik_penerima: 5,
        persen_milik_negara: 66.67,
        nilai_milik_negara: '7000000.00',
      },
    ]);
  });

  it('is counted against the caller like every public route', async () => {
    const res = await get('/api/statistik');
    expect(res.headers['x-ratelimit-limit']).toBe(String(t.app.ctx.config.rateLimitAnonMax));
  });
});

describe('GET /api/statistik/csv/{kode}', () => {
  it('downloads one table as CSV with the same protected figures', async () => {
    const res = await get('/api/statistik/csv/laporan-per-jenis-objek');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="statistik-laporan-per-jenis-objek.csv"',
    );
    expect(res.body).toBe(
      '\uFEFFJenis objek,Jumlah laporan,Jumlah objek,Nilai taksiran dibulatkan ke juta (Rp)\r\n' +
        'Uang tunai,19,19,19000000.00\r\nLainnya,11,11,5000000.00\r\n',
    );
  });

  it('answers 422 for a table it does not know', async () => {
    const res = await get('/api/statistik/csv/pelapor');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.kode).toEqual(['Tabel statistik tidak dikenal']);
  });
});

describe('the cache', () => {
  it('serves the next visitors from the one cache, so a new report shows only after the refresh', async () => {
    const first = (await get('/api/statistik')).json();
    // The deleted report of 11 May 2024 comes back.
    await t.database.db
      .update(laporans)
      .set({ deleted_at: null })
      .where(eq(laporans.submitted_at, new Date('2024-05-11T03:00:00Z')));
    expect((await get('/api/statistik')).json().data.dihitung_at).toBe(first.data.dihitung_at);
    cacheOf(t.database.db).invalidate(STATISTIK_CACHE);
    const fresh = (await get('/api/statistik')).json();
    expect(fresh.data.ringkasan.laporan).toBe(30);
  });
});

describe('the OpenAPI document', () => {
  it('lists both open-data routes as public', async () => {
    const doc = (await get('/api/docs/json')).json() as {
      paths: Record<string, { get?: { security?: unknown[]; responses: Record<string, unknown> } }>;
    };
    expect(doc.paths['/api/statistik']?.get?.security).toEqual([]);
    expect(doc.paths['/api/statistik']?.get?.responses['200']).toBeDefined();
    expect(doc.paths['/api/statistik/csv/{kode}']?.get?.security).toEqual([]);
  });
});

/** Every published form of the open data: the page (but when it was computed) and each table's CSV. */
async function published() {
  const page = (await get('/api/statistik')).json() as Page;
  const csv: Record<string, string> = {};
  for (const tabel of page.data.tabel) csv[tabel.kode] = (await get(`/api/statistik/csv/${tabel.kode}`)).body;
  const { dihitung_at, ...figures } = page.data;
  return { dihitung_at, figures, csv };
}

describe('closed periods only (two snapshots never reveal one report)', () => {
  const { batas } = periodeDataTerbuka(new Date());
  const now = new Date().toISOString();

  it('publishes nothing different after a report is filed, decided, closed or deleted this month', async () => {
    const before = await published();
    // Filed this month at an institution whose group and province rest on few reports, decided at once.
    const filed = await known.file('B', now, 1, { ...known.parsel, nilai: '987654321.00' });
    await decide(filed, 'MILIK_NEGARA', now);
    // Two of January 2023's reports: one is closed without follow-up today, the other deleted today.
    await closeWithoutFollowUp([known.jan[5]!.laporan], new Date());
    await t.database.db
      .update(laporans)
      .set({ deleted_at: new Date() })
      .where(eq(laporans.id, known.jan[6]!.laporan));
    cacheOf(t.database.db).invalidate(STATISTIK_CACHE);
    const after = await published();
    // Computed again, and not one figure, row or CSV byte differs.
    expect(after.dihitung_at).not.toBe(before.dihitung_at);
    expect(after.figures).toEqual(before.figures);
    expect(after.csv).toEqual(before.csv);
  });

  it('shows a closed month: the reports filed last month are counted', async () => {
    const before = (await get('/api/statistik')).json() as Page;
    // Ten days before this month began (Asia/Jakarta): the last closed month.
    const lastMonth = new Date(batas.getTime() - 10 * 86_400_000);
    // Fifteen: more than any other year holds, so that their year (and so its months) is shown on its own.
    await known.file('C', lastMonth.toISOString(), 15, known.tunai);
    cacheOf(t.database.db).invalidate(STATISTIK_CACHE);
    const after = (await get('/api/statistik')).json() as Page;
    expect(after.data.ringkasan.laporan).toBe((before.data.ringkasan.laporan ?? 0) + 15);
    const [year, month] = after.data.data_sampai.split('-');
    expect(rows(after, 'laporan-per-bulan')).toContainEqual({
      label: `${INDONESIAN_MONTHS[Number(month) - 1]} ${year}`,
      laporan: 15,
    });
  });

  it('counts this month’s filing, decision, closing and deletion once the month has closed', async () => {
    const current = (await get('/api/statistik')).json() as Page;
    const nextMonth = new Date(batas.getTime() + 40 * 86_400_000);
    const closed = await computeStatistik(t.database.db, nextMonth);
    expect(closed.data_sampai > current.data.data_sampai).toBe(true);
    // One filed, one deleted: the same count; one more decided, for the state; one more closed without follow-up.
    expect(closed.ringkasan).toMatchObject({
      laporan: current.data.ringkasan.laporan,
      diputus: (current.data.ringkasan.diputus ?? 0) + 1,
      milik_negara: (current.data.ringkasan.milik_negara ?? 0) + 1,
      tidak_ditindaklanjuti: (current.data.ringkasan.tidak_ditindaklanjuti ?? 0) + 1,
    });
    // The value ruled the state's, rounded: 7,250,000.50 + 987,654,321 → 995,000,000.
    expect(closed.ringkasan.nilai_milik_negara).toBe('995000000.00');
  });
});
