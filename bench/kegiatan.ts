import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type ListRow, measuredOf, measureTargets, reportRows } from './autocannon';
import { PG_ADMIN_URL, step } from './laporan-seed';
import { loginToken, startServer } from './server';

// Benchmark of issue 26 (PPG activities): BENCH_KEGIATAN (default 100,000) activities over 5 years across the status
// groups, two sessions each and 5 attendances per session (1,000,000 attendance rows at the default size), with a
// report for each activity past SIG, generated set-wise in PostgreSQL.
// - `GET /api/kegiatan` (all, filtered, searched), `GET /api/kegiatanku` (the member), `GET /api/kegiatan-kalender`
//   (a month), `GET /api/laporan-kegiatan` (the group head's queue and all): p99 ≤ 100 ms at 10 connections (50
//   recorded).
// - A hall checking in: 300 attendances from 50 connections on one session's public link → all stored, none twice,
//   p99 ≤ 300 ms.
// A tiny run: BENCH_KEGIATAN=2000 BENCH_DURATION=2 BENCH_CONNECTIONS=10 npx tsx bench/kegiatan.ts
const DB = process.env.BENCH_KEGIATAN_DB ?? 'gratifikasi_bench_kegiatan';
const KEGIATAN = Number(process.env.BENCH_KEGIATAN ?? 100_000);
const YEARS = 5;
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TARGET_P99_MS = 100;
const HALL = { attendances: 300, seconds: 10, connections: 50, targetP99Ms: 300 };
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo#2026';
const LAST_YEAR = new Date().getFullYear();

