import { type RoleName, roleByName } from '@gratifikasi/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pelapors, role_users, users } from '../../db/schema';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { todayJakarta } from './lookups';

/** The id of a live master row by kode (fails loudly when the seed lacks it). */
export async function masterId(db: Db, key: string, kode: string): Promise<number> {
  const table = masterTableOf(key);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(masterColumn(table, 'kode'), kode), isNull(table.deleted_at)))
    .limit(1);
  if (!row) throw new Error(`master ${key} ${kode} missing`);
  return row.id;
}

export async function userIdOf(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`user ${username} missing`);
  return row.id;
}

/** A second account with the demo password (its hash copied from a demo account), in one role. */
export async function makeUser(
  db: Db,
  username: string,
  role: RoleName,
  scope?: { type: 'upg'; id: number; name: string },
): Promise<number> {
  const [demo] = await db
    .select({ hash: users.password_hash })
    .from(users)
    .where(eq(users.username, 'individu'));
  const [row] = await db
    .insert(users)
    .values({
      username,
      name: `Uji ${username}`,
      email: `${username}@uji.go.id`,
      password_hash: demo?.hash ?? '',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert');
  await db.insert(role_users).values({
    user_id: row.id,
    role_id: roleByName(role).id,
    ...(scope ? { scope_type: scope.type, scope_id: scope.id, scope_name: scope.name } : {}),
  });
  return row.id;
}

export async function makePelapor(
  db: Db,
  values: {
    nama: string;
    user_id?: number | null;
    created_by?: number | null;
    upg_id?: number | null;
    instansi_id?: number | null;
    email?: string | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(pelapors)
    .values({
      nama: values.nama,
      user_id: values.user_id ?? null,
      created_by: values.created_by ?? null,
      upg_id: values.upg_id ?? null,
      instansi_id: values.instansi_id ?? null,
      email: values.email ?? null,
    })
    .returning({ id: pelapors.id });
  if (!row) throw new Error('pelapor insert');
  return row.id;
}

/** Ids the save payloads need. */
export interface Refs {
  peristiwa: number;
  pernikahan: number;
  hubungan: number;
  rekan: number;
  uang: number;
  barang: number;
  elektronik: number;
  makanan: number;
}

export async function loadRefs(db: Db): Promise<Refs> {
  const hubunganKode = async () => {
    const table = masterTableOf('hubungan-pemberi-penerima');
    const rows = await db
      .select({ id: table.id, kode: masterColumn(table, 'kode'), kel: masterColumn(table, 'is_keluarga') })
      .from(table);
    const other = rows.find((r) => r.kel !== true && r.kode !== 'REKAN_KERJA');
    if (!other) throw new Error('hubungan missing');
    return other.id;
  };
  return {
    peristiwa: await masterId(db, 'jenis-peristiwa', 'KUNJUNGAN_KERJA'),
    pernikahan: await masterId(db, 'jenis-peristiwa', 'PERNIKAHAN'),
    hubungan: await hubunganKode(),
    rekan: await masterId(db, 'hubungan-pemberi-penerima', 'REKAN_KERJA'),
    uang: await masterId(db, 'jenis-penerimaan', 'UANG'),
    barang: await masterId(db, 'jenis-penerimaan', 'BARANG'),
    elektronik: await masterId(db, 'jenis-objek', 'ELEKTRONIK'),
    makanan: await masterId(db, 'jenis-objek', 'MAKANAN'),
  };
}

/** A complete submission for `pelapor_id`; overrides replace top-level fields. */
export function savePayload(refs: Refs, pelaporId: number, overrides: Record<string, unknown> = {}) {
  return {
    pelapor_id: pelaporId,
    jenis_peristiwa_id: refs.peristiwa,
    tempat_penerimaan: 'Kantor Pusat',
    tanggal_penerimaan: todayJakarta(),
    hubungan_pemberi_penerima_id: refs.hubungan,
    nama_pemberi: 'PT Maju Jaya',
    instansi_pemberi: 'PT Maju Jaya',
    alamat_pemberi: 'Jl. Sudirman 1, Jakarta',
    kronologi: 'Pemberi menyerahkan bingkisan setelah rapat koordinasi di kantor.',
    rincian: [
      {
        jenis_penerimaan_id: refs.barang,
        jenis_objek_id: refs.elektronik,
        uraian: 'Telepon genggam',
        jumlah: 1,
        nilai_taksiran: '2500000',
      },
    ],
    pernyataan_benar: true,
    ...overrides,
  };
}
