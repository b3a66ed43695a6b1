import { ROLES, type RoleName, roleByName } from '@gratifikasi/domain';
import { inArray } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords';
import type { Db } from '../client';
import { pelapors, role_users, users } from '../schema';

interface DemoAccount {
  username: string;
  name: string;
  roles: RoleName[];
}

/** One account per role (username = the role's demoUsername) plus kpk_multi for role switching. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  ...ROLES.map((role) => ({ username: role.demoUsername, name: `Demo ${role.label}`, roles: [role.name] })),
  { username: 'kpk_multi', name: 'Demo Multi Peran KPK', roles: ['ketua_group', 'ketua_tim', 'anggota_tim'] },
];

/** A NIK that passes the §5 rules: province 32, birth date 12-01-90, serial 0003. */
const INDIVIDU_PELAPOR = { nama: 'Budi Santoso', nik: '3201011201900003' };

/**
 * Creates the missing demo accounts. The password is hashed once and shared by every account so a restart
 * with all accounts present costs no argon2 work at all.
 */
export async function seedDemoAccounts(db: Db, password: string): Promise<number> {
  const existing = await db
    .select({ username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        DEMO_ACCOUNTS.map((a) => a.username),
      ),
    );
  const have = new Set(existing.map((u) => u.username));
  const missing = DEMO_ACCOUNTS.filter((a) => !have.has(a.username));
  if (missing.length === 0) return 0;

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        missing.map((a) => ({
          username: a.username,
          name: a.name,
          email: `${a.username}@demo.gratifikasi.go.id`,
          password_hash: passwordHash,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const idOf = new Map(created.map((u) => [u.username, u.id]));
    await tx
      .insert(role_users)
      .values(
        missing.flatMap((a) =>
          a.roles.map((role) => ({ user_id: idOf.get(a.username) ?? 0, role_id: roleByName(role).id })),
        ),
      );
    const individuId = idOf.get(roleByName('individu').demoUsername);
    if (individuId !== undefined)
      await tx.insert(pelapors).values({ user_id: individuId, ...INDIVIDU_PELAPOR });
  });
  return missing.length;
}
