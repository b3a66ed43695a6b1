import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { AppConfig } from '../config';
import { type Database, openPglite } from '../db/client';
import { openPostgres } from '../db/postgres';
import { seed } from '../db/seed';

/**
 * Test databases start from a template: migrated and seeded once, then copied for each test file (PostgreSQL:
 * `create database … template`; PGlite: a data-directory tarball in the OS temp dir). Migrating and seeding for each
 * of ~45 files was most of the API suite's time.
 *
 * The template's name carries a hash of everything that shapes a fresh database — the migrations, the schema, the
 * seed and its reference data, and the domain rules the seed reads — the seed options and the year, so a change to
 * any of them makes a new template and a stale one is never used.
 */
const sourceDirs = [
  fileURLToPath(new URL('../db/', import.meta.url)),
  fileURLToPath(new URL('../../../../packages/domain/src/', import.meta.url)),
];
/** Files outside those folders that the seed imports (the letter templates it installs, the settings it reads). */
const sourceFiles = [
  fileURLToPath(new URL('../modules/dokumen/template/seed-templates.ts', import.meta.url)),
  fileURLToPath(new URL('../modules/app-config/rules.ts', import.meta.url)),
  fileURLToPath(new URL('../platform/settings.ts', import.meta.url)),
  fileURLToPath(new URL('../platform/passwords.ts', import.meta.url)),
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !e.name.includes('.test.'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

let sourceHash: string | undefined;
/** The hash of the sources (and the year: the seeded calendar covers this year and the next). */
function sourceKey(): string {
  if (!sourceHash) {
    const hash = createHash('sha256');
    for (const dir of sourceDirs) {
      for (const file of filesUnder(dir)) hash.update(file.slice(dir.length)).update(readFileSync(file));
    }
    for (const file of sourceFiles)
      hash.update(file.slice(file.lastIndexOf('/src/'))).update(readFileSync(file));
    sourceHash = hash.update(String(new Date().getFullYear())).digest('hex').slice(0, 16);
  }
  return sourceHash;
}

/** `<source>_<seed options>`: templates of the same sources differ only by the seed options. */
function templateKey(config: Pick<AppConfig, 'demoSeed' | 'demoPassword'>): string {
  const options = createHash('sha256').update(`${config.demoSeed}|${config.demoPassword}`).digest('hex');
  return `${sourceKey()}_${options.slice(0, 6)}`;
}

async function migrateAndSeed(database: Database, config: AppConfig): Promise<void> {
  await database.migrate();
  await seed(database.db, config);
}

const TEMPLATE_TAR = /^gratifikasi-test-template-[0-9a-f_]+\.tar$/;
/** A tarball of earlier sources is removed once this old (a test file may still be reading a newer one). */
const STALE_TAR_MS = 30 * 60_000;

async function buildPgliteTemplate(file: string, config: AppConfig): Promise<void> {
  const fresh = openPglite();
  try {
    await migrateAndSeed(fresh, config);
    const dump = await (fresh.dump as () => Promise<Blob>)();
    // Written aside and renamed: test files starting together never read half a tarball.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await fresh.close();
  }
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!TEMPLATE_TAR.test(name) || name.includes(sourceKey())) continue;
    await stat(path)
      .then((s) => (Date.now() - s.mtimeMs > STALE_TAR_MS ? rm(path, { force: true }) : undefined))
      .catch(() => undefined);
  }
}

/** An in-memory PGlite database, migrated and seeded, loaded from the template tarball (made on first use). */
export async function pgliteFromTemplate(config: AppConfig): Promise<Database> {
  const file = join(tmpdir(), `gratifikasi-test-template-${templateKey(config)}.tar`);
  for (let attempt = 1; ; attempt++) {
    if (!existsSync(file)) await buildPgliteTemplate(file, config);
    try {
      return openPglite(undefined, new Blob([await readFile(file)]));
    } catch (error) {
      // Removed between the check and the read: build it again.
      if (attempt >= 3) throw error;
    }
  }
}

/** `serverUrl` with another database name. */
function urlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates database `name` on the server of `serverUrl` as a copy of the template (made once, under an advisory
 * lock, built under a temporary name and renamed when complete, so a build that died never serves as a template).
 */
export async function createFromTemplate(serverUrl: string, name: string, config: AppConfig): Promise<void> {
  const template = `gratifikasi_tpl_${templateKey(config)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      await ensurePgTemplate(admin, serverUrl, template, config);
      try {
        await admin.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        // Another checkout's tests dropped it as stale between the check and the copy: make it again.
        if (attempt >= 3) throw error;
      }
    }
  } finally {
    await admin.end();
  }
}

async function ensurePgTemplate(
  admin: pg.Client,
  serverUrl: string,
  template: string,
  config: AppConfig,
): Promise<void> {
  await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (rowCount !== 0) return;
    const building = `gratifikasi_build_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const database = openPostgres(urlOf(serverUrl, building), 2);
    try {
      await migrateAndSeed(database, config);
    } finally {
      await database.close();
    }
    await waitUntilUnused(admin, building);
    await admin.query(`alter database ${building} rename to ${template}`);
    // Templates of other sources are of no further use; one being copied right now refuses the drop.
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'gratifikasi\\_tpl\\_%' and datname not like $1`,
      [`gratifikasi\\_tpl\\_${sourceKey()}\\_%`],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
  }
}

/** Waits until no session is connected to `name` (pool.end() resolves a little before the server sees it). */
export async function waitUntilUnused(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
