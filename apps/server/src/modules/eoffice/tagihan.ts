import { formatRupiah } from '@gratifikasi/domain';
import { desc, eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { eoffice_kirimans, laporans, piutang_tagihans, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { assertEoffice, type EofficeStatus } from '../../platform/eoffice';
import { AppError } from '../../platform/errors';
import { notify } from '../../platform/notify';
import { todayJakarta } from '../laporan/lookups';
import { notifyReporter } from '../laporan/status';
import { issueTagihanLetter } from '../piutang/tagihan/letter';
import { queueTagihanEoffice } from './queue';

type Kiriman = typeof eoffice_kirimans.$inferSelect;
type Decided = Extract<EofficeStatus, { status: 'DISETUJUI' | 'DITOLAK' }>;

/**
 * The e-office decided a surat tagihan (it waits on no step of the report's path). Approved: the letter is issued
 * (dated the e-office's day, QR-verified, stored with the report) and the reporter is told the bill, its value and
 * VA. Rejected: the bill stays booked; its issuer is told the e-office's note and may send the letter again.
 */
export async function answerTagihan(
  tx: Db,
  ctx: ServerContext,
  k: Kiriman & { tagihan_id: number },
  answer: Decided,
): Promise<number[]> {
  const done = { diputus_at: new Date(), catatan: answer.catatan };
  const [bill] = await tx
    .select({
      nomor: piutang_tagihans.nomor,
      va: piutang_tagihans.va,
      nilai: piutang_tagihans.nilai,
      created_by: piutang_tagihans.created_by,
      laporan_id: piutang_tagihans.laporan_id,
      pelapor_id: laporans.pelapor_id,
      issuer_email: users.email,
    })
    .from(piutang_tagihans)
    .innerJoin(laporans, eq(laporans.id, piutang_tagihans.laporan_id))
    .leftJoin(users, eq(users.id, piutang_tagihans.created_by))
    .where(eq(piutang_tagihans.id, k.tagihan_id))
    .limit(1);
  if (!bill) throw new Error(`tagihan ${k.tagihan_id} of kiriman ${k.id} is gone`);
  if (answer.status === 'DISETUJUI') {
    const tanggal = answer.tanggal ?? todayJakarta();
    const dokumenId = await issueTagihanLetter(tx, ctx, k.tagihan_id, tanggal);
    await tx
      .update(eoffice_kirimans)
      .set({ ...done, status: 'DISETUJUI', tanggal_putusan: tanggal, dokumen_id: dokumenId })
      .where(eq(eoffice_kirimans.id, k.id));
    return notifyReporter(
      tx,
      ctx,
      { id: bill.laporan_id, pelapor_id: bill.pelapor_id },
      `Surat tagihan ${bill.nomor}`,
      `Surat tagihan ${bill.nomor} atas objek gratifikasi yang ditetapkan milik negara telah terbit. Nilai ` +
        `${formatRupiah(bill.nilai)} dapat disetor melalui nomor virtual account ${bill.va}. Surat dapat diunduh ` +
        'pada dokumen laporan Anda.',
    );
  }
  await tx
    .update(eoffice_kirimans)
    .set({ ...done, status: 'DITOLAK' })
    .where(eq(eoffice_kirimans.id, k.id));
  if (bill.created_by === null) return [];
  return notify(
    tx,
    ctx.mailer,
    [
      {
        user_id: bill.created_by,
        judul: `Surat tagihan ${bill.nomor} ditolak e-office`,
        pesan: `Surat tagihan ${bill.nomor} ditolak melalui e-office: ${answer.catatan || 'tanpa catatan'}. Perbaiki lalu kirim ulang ke e-office.`,
        tautan: `/kpk/pelunasan-penerimaan/${k.tagihan_id}`,
        entity: 'piutang_tagihans',
        entity_id: k.tagihan_id,
        email: bill.issuer_email,
      },
    ],
    ctx.config.appUrl,
  );
}

/** The bill's letter in the e-office: its latest sending (status, the e-office's note, when decided), or null. */
export async function tagihanEoffice(db: Db, tagihanId: number) {
  const [row] = await db
    .select({
      id: eoffice_kirimans.id,
      status: eoffice_kirimans.status,
      ref: eoffice_kirimans.ref,
      catatan: eoffice_kirimans.catatan,
      tanggal_putusan: eoffice_kirimans.tanggal_putusan,
      galat_terakhir: eoffice_kirimans.galat_terakhir,
      dokumen_id: eoffice_kirimans.dokumen_id,
      created_at: eoffice_kirimans.created_at,
    })
    .from(eoffice_kirimans)
    .where(eq(eoffice_kirimans.tagihan_id, tagihanId))
    .orderBy(desc(eoffice_kirimans.id))
    .limit(1);
  return row ?? null;
}

/**
 * Sends a bill's letter to the e-office again, after the e-office rejected it (or for a bill issued before letters
 * went there). One in flight per bill; an approved letter is final (409).
 */
export async function resendTagihan(ctx: ServerContext, request: RequestMeta, tagihanId: number) {
  assertEoffice(ctx.config, 'surat tagihan tidak dapat dikirim ulang');
  return ctx.db.transaction(async (tx) => {
    const [bill] = await tx
      .select({
        id: piutang_tagihans.id,
        laporan_id: piutang_tagihans.laporan_id,
        nomor: piutang_tagihans.nomor,
      })
      .from(piutang_tagihans)
      .where(eq(piutang_tagihans.id, tagihanId))
      .for('update');
    if (!bill) throw new AppError('NOT_FOUND', 'Tagihan tidak ditemukan');
    const last = await tagihanEoffice(tx, tagihanId);
    if (last && last.status !== 'DITOLAK') {
      throw new AppError(
        'CONFLICT',
        last.status === 'DISETUJUI'
          ? 'Surat tagihan sudah disetujui e-office'
          : 'Surat tagihan sedang menunggu persetujuan e-office',
      );
    }
    await queueTagihanEoffice(tx, ctx, bill.laporan_id, bill.id);
    await audit(tx, request, {
      action: 'eoffice.kirim_ulang',
      entity: 'piutang_tagihans',
      entity_id: bill.id,
      after: { nomor: bill.nomor, sebelumnya: last?.status ?? null },
    });
    return { nomor: bill.nomor };
  });
}