function databaseUrl(): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${DB}`;
  return url.toString();
}

async function withDb<T>(url: string, fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

async function seeded(): Promise<number> {
  try {
    return await withDb(databaseUrl(), async (db) => {
      const { rows } = await db.query<{ n: string }>(
        `select count(*) n from ppg_kegiatans where judul like 'Kegiatan Uji %'`,
      );
      return Number(rows[0]?.n ?? 0);
    });
  } catch {
    return 0;
  }
}

async function seed(): Promise<void> {
  console.log(`[seed] recreating ${DB}, migrating and seeding through the server…`);
  await withDb(PG_ADMIN_URL, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DB}`);
  });
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bench-kegiatan-'));
  const server = await startServer({ DATABASE_URL: databaseUrl(), DATA_DIR: dataDir });
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  await withDb(databaseUrl(), async (db) => {
    await db.query(`set synchronous_commit = off; set work_mem = '64MB'`);
    const member = `(select id from users where username = 'anggota_tim_ppg')`;
    await step(
      db,
      `ppg_kegiatans (${KEGIATAN} over ${YEARS} years, every status group; one in ten the member's)`,
      `insert into ppg_kegiatans (judul, jenis_kegiatan_id, bentuk_kegiatan_id, sumber_penugasan, alamat,
         tanggal_mulai, tanggal_selesai, status, created_by)
       select 'Kegiatan Uji ' || g,
              (select id from jenis_kegiatans order by id offset g % 4 limit 1),
              (select id from bentuk_kegiatans order by id offset g % 3 limit 1),
              (array['INISIATIF_KPK','PERMINTAAN_INSTANSI','PENUGASAN_PIMPINAN','KERJA_SAMA'])[1 + g % 4],
              'Aula ' || g, d, d + (g % 3),
              (array['ANALISIS','TIDAK_DIPENUHI','DIBATALKAN','PELAPORAN','PROSES_USER_LAIN','EOFFICE','SELESAI',
                     'SELESAI','SELESAI','SELESAI'])[1 + g % 10],
              case when g % 10 = 0 then ${member} else (select id from users where username = 'ketua_tim_ppg') end
       from generate_series(1, ${KEGIATAN}) g
       cross join lateral (select make_date(${LAST_YEAR - YEARS + 1}, 1, 1) + (g * 1826 / ${KEGIATAN}) as d) x`,
    );
    await step(
      db,
      'ppg_kegiatan_instansis (two target institutions each)',
      `insert into ppg_kegiatan_instansis (kegiatan_id, instansi_id)
       select k.id, i.id from ppg_kegiatans k
       cross join lateral (select id from instansis order by id offset k.id % 20 limit 2) i
       where k.judul like 'Kegiatan Uji %'`,
    );
    await step(
      db,
      'ppg_kegiatan_tims (the member on every tenth)',
      `insert into ppg_kegiatan_tims (kegiatan_id, user_id, peran)
       select id, ${member}, 'KETUA' from ppg_kegiatans where judul like 'Kegiatan Uji %' and id % 10 = 0`,
    );
    await step(
      db,
      'ppg_kegiatan_aktivitas (two sessions each)',
      `insert into ppg_kegiatan_aktivitas (kegiatan_id, judul, tanggal, jam_mulai, jam_selesai, target_peserta)
       select k.id, 'Sesi ' || n, k.tanggal_mulai, '09:00', '12:00', 50
       from ppg_kegiatans k cross join generate_series(1, 2) n where k.judul like 'Kegiatan Uji %'`,
    );
    await step(
      db,
      'ppg_kegiatan_presensis (5 per session)',
      `insert into ppg_kegiatan_presensis (aktivitas_id, nama, jenis_identitas, nomor_identitas, instansi_id,
         level_jabatan, email, telepon, persetujuan_at)
       select a.id, 'Peserta ' || n, 'NIK', '3201011201' || lpad((a.id % 100)::text, 2, '0') || lpad(n::text, 4, '0'),
              (select min(id) from instansis) + n, (array['PELAKSANA','PENGAWAS','FUNGSIONAL'])[1 + n % 3],
              'p' || n || '@contoh.go.id', '081234567890', now()
       from ppg_kegiatan_aktivitas a join ppg_kegiatans k on k.id = a.kegiatan_id and k.judul like 'Kegiatan Uji %'
       cross join generate_series(1, 5) n`,
    );
    await step(
      db,
      'ppg_laporan_kegiatans (activities past SIG) and their engine instances',
      `with l as (
         insert into ppg_laporan_kegiatans (kegiatan_id, ringkasan, hasil, status, created_by)
         select k.id, 'Ringkasan kegiatan uji', 'Hasil kegiatan uji',
                case k.status when 'PROSES_USER_LAIN' then (array['REVIEWER','DIREKTUR'])[1 + k.id % 2]
                              when 'EOFFICE' then 'EOFFICE' else 'APPROVED' end, k.created_by
         from ppg_kegiatans k where k.judul like 'Kegiatan Uji %' and k.status in ('PROSES_USER_LAIN','EOFFICE','SELESAI')
         returning id, status)
       insert into wf_instances (subject_type, subject_id, proses_kode, proses_versi, step, version, peran, perans,
         finished_at)
       select 'ppg_laporan_kegiatan', l.id, 'LAPORAN_KEGIATAN_PPG', 1, s.step, 3, s.peran, array[s.peran],
              case when l.status = 'APPROVED' then now() end
       from l join (values ('REVIEWER','reviu','ketua_group_ppg'), ('DIREKTUR','direktur','direktur'),
                           ('EOFFICE','eoffice','direktur'), ('APPROVED','disetujui','ketua_group_ppg'))
         as s(status, step, peran) on s.status = l.status`,
    );
    await step(
      db,
      'vacuum analyze',
      'vacuum analyze ppg_kegiatans, ppg_kegiatan_instansis, ppg_kegiatan_tims, ppg_kegiatan_aktivitas, ppg_kegiatan_presensis, ppg_laporan_kegiatans, wf_instances',
    );
  });
}

