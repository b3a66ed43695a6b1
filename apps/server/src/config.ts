import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTotpRoles, type RoleName } from '@gratifikasi/domain';
import { z } from 'zod';

/** The repository root; `npm start` runs with apps/server as cwd, so paths resolve from here, not from cwd. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const onOff = z.enum(['on', 'off']);
/** The demo's secrets: public (in this repository), so a server without the demo refuses to start with them. */
export const DEMO_SECRETS = {
  OAUTH_CLIENT_SECRET: 'gratifikasi-demo-secret',
  PAYMENT_SECRET: 'gratifikasi-payment-demo-secret',
  TOTP_KEY: 'gratifikasi-totp-demo-key',
} as const;
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalString,
  // The report engine's heavy reads (issue 14): a PostgreSQL replica; unset → the main database.
  REPORT_DATABASE_URL: optionalString,
  DATA_DIR: z.string().default('data'),
  CAPTCHA: onOff.default('on'),
  DEMO_SEED: onOff.default('on'),
  DEMO_PASSWORD: z.string().min(1).default('Demo#2026'),
  OAUTH_CLIENT_SECRET: z.string().min(1).default(DEMO_SECRETS.OAUTH_CLIENT_SECRET),
  // Per minute: each signed-in user's API calls, and each IP's calls without a (known) token.
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1000),
  RATE_LIMIT_ANON_MAX: z.coerce.number().int().positive().default(3000),
  // Shares rate limits and the login throttle between processes and hosts; unset → memory and the database.
  REDIS_URL: optionalString,
  REDIS_KEY_PREFIX: z.string().default('gratifikasi:'),
  // Seconds in which a rotated refresh token presented again gets the same new pair (two tabs at once).
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  SMTP_URL: optionalString,
  // Broadcast e-mail pacing: mails handed to the outbox per second, and per batch job.
  BROADCAST_RATE: z.coerce.number().int().min(1).max(10_000).default(20),
  BROADCAST_BATCH: z.coerce.number().int().min(1).max(5_000).default(100),
  // The agency's e-office (letters sent for approval and signature); unset → the demo's simulator, or none.
  EOFFICE_URL: optionalString,
  // The KPK's learning platform (e-learning completion per institution); unset → the demo's simulator, or none.
  ELEARNING_URL: optionalString,
  MAIL_FROM: z.string().default('Gratifikasi Online <no-reply@gratifikasi.go.id>'),
  APP_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default('apps/web/dist'),
  // Behind a reverse proxy, trust X-Forwarded-For for the client IP (rate limits, throttling, audit). Off by
  // default: otherwise any client could pick its own IP.
  TRUST_PROXY: onOff.default('off'),
  // API processes sharing the port (node:cluster) on PostgreSQL; PGlite is one process's database, so it runs one.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // Days a soft-deleted file keeps its bytes before the daily purge deletes them and its row.
  MEDIA_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // The bank's payment gateway (inquiry, VA registration). Unset: the demo's simulator ("bank" screen), or none.
  PAYMENT_URL: z.url().optional(),
  // The HMAC key of payment notifications (callback and settlement); the simulator signs with it too.
  PAYMENT_SECRET: z.string().min(16).default(DEMO_SECRETS.PAYMENT_SECRET),
  // The key that encrypts second-factor secrets at rest and signs the login's second-factor challenge.
  TOTP_KEY: z.string().min(16).default(DEMO_SECRETS.TOTP_KEY),
  // Roles that must pass the second factor after the password: off, kpk (KPK staff and admins) or role names.
  // Unset: off in the demo (DEMO_SEED=on), kpk otherwise.
  TOTP_ROLES: optionalString,
});

