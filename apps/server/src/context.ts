import type { AppConfig } from './config';
import type { DatabaseKind, Db } from './db/client';
import type { Cached } from './platform/cache';
import type { FileStorage } from './platform/files';
import type { Jobs } from './platform/jobs';
import type { Mailer } from './platform/mail';
import type { RbacSnapshot } from './platform/rbac';
import type { Settings } from './platform/settings';

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
}
