import type { Readable } from 'node:stream';
import { dataPribadiSurat, findPersonalData, type LetterData, type Temuan } from '@gratifikasi/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { dokumen_surats, media } from '../../db/schema';
import type { AuthContext } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { letterDataOf } from '../dokumen/letter-data';
import { letterFile } from '../dokumen/surat/service';
import { pdfPlainText } from './redact';

/** The SK as issued (the letters' one machinery), its bytes' SHA-256, its number and the data it was made from. */
export interface SumberSk {
  bytes: Uint8Array;
  sha256: string;
  nomor: string | null;
  data: LetterData;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The issued SK letter's record and file, as the caller's transaction sees it. */
async function issuedSk(db: Db, laporanId: number) {
  const [row] = await db
    .select({
      sha256: dokumen_surats.sha256,
      nomor: dokumen_surats.nomor,
      tanggal: dokumen_surats.tanggal,
      key: media.storage_key,
    })
    .from(dokumen_surats)
    .innerJoin(media, eq(media.id, dokumen_surats.media_id))
    .where(
      and(
        eq(dokumen_surats.laporan_id, laporanId),
        eq(dokumen_surats.jenis, 'draft-sk'),
        eq(dokumen_surats.sumber, 'sistem'),
        isNull(dokumen_surats.dibatalkan_at),
      ),
    )
    .orderBy(desc(dokumen_surats.id))
    .limit(1);
  return row ?? null;
}

/**
 * The report's SK as issued: the first call issues it (stored once with its number, QR and SHA-256, so every later
 * read is the same bytes), then reads that file. Outside any transaction: issuing opens its own.
 */
export async function sumberSk(ctx: ServerContext, auth: AuthContext, laporanId: number): Promise<SumberSk> {
  const data = await letterDataOf(ctx.db, auth, laporanId, 'draft-sk');
  if (!data.surat.nomor) throw new AppError('CONFLICT', `SK laporan #${laporanId} belum bernomor`);
  const file = await letterFile(ctx, auth, laporanId, 'draft-sk', 'pdf');
  if (file.kind === 'stream') file.stream.destroy();
  const issued = await issuedSk(ctx.db, laporanId);
  if (!issued) throw new AppError('CONFLICT', `SK laporan #${laporanId} belum diterbitkan`);
  return {
    bytes: await readAll(await ctx.files.open(issued.key)),
    sha256: issued.sha256,
    nomor: issued.nomor,
    data,
  };
}

/** The issued SK's bytes inside the approval's transaction (it was issued when the batch was reviewed). */
export async function sumberSkDalam(tx: Db, ctx: ServerContext, laporanId: number) {
  const issued = await issuedSk(tx, laporanId);
  if (!issued)
    throw new AppError('CONFLICT', `SK laporan #${laporanId} tidak lagi berlaku; tinjau ulang batch`);
  return {
    bytes: await readAll(await ctx.files.open(issued.key)),
    sha256: issued.sha256,
    nomor: issued.nomor,
    tanggal: issued.tanggal,
  };
}

/**
 * What a reviewer is shown for one SK: everything personal the system finds in its text, the quasi-identifiers
 * (the reporter's position, institution, the report's number and dates) with the rest.
 */
export async function temuanOf(sumber: SumberSk): Promise<Temuan[]> {
  return findPersonalData(await pdfPlainText(sumber.bytes), dataPribadiSurat(sumber.data));
}

/** The texts removed from an SK: the findings the reviewer did not leave in, and what they marked by hand. */
export function termsOf(item: { temuan: Temuan[]; abaikan: string[]; tambahan: Temuan[] }): string[] {
  const left = new Set(item.abaikan.map((t) => t.toLowerCase()));
  const terms = [...item.temuan.filter((t) => !left.has(t.teks.toLowerCase())), ...item.tambahan].map(
    (t) => t.teks,
  );
  return [...new Set(terms)].sort((a, b) => b.length - a.length);
}
