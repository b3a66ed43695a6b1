import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const dataDir = `${repoRoot}data-e2e`;
// E2E_PORT lets a second checkout run its suite beside another one (default 3100).
export const port = Number(process.env.E2E_PORT ?? 3100);

/** The server the suite runs against: the built server as `npm start` runs it, on a fresh PGlite database. */
export const serverCommand = `rm -rf "${dataDir}" && node --enable-source-maps "${repoRoot}apps/server/dist/main.mjs"`;

/** Its environment: the demo's data, no captcha, rate limits a parallel suite does not reach. */
export const serverEnv: Record<string, string> = {
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  APP_URL: `http://127.0.0.1:${port}`,
  CAPTCHA: 'off',
  RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_ANON_MAX: '100000',
  DEMO_SEED: 'on',
  LOG_LEVEL: 'warn',
};
