import { PERMISSIONS, ROLES } from '@gratifikasi/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONFIG_KEYS } from '../../platform/settings';
import { createTestApp, type TestApp } from '../../test/app';
import { app_configs, pelapors, permission_roles, permissions, role_users, roles, users } from '../schema';
import { DEMO_ACCOUNTS } from './demo';
import { markSeeded, seed, seedFingerprint, seedUpToDate } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function counts() {
  const db = t.database.db;
  const tables = { users, roles, permissions, permission_roles, role_users, pelapors, app_configs };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    result[name] = (await db.select({ n: count() }).from(table))[0].n;
  }
  return result;
}

describe('seed', () => {
  it('creates the 20 roles, 11 permissions, every demo account and the individu pelapor', async () => {
    const c = await counts();
    expect(c.roles).toBe(ROLES.length);
    expect(c.permissions).toBe(PERMISSIONS.length);
    expect(c.users).toBe(DEMO_ACCOUNTS.length);
    expect(c.role_users).toBe(DEMO_ACCOUNTS.reduce((n, a) => n + a.roles.length, 0));
    expect(c.pelapors).toBe(1);
    expect(c.app_configs).toBe(APP_CONFIG_KEYS.length);
  });

  it('can run again at every start without duplicating anything or touching changed configs', async () => {
    await t.database.db.update(app_configs).set({ value: 15 }).where(eq(app_configs.key, 'max_idle'));
    const before = await counts();
    await seed(t.database.db, { demoSeed: true, demoPassword: 'Lain#2026' });
    expect(await counts()).toEqual(before);
    const [maxIdle] = await t.database.db.select().from(app_configs).where(eq(app_configs.key, 'max_idle'));
    expect(maxIdle.value).toBe(15);
  });

  it('creates no account when demo seeding is off', async () => {
    const bare = await createTestApp({ demoSeed: false });
    try {
      const [{ n }] = await bare.database.db.select({ n: count() }).from(users);
      expect(n).toBe(0);
      const [{ r }] = await bare.database.db.select({ r: count() }).from(roles);
      expect(r).toBe(ROLES.length);
    } finally {
      await bare.close();
    }
  });
});

describe('the seed at start (issue 29: a restart of a built server skips it)', () => {
  const opts = { demoSeed: true, demoPassword: 'Demo#2026' };

  it('has no fingerprint when the sources run (every start seeds)', async () => {
    expect(seedFingerprint(null, opts)).toBeNull();
    expect(await seedUpToDate(t.database.db, null)).toBe(false);
  });

  it('is up to date only for the fingerprint of the last complete seed: same build, year and demo switch', async () => {
    const db = t.database.db;
    const first = seedFingerprint('build-a', opts)!;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await seedUpToDate(db, first)).toBe(false);
    await markSeeded(db, first);
    expect(await seedUpToDate(db, first)).toBe(true);
    expect(await seedUpToDate(db, seedFingerprint('build-b', opts))).toBe(false);
    expect(await seedUpToDate(db, seedFingerprint('build-a', { ...opts, demoSeed: false }))).toBe(false);
    expect(await seedUpToDate(db, seedFingerprint('build-a', { ...opts, demoPassword: 'Lain#2026' }))).toBe(
      false,
    );
    const next = seedFingerprint('build-b', opts)!;
    await markSeeded(db, next);
    expect(await seedUpToDate(db, first)).toBe(false);
    expect(await seedUpToDate(db, next)).toBe(true);
  });
});