/** Without the demo (production), the demo's public secrets may not sign tokens or payments: set or not, refused. */
const productionSchema = envSchema.superRefine((e, issue) => {
  const totp = parseTotpRoles(e.TOTP_ROLES, e.DEMO_SEED === 'on');
  if ('error' in totp) issue.addIssue({ code: 'custom', path: ['TOTP_ROLES'], message: totp.error });
  if (e.DEMO_SEED === 'on') return;
  for (const key of Object.keys(DEMO_SECRETS) as (keyof typeof DEMO_SECRETS)[]) {
    if (e[key] === DEMO_SECRETS[key]) {
      issue.addIssue({
        code: 'custom',
        path: [key],
        message: 'must be set to a secret of your own when DEMO_SEED=off (the demo default is public)',
      });
    }
  }
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Where the report engine reads (a replica), or undefined for the main database. */
  reportDatabaseUrl: string | undefined;
  dataDir: string;
  captchaEnabled: boolean;
  demoSeed: boolean;
  /**
   * The demo's stand-ins for external systems (payment and e-office simulators): on exactly when DEMO_SEED=on. Never
   * in production; tests turn it off alone to see a server without them on a database that has the demo accounts.
   */
  simulators: boolean;
  demoPassword: string;
  oauthClientSecret: string;
  /** API calls per minute per signed-in user. */
  rateLimitMax: number;
  /** API calls per minute per IP without a known token (logins, captchas, public pages). */
  rateLimitAnonMax: number;
  redisUrl: string | undefined;
  /** Prefix of every Redis key this app writes (tests use a unique one). */
  redisKeyPrefix: string;
  refreshGraceSeconds: number;
  smtpUrl: string | undefined;
  /** Broadcast e-mail: mails handed to the outbox per second, and per batch job. */
  broadcastRate: number;
  broadcastBatch: number;
  /** The e-office's base URL; undefined → the simulator (admin screen eoffice-simulator) in the demo, else none. */
  eofficeUrl: string | undefined;
  /** The learning platform's base URL; undefined → its simulator in the demo, else none (imports by file only). */
  elearningUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  logLevel: string;
  webDist: string;
  trustProxy: boolean;
  /** API processes to run (PostgreSQL only; always 1 on PGlite). */
  webConcurrency: number;
  /** Days a soft-deleted file is kept before the daily purge. */
  mediaRetentionDays: number;
  /** The bank's payment gateway; undefined → the in-process simulator in the demo, else none (no VA issued). */
  paymentUrl: string | undefined;
  /** HMAC-SHA256 key of payment notifications. */
  paymentSecret: string;
  /** Encrypts TOTP secrets at rest and signs second-factor challenges (keys are derived per use). */
  totpKey: string;
  /** Roles that must pass the second factor at login (empty: nobody is asked unless they enrolled themselves). */
  totpRoles: RoleName[];
}

/** TOTP_ROLES, already validated by the schema. */
const totpRolesOf = (value: string | undefined, demo: boolean): RoleName[] => {
  const parsed = parseTotpRoles(value, demo);
  return 'roles' in parsed ? parsed.roles : [];
};

const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(repoRoot, p));

/** Reads and validates the environment; throws with every invalid key listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = productionSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    reportDatabaseUrl: e.REPORT_DATABASE_URL,
    dataDir: fromRoot(e.DATA_DIR),
    captchaEnabled: e.CAPTCHA === 'on',
    demoSeed: e.DEMO_SEED === 'on',
    simulators: e.DEMO_SEED === 'on',
    demoPassword: e.DEMO_PASSWORD,
    oauthClientSecret: e.OAUTH_CLIENT_SECRET,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitAnonMax: e.RATE_LIMIT_ANON_MAX,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    smtpUrl: e.SMTP_URL,
    broadcastRate: e.BROADCAST_RATE,
    broadcastBatch: e.BROADCAST_BATCH,
    eofficeUrl: e.EOFFICE_URL?.replace(/\/+$/, ''),
    elearningUrl: e.ELEARNING_URL?.replace(/\/+$/, ''),
    mailFrom: e.MAIL_FROM,
    appUrl: e.APP_URL.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    webDist: fromRoot(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY === 'on',
    webConcurrency: e.DATABASE_URL ? e.WEB_CONCURRENCY : 1,
    mediaRetentionDays: e.MEDIA_RETENTION_DAYS,
    paymentUrl: e.PAYMENT_URL?.replace(/\/+$/, ''),
    paymentSecret: e.PAYMENT_SECRET,
    totpKey: e.TOTP_KEY,
    totpRoles: totpRolesOf(e.TOTP_ROLES, e.DEMO_SEED === 'on'),
  };
}

/** PostgreSQL server on which the API tests create a throwaway database per file; unset → in-memory PGlite. */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.TEST_DATABASE_URL?.trim() || undefined;
}
