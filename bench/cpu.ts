import { readFile } from 'node:fs/promises';
import pg from 'pg';

/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on Linux). */
const HZ = 100;

/** CPU time (user + system, ms) a process has used, from /proc/<pid>/stat; 0 when it is gone. */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return 0;
  // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / HZ;
}

/** A process and its descendants (a cluster primary's workers), by /proc's children lists. */
async function processTree(pid: number): Promise<number[]> {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    const children = await readFile(`/proc/${out[i]}/task/${out[i]}/children`, 'utf8').catch(() => '');
    out.push(...children.split(' ').filter(Boolean).map(Number));
  }
  return out;
}

/** The CPU (ms) of a process and its descendants (WEB_CONCURRENCY > 1: the primary and its workers). */
async function treeCpuMs(pid: number): Promise<number> {
  const cpus = await Promise.all((await processTree(pid)).map(cpuMs));
  return cpus.reduce((a, b) => a + b, 0);
}

/** The PostgreSQL backends serving one database's clients (its pool's connections; not autovacuum), by pid. */
export async function backendPids(databaseUrl: string): Promise<number[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    return rows.map((r) => r.pid);
  } finally {
    await db.end();
  }
}

/**
 * The CPU a piece of work cost the server and the database, whatever else the machine runs: the server process's
 * and its database backends' CPU time before and after. A figure per request that a busy machine does not skew the
 * way it skews throughput and latency.
 */
export async function cpuDuring<T>(
  serverPid: number | undefined,
  databaseUrl: string,
  work: () => Promise<T>,
): Promise<{ result: T; server_ms: number; database_ms: number }> {
  const cpuOf = async (list: number[]) =>
    new Map(await Promise.all(list.map(async (p) => [p, await cpuMs(p)] as const)));
  const server0 = serverPid ? await treeCpuMs(serverPid) : 0;
  const before = await cpuOf(await backendPids(databaseUrl));
  const result = await work();
  const server1 = serverPid ? await treeCpuMs(serverPid) : 0;
  // Per backend: what it used since it was first seen (a backend opened during the run counts from zero; one closed
  // during the run is lost, so the figure errs low).
  const after = await cpuOf(await backendPids(databaseUrl));
  let database = 0;
  for (const [pid, ms] of after) database += ms - (before.get(pid) ?? 0);
  return { result, server_ms: server1 - server0, database_ms: database };
}
