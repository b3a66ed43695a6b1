import { z } from 'zod';
import type { Db } from '../db/client';
import { app_configs } from '../db/schema';
import { RULE_CONFIG_DEFAULTS, RULE_CONFIG_SCHEMAS } from '../modules/app-config/rules';
import { type Cached, cachedValue } from './cache';

export const DEFAULT_MAINTENANCE_MESSAGE =
  'Aplikasi sedang dalam pemeliharaan. Silakan coba beberapa saat lagi.';

/** The schema of each app config key; a PUT is validated against its key's schema. */
export const APP_CONFIG_SCHEMAS = {
  maintenance: z.object({
    enabled: z.boolean(),
    message: z.string().trim().min(1, 'Pesan pemeliharaan wajib diisi').max(500),
  }),
  max_idle: z.number().int().min(1, 'Minimal 1 menit').max(1440, 'Maksimal 1440 menit'),
  session_alert_threshold: z.number().int().min(1, 'Minimal 1 menit').max(1440, 'Maksimal 1440 menit'),
  single_session: z.boolean(),
  password_max_age_days: z.number().int().min(0, 'Minimal 0 (tidak berlaku)').max(3650),
  login_throttle: z.object({
    /** Failures of one username from one IP. */
    max: z.number().int().min(1).max(100),
    window_minutes: z.number().int().min(1).max(1440),
    /** Failures of one username from any IP (spread-out guessing of one account). */
    user_max: z.number().int().min(1).max(10_000).default(20),
    /** Failures from one IP whatever the username (an office's NAT: far above `max`). */
    ip_max: z.number().int().min(1).max(100_000).default(100),
  }),
  ...RULE_CONFIG_SCHEMAS,
} as const;

export type AppConfigKey = keyof typeof APP_CONFIG_SCHEMAS;
export type Settings = { [K in AppConfigKey]: z.infer<(typeof APP_CONFIG_SCHEMAS)[K]> };

export const APP_CONFIG_KEYS = Object.keys(APP_CONFIG_SCHEMAS) as AppConfigKey[];

export function isAppConfigKey(key: string): key is AppConfigKey {
  return Object.hasOwn(APP_CONFIG_SCHEMAS, key);
}

export const APP_CONFIG_DEFAULTS: { [K in AppConfigKey]: { value: Settings[K]; description: string } } = {
  maintenance: {
    value: { enabled: false, message: DEFAULT_MAINTENANCE_MESSAGE },
    description: 'Mode pemeliharaan: selama aktif hanya sysadmin dan superuser yang dapat memakai aplikasi',
  },
  max_idle: { value: 60, description: 'Batas menit tanpa aktivitas sebelum sesi diakhiri' },
  session_alert_threshold: {
    value: 30,
    description: 'Sisa menit sesi saat dialog konfirmasi perpanjangan sesi ditampilkan',
  },
  single_session: { value: false, description: 'Satu sesi per pengguna: login baru mengakhiri sesi lain' },
  password_max_age_days: {
    value: 0,
    description: 'Umur maksimal kata sandi dalam hari (0 = tidak berlaku)',
  },
  login_throttle: {
    value: { max: 5, window_minutes: 15, user_max: 20, ip_max: 100 },
    description:
      'Batas login gagal dalam jendela waktu: max per nama pengguna dari satu IP, user_max per nama pengguna, ip_max per IP',
  },
  ...RULE_CONFIG_DEFAULTS,
};

async function loadSettings(db: Db): Promise<Settings> {
  const rows = await db.select({ key: app_configs.key, value: app_configs.value }).from(app_configs);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const pick = <K extends AppConfigKey>(key: K): Settings[K] => {
    // A stored value that no longer fits its schema falls back to the default rather than breaking auth.
    const parsed = APP_CONFIG_SCHEMAS[key].safeParse(stored.get(key));
    return (parsed.success ? parsed.data : APP_CONFIG_DEFAULTS[key].value) as Settings[K];
  };
  return Object.fromEntries(APP_CONFIG_KEYS.map((key) => [key, pick(key)])) as Settings;
}

/** App configs read on hot paths (every authenticated call checks maintenance), cached for a few seconds. */
export function createSettingsCache(db: Db): Cached<Settings> {
  return cachedValue(db, 'settings', () => loadSettings(db));
}
