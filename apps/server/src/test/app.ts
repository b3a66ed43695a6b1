import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TokenPair } from '@gratifikasi/domain';
import pg from 'pg';
import { type App, type AppDeps, buildApp } from '../app';
import { type AppConfig, loadConfig, testDatabaseUrl } from '../config';
import type { Database } from '../db/client';
import { openPostgres } from '../db/postgres';
import { localStorage } from '../platform/files';
import { createFromTemplate, pgliteFromTemplate, waitUntilUnused } from './template';

export const DEMO_PASSWORD = 'Demo#2026';

export interface TestApp {
  app: App;
  database: Database;
  /** PostgreSQL runs: the test database's URL (a second app on the same database, as another process would). */
  url?: string;
  close: () => Promise<void>;
}

/**
 * Drops a test database once the pool's connections are really gone (pool.end() resolves a little before the
 * server sees them close); `with (force)` would kill them mid-goodbye and surface as an unhandled error.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await waitUntilUnused(client, name);
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * A throwaway database, migrated and seeded: in-memory PGlite, or a uniquely named database on TEST_DATABASE_URL's
 * server; both copied from a template (test/template.ts).
 */
async function openTestDatabase(
  config: AppConfig,
): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) return { database: await pgliteFromTemplate(config), drop: async () => {} };
  const name = `gratifikasi_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await createFromTemplate(serverUrl, name, config);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: openPostgres(url.toString(), 5),
    drop: () => dropDatabase(serverUrl, name),
    url: url.toString(),
  };
}

/** The app on a fresh, migrated, seeded database; captcha off and no SPA unless the test says otherwise. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  deps: Omit<Partial<AppDeps>, 'config' | 'database'> = {},
): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      CAPTCHA: 'off',
      WEB_DIST: '/nonexistent-web-dist',
      LOG_LEVEL: 'silent',
    }),
    ...overrides,
  };
  const { database, drop, url } = await openTestDatabase(config);
  const filesDir = mkdtempSync(join(tmpdir(), 'gratifikasi-files-'));
  const files = localStorage(filesDir);
  // TEST_LOG_LEVEL=error shows the server's own log of a failing call (a 500's cause) while debugging a test.
  const app = await buildApp({
    logger: process.env.TEST_LOG_LEVEL ? { level: process.env.TEST_LOG_LEVEL } : false,
    mailTransport: null,
    files,
    ...deps,
    config,
    database,
  });
  return {
    app,
    database,
    ...(url ? { url } : {}),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the SPA's login call and returns the token pair; fails loudly otherwise. */
export async function loginPair(
  app: App,
  username: string,
  opts: { password?: string; ip?: string } = {},
): Promise<TokenPair> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: opts.ip ?? '127.0.0.1',
    payload: { username, password: opts.password ?? DEMO_PASSWORD, captcha: '', token: '', code: '' },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return res.json<{ data: TokenPair }>().data;
}

/** An access token of the demo account. */
export async function loginAs(app: App, username: string, opts: { password?: string; ip?: string } = {}) {
  return (await loginPair(app, username, opts)).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Calls the API as the holder of `token` (none: anonymous); `payload` is sent as JSON. */
export function caller(app: App, token?: string) {
  return (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

export { multipart } from '../platform/multipart-body';

/** The smallest valid PNG (1×1), for upload tests. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
