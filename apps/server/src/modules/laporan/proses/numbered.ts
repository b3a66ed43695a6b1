import { formatDate } from '@gratifikasi/domain';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { laporan_nomor_surats, wf_events } from '../../../db/schema';
import { fieldError } from '../../../platform/errors';
import { todayJakarta } from '../lookups';

/**
 * The report's decision letters whose number is in force (SK, its SPSK, SP3; not cancelled): a decision issued.
 * Architecture "Decisions are final": while one stands, no move, reassignment or deletion may make a second one or
 * orphan it; the SK's way back is its cancellation (Pembatalan SK), which cancels the numbers first.
 */
export async function liveNumbers(tx: Db, laporanId: number) {
  return tx
    .select({ jenis: laporan_nomor_surats.jenis, nomor: laporan_nomor_surats.nomor })
    .from(laporan_nomor_surats)
    .where(
      and(
        eq(laporan_nomor_surats.laporan_id, laporanId),
        inArray(laporan_nomor_surats.jenis, ['SK', 'SPSK', 'SP3']),
        isNull(laporan_nomor_surats.dibatalkan_at),
      ),
    )
    .orderBy(asc(laporan_nomor_surats.id));
}

/**
 * Why the report may not be `what` ("dipindahkan atau dialihkan", "dihapus") once a decision of it is numbered,
 * naming the number and the way back; null while none is.
 */
export async function numberedRefusal(tx: Db, laporanId: number, what: string): Promise<string | null> {
  const live = await liveNumbers(tx, laporanId);
  const sk = live.find((n) => n.jenis === 'SK');
  if (sk) {
    return `SK laporan ini sudah bernomor (${sk.nomor}); laporan tidak dapat ${what}. Batalkan SK terlebih dahulu melalui menu Pembatalan SK.`;
  }
  const sp3 = live.find((n) => n.jenis === 'SP3');
  if (sp3) return `SP3 laporan ini sudah bernomor (${sp3.nomor}); laporan tidak dapat ${what}.`;
  // An SPSK stands only beside its SK: one left alone is still a letter issued.
  const other = live[0];
  return other
    ? `${other.jenis} laporan ini sudah bernomor (${other.nomor}); laporan tidak dapat ${what}.`
    : null;
}

/**
 * A letter is dated between the report's last decision (the day, in Jakarta, of its latest workflow event: the
 * signature that sent it to numbering) and today in Jakarta; else 422 on `tanggal`. The number's year follows it.
 */
export async function checkNumberingDate(tx: Db, instanceId: number, tanggal: string): Promise<void> {
  const [last] = await tx
    .select({ at: wf_events.created_at })
    .from(wf_events)
    .where(eq(wf_events.instance_id, instanceId))
    .orderBy(desc(wf_events.id))
    .limit(1);
  const today = todayJakarta();
  const from = last ? todayJakarta(last.at.getTime()) : today;
  if (tanggal < from || tanggal > today) {
    throw fieldError(
      'tanggal',
      from === today
        ? `Tanggal surat harus hari ini (${formatDate(today)})`
        : `Tanggal surat harus antara ${formatDate(from)} (keputusan terakhir) dan ${formatDate(today)} (hari ini)`,
    );
  }
}
