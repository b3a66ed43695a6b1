import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Test and demo fixture: the tax rate of a currency for the week around `tanggal`, and an item valued in it. The
 * rate goes in as the KMK import would write it (kurs_pajaks), the item's value as a correction of the filing.
 */
export async function kursPajakFixture(db: Db, kode: string, nilai: string, tanggal: string): Promise<void> {
  const d = new Date(`${tanggal}T00:00:00Z`);
  const from = new Date(d.getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(d.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  await db.execute(sql`insert into kurs_pajaks (mata_uang_id, tanggal_mulai, tanggal_selesai, nilai, nomor_kmk)
    select id, ${from}, ${to}, ${nilai}, ${`KMK ${tanggal}`} from mata_uangs where upper(kode) = ${kode.toUpperCase()}
      and deleted_at is null limit 1`);
}
