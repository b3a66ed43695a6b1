import type { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { DatabaseKind, Db } from './db/client';
import type { ThrottleStore } from './modules/auth/throttle-store';
import type { Cached } from './platform/cache';
import type { FileStorage } from './platform/files';
import type { Jobs } from './platform/jobs';
import type { Mailer } from './platform/mail';
import type { RbacSnapshot } from './platform/rbac';
import type { Settings } from './platform/settings';
import type { TokenUsers } from './platform/token-users';

/** A captcha to show: the answer (stored hashed) and the SVG image. */
export type CaptchaGenerator = () => { text: string; svg: string };

/** Everything modules share, built once by buildApp. */
export interface ServerContext {
  config: AppConfig;
  db: Db;
  databaseKind: DatabaseKind;
  rbac: Cached<RbacSnapshot>;
  settings: Cached<Settings>;
  jobs: Jobs;
  mailer: Mailer;
  captcha: CaptchaGenerator;
  files: FileStorage;
  /** Set when REDIS_URL is: rate limits and the login throttle are kept there. */
  redis: Redis | null;
  /** Failed-login counters (Redis, or the database). */
  throttle: ThrottleStore;
  /** Access token hash → user id, for the per-user rate limit. */
  tokenUsers: TokenUsers;
  /**
   * The first start's demo seed: the accounts and every role's example reports are ready before the server listens;
   * the rest of the demo (`seeding` true meanwhile) is filled in after, through the same API (main.ts).
   */
  demo: { seeding: boolean };
}
