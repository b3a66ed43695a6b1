import { eq } from 'drizzle-orm';
import { sensor_sk_items } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { storeFile } from '../../platform/files';
import type { MoveContext } from '../workflow/subject';
import type { BatchRow } from './kind';
import { redactPdf } from './redact';
import { sumberSkDalam, termsOf } from './source';

/**
 * Approval publishes the batch, in the approval's transaction: each issued SK has its reviewed personal data removed
 * (MuPDF redaction, the text gone from the file), the copy stored through the one file store and recorded with its
 * SHA-256. An SK issued anew since review (cancelled and numbered again) is refused: the reviewer must see what is
 * published.
 */
export async function publishBatch(move: MoveContext<BatchRow>): Promise<void> {
  const { tx, ctx, row, mover } = move;
  if (mover.kind !== 'user') throw new Error('a redaction batch is approved by a person');
  const items = await tx.select().from(sensor_sk_items).where(eq(sensor_sk_items.batch_id, row.id));
  for (const item of items) {
    const sumber = await sumberSkDalam(tx, ctx, item.laporan_id);
    if (sumber.sha256 !== item.sumber_sha256) {
      throw new AppError(
        'CONFLICT',
        `SK ${sumber.nomor ?? `laporan #${item.laporan_id}`} berubah sejak ditinjau; kembalikan batch untuk ditinjau ulang`,
      );
    }
    const { bytes } = redactPdf(sumber.bytes, termsOf(item));
    const name = `SK-${(sumber.nomor ?? String(item.laporan_id)).replace(/[^\w-]+/g, '-')}-tersensor.pdf`;
    const stored = await storeFile(
      tx,
      ctx.files,
      { bytes: Buffer.from(bytes), filename: name },
      { accept: ['pdf'], maxBytes: 50 * 1024 * 1024, createdBy: mover.meta.auth.user.id },
    );
    await tx
      .update(sensor_sk_items)
      .set({ hasil_media_id: stored.id, hasil_sha256: stored.sha256 })
      .where(eq(sensor_sk_items.id, item.id));
  }
}
