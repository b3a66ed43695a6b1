import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { eoffice_kirimans } from '../../db/schema';
import { NUMBERED_LETTERS } from '../laporan/proses/steps';

export const EOFFICE_JOB = 'eoffice.tarik';

/**
 * The letter a numbering step waits on in the e-office (f7A SK, f7E SPSK, f5D SP3), or undefined. Read at call
 * time: steps.ts reaches this module through the report's subject kind, so it may still be loading at import.
 */
export function eofficeJenis(langkah: string): string | undefined {
  return Object.hasOwn(NUMBERED_LETTERS, langkah)
    ? NUMBERED_LETTERS[langkah as keyof typeof NUMBERED_LETTERS].jenis
    : undefined;
}

/**
 * A report reached a numbering step (f7A SK, f7E SPSK, f5D SP3): its letter goes to the e-office, in the mover's
 * transaction; the durable job sends it after commit and pulls its status. Idempotent per report and kind.
 */
export async function queueEoffice(
  tx: Db,
  ctx: ServerContext,
  laporanId: number,
  langkah: string,
): Promise<void> {
  const jenis = eofficeJenis(langkah);
  if (!jenis) return;
  await tx.insert(eoffice_kirimans).values({ laporan_id: laporanId, jenis, langkah }).onConflictDoNothing();
  await wakeEoffice(tx, ctx);
}

/** The kind and step of a surat tagihan in the e-office: it waits on no step of the report's path. */
export const TAGIHAN = { jenis: 'TAGIHAN', langkah: 'tagihan' } as const;

/**
 * A surat tagihan was issued: it goes to the e-office for signature, in the issuer's transaction (per bill; a
 * rejected one may be sent again). Its approval issues the letter to the reporter.
 */
export async function queueTagihanEoffice(
  tx: Db,
  ctx: ServerContext,
  laporanId: number,
  tagihanId: number,
): Promise<boolean> {
  const added = await tx
    .insert(eoffice_kirimans)
    .values({ laporan_id: laporanId, tagihan_id: tagihanId, ...TAGIHAN })
    .onConflictDoNothing()
    .returning({ id: eoffice_kirimans.id });
  await wakeEoffice(tx, ctx);
  return added.length > 0;
}

/** A letter of another subject than a report (a PPG activity report): how it reads and what its answer does. */
export interface EofficeSubjek {
  /** The letter's subject line as the e-office shows it. */
  perihal(db: Db, kiriman: typeof eoffice_kirimans.$inferSelect): Promise<string>;
  /** The e-office decided: move the subject, in the caller's transaction; the mail to send after commit. */
  jawab(
    tx: Db,
    ctx: ServerContext,
    kiriman: typeof eoffice_kirimans.$inferSelect,
    answer: { status: 'DISETUJUI' | 'DITOLAK'; tanggal?: string | null; catatan?: string | null },
  ): Promise<{ mailIds: number[]; diabaikan?: string }>;
}
const subjek = new Map<string, EofficeSubjek>();
/** Registers the letters of one `jenis` that belong to another module (the e-office stays unaware of it). */
export function registerEofficeSubjek(jenis: string, handler: EofficeSubjek): void {
  subjek.set(jenis, handler);
}
export const eofficeSubjekOf = (jenis: string): EofficeSubjek | undefined => subjek.get(jenis);

/** Runs the e-office job soon (one pending at a time): a new letter, or the simulator's approver decided. */
export async function wakeEoffice(tx: Db, ctx: ServerContext): Promise<void> {
  await ctx.jobs.enqueue(tx, EOFFICE_JOB, {}, { singletonKey: 'eoffice', maxAttempts: 1 });
}