/** A live activity of the member with a session of today, and its attendance link opened through the API. */
async function hallLink(
  baseUrl: string,
  member: Record<string, string>,
): Promise<{ url: string; aktivitas: number }> {
  const today = new Date().toISOString().slice(0, 10);
  const { kegiatan, aktivitas } = await withDb(databaseUrl(), async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `insert into ppg_kegiatans (judul, jenis_kegiatan_id, bentuk_kegiatan_id, sumber_penugasan, alamat,
         tanggal_mulai, tanggal_selesai, status, created_by)
       values ('Aula bench presensi', (select min(id) from jenis_kegiatans), (select min(id) from bentuk_kegiatans),
               'INISIATIF_KPK', 'Aula', $1, $1, 'PELAPORAN', (select id from users where username = 'anggota_tim_ppg'))
       returning id`,
      [today],
    );
    const id = rows[0]?.id ?? 0;
    await db.query(
      `insert into wf_instances (subject_type, subject_id, proses_kode, proses_versi, step, version, peran, perans)
       values ('ppg_kegiatan', $1, 'KEGIATAN_PPG', 1, 'pelaksanaan', 3, 'anggota_tim_ppg', array['anggota_tim_ppg'])`,
      [id],
    );
    const s = await db.query<{ id: number }>(
      `insert into ppg_kegiatan_aktivitas (kegiatan_id, judul, tanggal, jam_mulai, jam_selesai, target_peserta)
       values ($1, 'Pleno', $2, '00:00', '23:59', 300) returning id`,
      [id, today],
    );
    return { kegiatan: id, aktivitas: s.rows[0]?.id ?? 0 };
  });
  const res = await fetch(`${baseUrl}/api/kegiatan/${kegiatan}/aktivitas/${aktivitas}/presensi`, {
    method: 'POST',
    headers: { ...member, 'content-type': 'application/json' },
    body: JSON.stringify({
      mulai: new Date(Date.now() - 60_000).toISOString(),
      selesai: new Date(Date.now() + 3_600_000).toISOString(),
    }),
  });
  if (!res.ok) throw new Error(`opening attendance answered ${res.status}: ${await res.text()}`);
  const { data } = (await res.json()) as { data: { url: string } };
  const token = data.url.slice(data.url.lastIndexOf('/') + 1);
  return { url: `${baseUrl}/api/kegiatan/presensi/${token}`, aktivitas };
}

interface Hall extends ReturnType<typeof measuredOf> {
  pace: 'paced' | 'burst';
  sent: number;
  stored: number;
  /** Judged on the paced hall only. */
  target_met: boolean | null;
}

/**
 * 300 people (each a distinct NIK, a tenth of them scanning twice) from 50 connections on one session. Paced, the
 * hall of the target: the check-ins spread over 10 s (33 a second across the connections); burst: all at once, as
 * fast as the server answers (recorded, not judged: no hall fills in under a second).
 */
async function hall(baseUrl: string, member: Record<string, string>, pace: 'paced' | 'burst'): Promise<Hall> {
  const { url, aktivitas } = await hallLink(baseUrl, member);
  const amount = HALL.attendances + HALL.attendances / 10;
  let i = 0;
  const r = await autocannon({
    url,
    method: 'POST',
    connections: HALL.connections,
    amount,
    ...(pace === 'paced' ? { overallRate: Math.ceil(amount / HALL.seconds) } : {}),
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          const n = i++ % HALL.attendances;
          return {
            ...req,
            body: JSON.stringify({
              // A person's name has no digits (SPEC §5): the number spelled in letters.
              nama: `Peserta ${[...String(n)].map((d) => 'ABCDEFGHIJ'[Number(d)]).join('')}`,
              jenis_identitas: 'NIK',
              nomor_identitas: `320101120190${String(n + 1).padStart(4, '0')}`,
              instansi_lain: 'Instansi Uji',
              level_jabatan: 'PELAKSANA',
              email: `aula${n}@contoh.go.id`,
              telepon: '081234567890',
              persetujuan: true,
            }),
          };
        },
      },
    ],
  });
  const stored = await withDb(databaseUrl(), async (db) => {
    const { rows } = await db.query<{ n: string }>(
      'select count(*) n from ppg_kegiatan_presensis where aktivitas_id = $1',
      [aktivitas],
    );
    return Number(rows[0]?.n ?? 0);
  });
  const m = measuredOf(r);
  const whole = stored === HALL.attendances && m.non_2xx === 0 && m.errors === 0;
  const result = {
    ...m,
    pace,
    sent: r.requests.sent,
    stored,
    target_met: pace === 'paced' ? whole && m.p99_ms <= HALL.targetP99Ms : null,
  };
  console.log(
    `[bench] hall (${pace}): ${result.sent} check-ins (a tenth repeated), ${stored} stored, ${m.non_2xx} non-2xx, ` +
      `p99 ${m.p99_ms} ms`,
  );
  return result;
}

