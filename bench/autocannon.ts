import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from './server';

/** What one autocannon run measured. */
export interface Measured {
  req_per_s: number;
  p50_ms: number;
  p99_ms: number;
  non_2xx: number;
  errors: number;
  timeouts: number;
}

/** One measured list endpoint. */
export interface ListRow extends Measured {
  endpoint: string;
  items_total: number;
  /** null: a stress level, measured for the record and not judged against the target. */
  target_met: boolean | null;
}

export function measuredOf(r: autocannon.Result): Measured {
  return {
    req_per_s: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    non_2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

export interface Target {
  /** The label in the table, e.g. `GET /api/kecamatan?q=jaya`. */
  endpoint: string;
  url: string;
}

export interface LoadOptions {
  connections: number;
  durationS: number;
  targetP99Ms: number;
  /** false: a stress level (target_met null). Default true. */
  judged?: boolean;
}

/** The total a list endpoint reports, so the figures show the query really matches rows. */
export async function totalOf(url: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data: { total?: number } };
  return body.data.total ?? 0;
}

/** Each target in turn: its total, a 2 s warm-up (JIT, pool, caches), then the measured run. */
export async function measureTargets(
  targets: readonly Target[],
  headers: Record<string, string>,
  { connections, durationS, targetP99Ms, judged = true }: LoadOptions,
): Promise<ListRow[]> {
  const rows: ListRow[] = [];
  for (const target of targets) {
    const total = await totalOf(target.url, headers);
    await autocannon({ url: target.url, connections, duration: 2, headers });
    console.log(`[bench] ${target.endpoint}: total ${total}; ${connections} connections for ${durationS} s`);
    const r = await autocannon({ url: target.url, connections, duration: durationS, headers });
    rows.push({
      endpoint: target.endpoint,
      items_total: total,
      ...measuredOf(r),
      target_met: judged ? r.latency.p99 <= targetP99Ms && r.non2xx === 0 && r.errors === 0 : null,
    });
  }
  return rows;
}

/** The machine's load: server, database and autocannon share it, and a busy machine lowers every figure. */
export function printLoad(loadAtStart: number[]): void {
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(
    `[bench] ${cpus().length} CPUs; load average at start ${load(loadAtStart)}, at end ${load(loadavg())}`,
  );
}

/** Writes `bench/results/[<name>-]<stamp>.json`: the machine, `meta` and the rows. */
export async function writeResults(
  name: string | null,
  loadAtStart: number[],
  meta: Record<string, unknown>,
  rows: readonly object[],
): Promise<void> {
  const resultsDir = join(repoRoot, 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/:/g, '-').replace(/\..*/, '');
  const file = join(resultsDir, name ? `${name}-${stamp}.json` : `${stamp}.json`);
  const machine = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadavg_at_start: loadAtStart,
  };
  await writeFile(file, `${JSON.stringify({ ...machine, ...meta, rows }, null, 2)}\n`);
  console.log(`[bench] results written to ${file}`);
}

/** Prints the table, the p99 target per endpoint and the machine's load, then writes the results file. */
export async function reportRows(
  name: string,
  rows: readonly ListRow[],
  targetP99Ms: number,
  loadAtStart: number[],
  meta: Record<string, unknown>,
): Promise<void> {
  console.log('');
  console.table(rows);
  for (const row of rows) {
    const verdict = row.target_met === null ? 'stress, not judged' : row.target_met ? 'met' : 'MISSED';
    console.log(
      `[bench] target p99 ≤ ${targetP99Ms} ms: ${verdict} for ${row.endpoint} ` +
        `(${row.req_per_s} req/s, p50 ${row.p50_ms} ms, p99 ${row.p99_ms} ms)`,
    );
  }
  printLoad(loadAtStart);
  await writeResults(name, loadAtStart, meta, rows);
}
