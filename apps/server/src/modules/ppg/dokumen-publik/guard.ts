import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wf_instances } from '../../../db/schema';
import { masterColumn as c } from '../../../db/schema/masters';
import { AppError } from '../../../platform/errors';
import { registerMasterHooks } from '../../masters/hooks';
import { DOKUMEN_PUBLIK_TYPE, dokumen } from './kind';

/** Steps at which a record is not the approved output: drafts, waiting for the group head, withdrawn. */
const NOT_APPROVED = new Set(['susun', 'persetujuan', 'ditarik']);

/**
 * The content editors' admin screen writes the same store: it may still correct a record, but it may not publish one
 * the PPG flow holds unapproved or withdrew (that is the group head's approval). In the write's transaction: a 409
 * rolls it back.
 */
async function guardPublication(tx: Db, id: number): Promise<void> {
  const [row] = await tx
    .select({ step: wf_instances.step, is_published: c(dokumen, 'is_published') })
    .from(dokumen)
    .innerJoin(
      wf_instances,
      and(eq(wf_instances.subject_type, DOKUMEN_PUBLIK_TYPE), eq(wf_instances.subject_id, dokumen.id)),
    )
    .where(eq(dokumen.id, id));
  if (row?.is_published && NOT_APPROVED.has(row.step)) {
    throw new AppError(
      'CONFLICT',
      row.step === 'ditarik'
        ? 'Dokumen ini telah ditarik dari publikasi dan tidak dapat diterbitkan kembali dari sini'
        : 'Dokumen ini sedang dalam alur persetujuan dokumen publik; terbit hanya setelah disetujui group head PPG',
    );
  }
}

export function registerDokumenPublikGuard(): void {
  registerMasterHooks('dokumen-publik', { afterWrite: (tx, id) => guardPublication(tx, id) });
}
