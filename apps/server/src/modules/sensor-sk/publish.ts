import { masterByKey } from '@gratifikasi/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sensor_sk_items } from '../../db/schema';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { attachMedia, storeFile } from '../../platform/files';
import { KONTEN_MEDIA_TYPE } from '../konten/berkas';
import { kontenBerkasPath } from '../konten/berkas-akses';
import { todayJakarta } from '../laporan/lookups';
import { insertMaster } from '../masters/service';
import type { MoveContext } from '../workflow/subject';
import type { BatchRow } from './kind';
import { redactPdf } from './redact';
import { sumberSkDalam, termsOf } from './source';

const DOKUMEN_PUBLIK = (() => {
  const def = masterByKey('dokumen-publik');
  if (!def) throw new Error('master dokumen-publik missing');
  return def;
})();

/** A master row's id by its code, inside the transaction. */
async function masterIdOf(tx: Db, key: string, kode: string): Promise<number> {
  const table = masterTableOf(key);
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(masterColumn(table, 'kode'), kode))
    .limit(1);
  if (!row) throw new AppError('CONFLICT', `Data master ${key} ${kode} belum tersedia`);
  return row.id;
}

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
  const jenisSk = await masterIdOf(tx, 'jenis-publikasi-dokumen', 'SK_GRATIFIKASI');
  for (const item of items) {
    const sumber = await sumberSkDalam(tx, ctx, item.laporan_id);
    if (sumber.sha256 !== item.sumber_sha256) {
      throw new AppError(
        'CONFLICT',
        `SK ${sumber.nomor ?? `laporan #${item.laporan_id}`} berubah sejak ditinjau; kembalikan batch untuk ditinjau ulang`,
      );
    }
    const { bytes } = await redactPdf(sumber.bytes, termsOf(item));
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
    // Published to the public documents (issue 13's /dokumen) through the master's own write path; the copy is a
    // file of public content, served to guests while the document is published.
    await attachMedia(tx, [stored.id], KONTEN_MEDIA_TYPE, 0, 'berkas');
    await insertMaster(tx, mover.meta, DOKUMEN_PUBLIK, {
      judul: `Keputusan penetapan status gratifikasi ${sumber.nomor ?? ''}`.trim(),
      jenis_publikasi_dokumen_id: jenisSk,
      nomor: sumber.nomor,
      tanggal_dokumen: sumber.tanggal,
      ringkasan: `Salinan SK yang data pribadinya telah dihapus (batch "${row.judul}").`,
      berkas_url: kontenBerkasPath(stored.storage_key),
      sumber: 'redaksi-sk',
      tanggal_terbit: todayJakarta(),
      is_published: true,
    });
  }
}

/**
 * An SK cancelled by `pembatalan-sk` is no longer the KPK's decision: its redacted copy comes off the public documents
 * in the cancelling transaction (unpublished, kept for the record), audited. Returns how many were withdrawn.
 */
export async function withdrawPublishedSk(tx: Db, meta: RequestMeta | null, nomors: readonly string[]) {
  if (nomors.length === 0) return 0;
  const table = masterTableOf(DOKUMEN_PUBLIK.key);
  const withdrawn = await tx
    .update(table)
    .set({ [masterColumn(table, 'is_published').name]: false, updated_at: new Date() })
    .where(
      and(
        inArray(masterColumn(table, 'nomor'), [...nomors]),
        eq(masterColumn(table, 'sumber'), 'redaksi-sk'),
        eq(masterColumn(table, 'is_published'), true),
        isNull(table.deleted_at),
      ),
    )
    .returning({ id: table.id });
  for (const { id } of withdrawn) {
    await audit(tx, meta ?? SYSTEM, {
      action: 'dokumen_publik.tarik',
      entity: DOKUMEN_PUBLIK.table,
      entity_id: id,
      after: { is_published: false, alasan: `SK ${nomors.join(', ')} dibatalkan` },
    });
  }
  return withdrawn.length;
}

const SYSTEM: RequestMeta = { id: 'pembatalan-sk', ip: '', headers: {}, auth: null };
