import { addWorkingDays } from '@gratifikasi/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { objek_gratifikasis, og_mutasis, og_status_kepemilikans, rincian_laporans } from '../../../db/schema';
import { cachedHolidays } from '../../workflow/graph';

/**
 * The SK is numbered: one object per received item it ruled on, expected at the KPK within `batasHk` working days
 * (the `batas_penyerahan_og_hk` configuration: 7 HK by UU 30/2002 Pasal 17) — or, ruled the recipient's, expected to
 * be returned when it was deposited. Runs in the numbering's transaction; numbering twice adds nothing.
 */
export async function createOgsForSk(
  tx: Db,
  laporanId: number,
  tanggalSk: string,
  batasHk: number,
): Promise<number> {
  const rows = await tx
    .select({
      rincian_id: og_status_kepemilikans.rincian_id,
      status: og_status_kepemilikans.status,
      nilai_negara: og_status_kepemilikans.nilai_negara,
      nilai: rincian_laporans.nilai_taksiran,
      mata_uang_kode: rincian_laporans.mata_uang_kode,
      nilai_rupiah: rincian_laporans.nilai_rupiah,
      status_penerimaan: rincian_laporans.status_penerimaan,
    })
    .from(og_status_kepemilikans)
    .innerJoin(rincian_laporans, eq(rincian_laporans.id, og_status_kepemilikans.rincian_id))
    .where(
      and(
        eq(og_status_kepemilikans.laporan_id, laporanId),
        isNull(rincian_laporans.deleted_at),
        eq(rincian_laporans.status_penerimaan, 'DITERIMA'),
      ),
    );
  if (rows.length === 0) return 0;
  const holidays = await cachedHolidays(tx);
  const batas = addWorkingDays(tanggalSk, batasHk, holidays);
  const tahun = Number(tanggalSk.slice(0, 4));
  const created = await tx
    .insert(objek_gratifikasis)
    .values(
      rows.map((r) => ({
        // A provisional unique code, replaced by the id-based one below (the id is known only after the insert).
        kode: `TMP-${r.rincian_id}`,
        rincian_id: r.rincian_id,
        laporan_id: laporanId,
        kepemilikan: r.status,
        nilai: r.nilai,
        mata_uang_kode: r.mata_uang_kode,
        nilai_rupiah: r.nilai_rupiah,
        tanggal_sk: tanggalSk,
        batas_serah: r.status === 'MILIK_PENERIMA' ? null : batas,
      })),
    )
    // An object still in the KPK's hands after a cancelled SK is ruled on again by the new one.
    .onConflictDoUpdate({
      target: objek_gratifikasis.rincian_id,
      set: {
        kepemilikan: sql.raw('excluded."kepemilikan"'),
        tanggal_sk: sql.raw('excluded."tanggal_sk"'),
        batas_serah: sql.raw('excluded."batas_serah"'),
        version: sql`${objek_gratifikasis.version} + 1`,
        updated_at: new Date(),
      },
    })
    .returning({ id: objek_gratifikasis.id, kode: objek_gratifikasis.kode, state: objek_gratifikasis.state });
  const fresh = created.filter((c) => c.kode.startsWith('TMP-')).map((c) => c.id);
  if (fresh.length > 0) {
    // The same text as the domain's ogKode(id, tahun): what the label prints and the scanner reads back.
    await tx
      .update(objek_gratifikasis)
      .set({ kode: sql`'OG-' || ${tahun}::text || '-' || lpad(${objek_gratifikasis.id}::text, 6, '0')` })
      .where(inArray(objek_gratifikasis.id, fresh));
  }
  await tx.insert(og_mutasis).values(
    created.map((c) => ({
      og_id: c.id,
      aksi: 'sk',
      state_from: c.kode.startsWith('TMP-') ? null : c.state,
      state_to: c.state,
      catatan: `SK tanggal ${tanggalSk}`,
    })),
  );
  return created.length;
}

/**
 * The SK is cancelled: objects still only expected go with it; an object already in the KPK's hands stays in the
 * register (its custody is a fact) and is ruled on again by the next SK.
 */
export async function removeExpectedOgs(tx: Db, laporanId: number): Promise<void> {
  await tx
    .delete(objek_gratifikasis)
    .where(and(eq(objek_gratifikasis.laporan_id, laporanId), eq(objek_gratifikasis.state, 'DIHARAPKAN')));
}
