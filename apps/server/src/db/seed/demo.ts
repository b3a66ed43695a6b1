import { ROLES, type RoleName, roleByName } from '@gratifikasi/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords';
import type { Db } from '../client';
import { masterColumn, masterTableOf, pelapors, role_users, users } from '../schema';

interface DemoAccount {
  username: string;
  name: string;
  roles: RoleName[];
  /** KPK staff: the group and team (grup / tim master kode) the workflow's scopes place them in. */
  grup?: string;
  tim?: string;
}

/** Where the demo staff work: group I, team 1A (a second member and leader in team 1B, to redistribute to). */
const PLACEMENT: Partial<Record<RoleName, { grup: string; tim?: string }>> = {
  ketua_group: { grup: 'GRUP_1' },
  ketua_tim: { grup: 'GRUP_1', tim: 'TIM_1A' },
  anggota_tim: { grup: 'GRUP_1', tim: 'TIM_1A' },
};

/** One account per role (username = the role's demoUsername) plus kpk_multi for role switching. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  ...ROLES.map((role) => ({
    username: role.demoUsername,
    name: `Demo ${role.label}`,
    roles: [role.name],
    ...PLACEMENT[role.name],
  })),
  {
    username: 'kpk_multi',
    name: 'Demo Multi Peran KPK',
    roles: ['ketua_group', 'ketua_tim', 'anggota_tim'],
    grup: 'GRUP_1',
    tim: 'TIM_1A',
  },
  {
    username: 'anggota_tim2',
    name: 'Demo Anggota Tim 1B',
    roles: ['anggota_tim'],
    grup: 'GRUP_1',
    tim: 'TIM_1B',
  },
  { username: 'ketua_tim2', name: 'Demo Ketua Tim 1B', roles: ['ketua_tim'], grup: 'GRUP_1', tim: 'TIM_1B' },
];

/**
 * The demo staff who sign letters carry a NIP that passes the §5 rules (birth date, appointment month, sex, serial),
 * printed under their names on the letters.
 */
const DEMO_NIP: Readonly<Record<string, string>> = {
  pimpinan: '196803121994031001',
  deputi: '197011052000031002',
  direktur: '197205142001122001',
  ketua_group: '197809232005011003',
  ketua_tim: '198102172006041004',
  anggota_tim: '198906302014032005',
  admin_pengelola_og: '198504112010011006',
  ketua_group_ppg: '197703082003122007',
};

/** A NIK that passes the §5 rules: province 32, birth date 12-01-90, serial 0003. */
const INDIVIDU_PELAPOR = {
  nama: 'Budi Santoso',
  nik: '3201011201900003',
  tempat_lahir: 'Bogor',
  tanggal_lahir: '1990-01-12',
  jenis_kelamin: 'L',
  alamat: 'Jl. Pajajaran No. 10, Bogor',
  telepon: '081234567890',
  email: 'individu@demo.gratifikasi.go.id',
  jabatan: 'Analis Keuangan Negara Ahli Pertama',
  golongan: 'IIIB',
};

/** The demo UPG account works for this UPG (its scope); the demo reporter works at its instansi. */
const DEMO_UPG_KODE = 'UPG.KEMENKEU';
const DEMO_INSTANSI_KODE = 'KEMENKEU';

/** The id of a live master row by its kode, or null when the reference data lacks it. */
async function idByKode(db: Db, master: string, kode: string): Promise<{ id: number; nama: string } | null> {
  const table = masterTableOf(master);
  const [row] = await db
    .select({ id: table.id, nama: masterColumn(table, 'nama') })
    .from(table)
    .where(and(eq(masterColumn(table, 'kode'), kode), isNull(table.deleted_at)))
    .limit(1);
  return row ? { id: row.id, nama: String(row.nama) } : null;
}

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
  const upg = await idByKode(db, 'upg', DEMO_UPG_KODE);
  const instansi = await idByKode(db, 'instansi', DEMO_INSTANSI_KODE);
  const provinsi = await idByKode(db, 'provinsi', '32');
  const kota = await idByKode(db, 'kota-kabupaten', '32.01');
  const kecamatan = await idByKode(db, 'kecamatan', '32.01.01');
  const grupIds = new Map<string, number>();
  const timIds = new Map<string, number>();
  for (const a of missing) {
    if (a.grup && !grupIds.has(a.grup)) grupIds.set(a.grup, (await idByKode(db, 'grup', a.grup))?.id ?? 0);
    if (a.tim && !timIds.has(a.tim)) timIds.set(a.tim, (await idByKode(db, 'tim', a.tim))?.id ?? 0);
  }
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        missing.map((a) => ({
          username: a.username,
          name: a.name,
          email: `${a.username}@demo.gratifikasi.go.id`,
          password_hash: passwordHash,
          grup_id: (a.grup && grupIds.get(a.grup)) || null,
          tim_id: (a.tim && timIds.get(a.tim)) || null,
          // The self-service account registered with its NIK, as a registration would record it.
          ...(a.username === roleByName('individu').demoUsername ? { nik: INDIVIDU_PELAPOR.nik } : {}),
          ...(DEMO_NIP[a.username] ? { nip: DEMO_NIP[a.username] } : {}),
        })),
      )
      .returning({ id: users.id, username: users.username });
    const idOf = new Map(created.map((u) => [u.username, u.id]));
    await tx.insert(role_users).values(
      missing.flatMap((a) =>
        a.roles.map((role) => ({
          user_id: idOf.get(a.username) ?? 0,
          role_id: roleByName(role).id,
          ...(role === 'upg' && upg ? { scope_type: 'upg', scope_id: upg.id, scope_name: upg.nama } : {}),
        })),
      ),
    );
    const individuId = idOf.get(roleByName('individu').demoUsername);
    if (individuId !== undefined)
      await tx.insert(pelapors).values({
        user_id: individuId,
        ...INDIVIDU_PELAPOR,
        instansi_id: instansi?.id ?? null,
        provinsi_id: provinsi?.id ?? null,
        kota_kabupaten_id: kota?.id ?? null,
        kecamatan_id: kecamatan?.id ?? null,
        created_by: individuId,
        created_by_role: 'individu',
      });
  });
  return missing.length;
}
