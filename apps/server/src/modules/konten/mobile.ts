import type { mobileInfoSchema } from '@gratifikasi/domain';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { masterColumn as c, masterTableOf } from '../../db/schema/masters';

const infos = masterTableOf('mobile-info');
const TODAY = sql`(now() at time zone 'Asia/Jakarta')::date`;

/** The notice a mobile client shows now: active, started, not ended; the newest when several apply. */
export async function activeMobileInfo(db: Db): Promise<z.infer<typeof mobileInfoSchema>> {
  const [row] = await db
    .select({
      id: infos.id,
      judul: c(infos, 'judul'),
      pesan: c(infos, 'pesan'),
      tanggal_mulai: c(infos, 'tanggal_mulai'),
      tanggal_selesai: c(infos, 'tanggal_selesai'),
    })
    .from(infos)
    .where(
      and(
        isNull(infos.deleted_at),
        eq(c(infos, 'is_active'), true),
        sql`${c(infos, 'tanggal_mulai')} <= ${TODAY}`,
        or(isNull(c(infos, 'tanggal_selesai')), sql`${c(infos, 'tanggal_selesai')} >= ${TODAY}`),
      ),
    )
    .orderBy(desc(c(infos, 'tanggal_mulai')), desc(infos.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    judul: String(row.judul),
    pesan: String(row.pesan),
    tanggal_mulai: String(row.tanggal_mulai),
    tanggal_selesai: (row.tanggal_selesai as string | null) ?? null,
  };
}