async function run(): Promise<{ rows: ListRow[]; hall: Hall[] }> {
  if ((await seeded()) < KEGIATAN) await seed();
  const dataDir = await mkdtemp(join(tmpdir(), 'gratifikasi-bench-kegiatan-run-'));
  const server = await startServer({ DATABASE_URL: databaseUrl(), DATA_DIR: dataDir });
  try {
    const gh = { authorization: `Bearer ${await loginToken(server.baseUrl, 'ketua_group_ppg', PASSWORD)}` };
    const member = {
      authorization: `Bearer ${await loginToken(server.baseUrl, 'anggota_tim_ppg', PASSWORD)}`,
    };
    const api = (path: string) => `${server.baseUrl}/api/${path}`;
    const bulan = `${LAST_YEAR - 1}-06`;
    const rows: ListRow[] = [];
    for (const [i, connections] of CONNECTIONS.entries()) {
      const load = { connections, durationS: DURATION_S, targetP99Ms: TARGET_P99_MS, judged: i === 0 };
      rows.push(
        ...(await measureTargets(
          [
            { endpoint: `GET /api/my-profile (baseline) @${connections}`, url: api('my-profile') },
            { endpoint: `GET /api/kegiatan (page 1) @${connections}`, url: api('kegiatan') },
            {
              endpoint: `GET /api/kegiatan (year, finished, page 5) @${connections}`,
              url: api(`kegiatan?tahun=${LAST_YEAR - 1}&status_kegiatan=SELESAI&page=5`),
            },
            { endpoint: `GET /api/kegiatan (search) @${connections}`, url: api('kegiatan?q=uji%20777') },
            {
              endpoint: `GET /api/kegiatan-kalender (a month) @${connections}`,
              url: api(`kegiatan-kalender?bulan=${bulan}`),
            },
            {
              endpoint: `GET /api/laporan-kegiatan (the group head's queue) @${connections}`,
              url: api('laporan-kegiatan?antrian=menunggu'),
            },
            {
              endpoint: `GET /api/laporan-kegiatan (all, page 10) @${connections}`,
              url: api('laporan-kegiatan?page=10'),
            },
          ],
          gh,
          load,
        )),
      );
      rows.push(
        ...(await measureTargets(
          [{ endpoint: `GET /api/kegiatanku (the member) @${connections}`, url: api('kegiatanku') }],
          member,
          load,
        )),
      );
    }
    const halls = [await hall(server.baseUrl, member, 'paced'), await hall(server.baseUrl, member, 'burst')];
    return { rows, hall: halls };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  // BENCH_SEED_ONLY=1: build the data set now (e.g. while the machine is busy) and measure in a later, quieter run.
  if (process.env.BENCH_SEED_ONLY === '1') {
    if ((await seeded()) < KEGIATAN) await seed();
    return;
  }
  const loadAtStart = loadavg();
  const { rows, hall } = await run();
  await reportRows('kegiatan', rows, TARGET_P99_MS, loadAtStart, {
    database: 'postgresql',
    kegiatan: KEGIATAN,
    attendance_rows: KEGIATAN * 2 * 5,
    hall: {
      runs: hall,
      attendances: HALL.attendances,
      seconds: HALL.seconds,
      connections: HALL.connections,
      target_p99_ms: HALL.targetP99Ms,
    },
    connections: CONNECTIONS,
    duration_s: DURATION_S,
  });
}

await main();
