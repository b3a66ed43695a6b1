import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type DokumenSurat,
  issuedLetterName,
  LETTER_KINDS,
  type LetterData,
  type LetterKind,
  REPORTER_ONCE_NUMBERED,
  type RoleName,
  STATUS_SURAT,
} from '@gratifikasi/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { dokumen_surats, laporan_nomor_surats, media, template_dokumen_versis } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { attachMedia, type MediaRow, storeFile } from '../../../platform/files';
import { KPK_LIST_ROLES } from '../../laporan/access';
import { LAPORAN_MEDIA_TYPE } from '../../laporan/files/lampiran';
import { letterDataOf, letterFilename, numberOf, SERIES } from '../letter-data';
import { renderLetterDocx, renderLetterPdf } from '../template/render';
import { activeTemplate } from '../template/store';

/** The collection of a report's files that holds its letters and their signed scans. */
export const DOKUMEN_COLLECTION = 'dokumen';
const MB = 1024 * 1024;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A verification code: 26 characters of Crockford base32, 130 random bits — unguessable, never sequential. */
export function newKode(): string {
  const bytes = randomBytes(26);
  return Array.from(bytes, (b) => CROCKFORD[b & 31]).join('');
}

export const kindOf = (kode: LetterKind) => LETTER_KINDS.find((k) => k.kode === kode) ?? LETTER_KINDS[0];

/** The KPK's own readers see every kind; the reporter and the UPG only the kinds addressed to the reporter. */
export const seesInternal = (auth: AuthContext) =>
  auth.activeRole !== null && (KPK_LIST_ROLES as readonly RoleName[]).includes(auth.activeRole);
/** Who issues letters and uploads their signed scans: the KPK's staff (an observer only reads). */
export const issues = (auth: AuthContext) => seesInternal(auth) && auth.activeRole !== 'observer';

/**
 * Whether the caller may see a letter made for a report they may read: the KPK every one; the reporter those
 * addressed to them and the signed SK (its scan is the report's final document).
 */
function visible(auth: AuthContext, s: { jenis: string; sumber: string; nomor: string | null }): boolean {
  return (
    seesInternal(auth) ||
    kindOf(s.jenis as LetterKind).pelapor ||
    (s.nomor !== null && REPORTER_ONCE_NUMBERED.includes(s.jenis as LetterKind))
  );
}

/**
 * The reporter's side may ask for the kinds addressed to them and the SK (only once numbered and issued: letterFile
 * answers 404 before); the KPK's internal papers (the LHA, nota dinas, usulan SP3…) answer 403.
 */
export function assertMaySee(auth: AuthContext, kind: LetterKind): void {
  if (!kindOf(kind).pelapor && !REPORTER_ONCE_NUMBERED.includes(kind) && !seesInternal(auth)) {
    throw new AppError('FORBIDDEN');
  }
}

const cancelled = sql<boolean>`(${dokumen_surats.dibatalkan_at} is not null or ${laporan_nomor_surats.dibatalkan_at} is not null)`;

const selection = {
  surat: dokumen_surats,
  dibatalkan: cancelled,
  template_versi: template_dokumen_versis.versi,
};

type Row = { surat: typeof dokumen_surats.$inferSelect; dibatalkan: boolean; template_versi: number | null };

function joined(db: Db) {
  return db
    .select(selection)
    .from(dokumen_surats)
    .leftJoin(laporan_nomor_surats, eq(laporan_nomor_surats.id, dokumen_surats.nomor_surat_id))
    .leftJoin(template_dokumen_versis, eq(template_dokumen_versis.id, dokumen_surats.template_versi_id));
}

export function toDokumen(row: Row, withKode: boolean): DokumenSurat {
  const s = row.surat;
  return {
    id: s.id,
    jenis: s.jenis as LetterKind,
    nama: issuedLetterName(s.jenis as LetterKind, s.nomor !== null),
    nomor: s.nomor,
    tanggal: s.tanggal,
    sumber: s.sumber === 'pindaian' ? 'pindaian' : 'sistem',
    final: s.final,
    status: row.dibatalkan ? STATUS_SURAT.DIBATALKAN : STATUS_SURAT.BERLAKU,
    sha256: s.sha256,
    kode: withKode ? s.kode : null,
    template_versi: row.template_versi,
    created_at: s.created_at.toISOString(),
  };
}

/** The letters made for a report that the caller may see, newest first. */
export async function lettersOf(db: Db, auth: AuthContext, laporanId: number): Promise<DokumenSurat[]> {
  const rows = await joined(db)
    .where(eq(dokumen_surats.laporan_id, laporanId))
    .orderBy(desc(dokumen_surats.id));
  return rows.filter((r) => visible(auth, r.surat)).map((r) => toDokumen(r, seesInternal(auth)));
}

/** Among a report's letters (newest first, as `lettersOf` gives them), its final document. */
export const finalIn = (letters: readonly DokumenSurat[]): DokumenSurat | null =>
  letters.find((l) => l.sumber === 'pindaian' && l.status === STATUS_SURAT.BERLAKU) ?? null;

/** The report's final document: the newest signed scan still standing. */
export async function finalOf(db: Db, auth: AuthContext, laporanId: number): Promise<DokumenSurat | null> {
  return finalIn(await lettersOf(db, auth, laporanId));
}

/** A stored letter's bytes, by its record. */
export async function fileOf(
  ctx: ServerContext,
  mediaId: number | null,
): Promise<{ row: MediaRow; stream: Readable }> {
  const [row] =
    mediaId === null ? [] : await ctx.db.select().from(media).where(eq(media.id, mediaId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Berkas dokumen tidak ditemukan');
  return { row, stream: await ctx.files.open(row.storage_key) };
}

export async function recordById(db: Db, laporanId: number, suratId: number): Promise<Row | null> {
  const [row] = await joined(db)
    .where(and(eq(dokumen_surats.laporan_id, laporanId), eq(dokumen_surats.id, suratId)))
    .limit(1);
  return row ?? null;
}

/**
 * The standing letter the system issued for the report's kind under its current number: the series' number where the
 * kind has one, else the letter's own number (a surat tagihan per bill; none for the report's unnumbered letters).
 * The record only: whoever needs the file opens it (`fileOf`).
 */
export async function issuedOf(
  db: Db,
  laporanId: number,
  kind: LetterKind,
  nomorSuratId: number | null,
  nomor: string | null,
) {
  const [row] = await joined(db)
    .where(
      and(
        eq(dokumen_surats.laporan_id, laporanId),
        eq(dokumen_surats.jenis, kind),
        eq(dokumen_surats.sumber, 'sistem'),
        isNull(dokumen_surats.dibatalkan_at),
        nomorSuratId !== null
          ? eq(dokumen_surats.nomor_surat_id, nomorSuratId)
          : and(
              isNull(dokumen_surats.nomor_surat_id),
              nomor === null ? isNull(dokumen_surats.nomor) : eq(dokumen_surats.nomor, nomor),
            ),
      ),
    )
    .orderBy(desc(dokumen_surats.id))
    .limit(1);
  return row && !row.dibatalkan ? row : null;
}

export type LetterFile =
  | {
      kind: 'bytes';
      bytes: Buffer;
      filename: string;
      type: string;
      issued?: { kode: string; sha256: string };
    }
  | { kind: 'stream'; stream: Readable; filename: string; type: string };

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * A letter of the report to download (issue 11 §2). A draft kind as DOCX is made afresh for Word. As PDF, the letter
 * is issued once: the first download by the staff renders it from the active template with its QR code, stores the
 * file and records its kind, number, template version, SHA-256 and verification code; later downloads give that
 * same file, so the bytes the QR vouches for stay the bytes handed out. A kind whose number is not given yet is a
 * "DRAF" the staff may preview; the reporter gets only what has been issued.
 */
export async function letterFile(
  ctx: ServerContext,
  auth: AuthContext,
  laporanId: number,
  kind: LetterKind,
  format: 'pdf' | 'docx',
): Promise<LetterFile> {
  assertMaySee(auth, kind);
  const data = await letterDataOf(ctx.db, auth, laporanId, kind);
  const def = kindOf(kind);
  if (format === 'docx') {
    if (!def.draft || !seesInternal(auth)) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        format: ['Jenis dokumen ini hanya tersedia sebagai PDF'],
      });
    }
    const template = await activeTemplate(ctx.db, kind);
    const bytes = await renderLetterDocx(template.konten, data, def.nama);
    return { kind: 'bytes', bytes, filename: letterFilename(kind, data, 'docx'), type: DOCX };
  }
  const number = await numberOf(ctx.db, laporanId, kind);
  if (SERIES[kind] && !number) {
    if (!seesInternal(auth)) throw new AppError('NOT_FOUND', 'Dokumen belum diterbitkan');
    const bytes = await draftPdf(ctx, kind, data);
    return { kind: 'bytes', bytes, filename: letterFilename(kind, data, 'pdf'), type: PDF };
  }
  const issued = await issuedOf(ctx.db, laporanId, kind, number?.id ?? null, data.surat.nomor);
  if (issued) {
    const { stream } = await fileOf(ctx, issued.surat.media_id);
    return { kind: 'stream', stream, filename: letterFilename(kind, data, 'pdf'), type: PDF };
  }
  if (!issues(auth)) throw new AppError('NOT_FOUND', 'Dokumen belum diterbitkan');
  const made = await ctx.db.transaction((tx) =>
    issueLetter(tx, ctx, { laporanId, kind, data, nomorSuratId: number?.id ?? null, userId: auth.user.id }),
  );
  return { kind: 'bytes', ...made, type: PDF };
}

/** A letter's draft preview for the staff: the active template, watermarked DRAF, neither stored nor vouched for. */
export async function draftPdf(ctx: ServerContext, kind: LetterKind, data: LetterData) {
  const def = kindOf(kind);
  const template = await activeTemplate(ctx.db, kind);
  const { bytes } = await renderLetterPdf(template.konten, data, {
    title: def.nama,
    footer: def.nama,
    watermark: 'DRAF',
  });
  return bytes;
}

/** The standing issued letter of a kind and number for the report, as a stream, or null (a bill's letter). */
export async function issuedFile(ctx: ServerContext, laporanId: number, kind: LetterKind, nomor: string) {
  const issued = await issuedOf(ctx.db, laporanId, kind, null, nomor);
  return issued ? { id: issued.surat.id, ...(await fileOf(ctx, issued.surat.media_id)) } : null;
}

/**
 * Issues a letter once (issue 11 §2), in the caller's transaction: renders it from the active template with its QR
 * code to `/verifikasi-dokumen/{kode}`, stores the file with the report, and records its kind, number, template
 * version, SHA-256 and code. Later downloads give these same bytes.
 */
export async function issueLetter(
  tx: Db,
  ctx: ServerContext,
  input: {
    laporanId: number;
    kind: LetterKind;
    data: LetterData;
    nomorSuratId: number | null;
    userId: number | null;
  },
): Promise<{ id: number; bytes: Buffer; filename: string; issued: { kode: string; sha256: string } }> {
  const { laporanId, kind, data } = input;
  const def = kindOf(kind);
  const template = await activeTemplate(tx, kind);
  const kode = newKode();
  const url = `${ctx.config.appUrl}/verifikasi-dokumen/${kode}`;
  const png = await QRCode.toBuffer(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const { bytes, sha256 } = await renderLetterPdf(template.konten, data, {
    title: def.nama,
    footer: `${def.nama}${data.surat.nomor ? ` ${data.surat.nomor}` : ''}`,
    qr: { png, url },
  });
  const filename = letterFilename(kind, data, 'pdf');
  const stored = await storeFile(
    tx,
    ctx.files,
    { bytes, filename },
    { accept: ['pdf'], maxBytes: 50 * MB, createdBy: input.userId },
  );
  await attachMedia(tx, [stored.id], LAPORAN_MEDIA_TYPE, laporanId, DOKUMEN_COLLECTION);
  const [row] = await tx
    .insert(dokumen_surats)
    .values({
      kode,
      laporan_id: laporanId,
      jenis: kind,
      nomor: data.surat.nomor,
      tanggal: data.surat.tanggal,
      nomor_surat_id: input.nomorSuratId,
      template_versi_id: template.id,
      sumber: 'sistem',
      final: !def.draft || kind === 'draft-sk',
      sha256,
      media_id: stored.id,
      created_by: input.userId,
    })
    .returning({ id: dokumen_surats.id });
  if (!row) throw new Error('dokumen_surats insert returned nothing');
  return { id: row.id, bytes, filename, issued: { kode, sha256 } };
}

/**
 * The signed scan of a final letter (PDF or image, checked by its bytes and size): stored with the report and
 * recorded as a letter of its own — its number, a verification code — which becomes the report's final document.
 */
export async function storeScan(
  ctx: ServerContext,
  auth: AuthContext,
  laporanId: number,
  kind: LetterKind,
  file: { bytes: Buffer; filename: string },
): Promise<DokumenSurat> {
  if (!issues(auth)) throw new AppError('FORBIDDEN');
  const data = await letterDataOf(ctx.db, auth, laporanId, kind);
  const number = await numberOf(ctx.db, laporanId, kind);
  const settings = await ctx.settings.get();
  const id = await ctx.db.transaction(async (tx) => {
    const stored = await storeFile(tx, ctx.files, file, {
      accept: ['pdf', 'image'],
      maxBytes: settings.upload_max_mb * MB,
      createdBy: auth.user.id,
    });
    await attachMedia(tx, [stored.id], LAPORAN_MEDIA_TYPE, laporanId, DOKUMEN_COLLECTION);
    const [row] = await tx
      .insert(dokumen_surats)
      .values({
        kode: newKode(),
        laporan_id: laporanId,
        jenis: kind,
        nomor: data.surat.nomor,
        tanggal: data.surat.tanggal,
        nomor_surat_id: number?.id ?? null,
        sumber: 'pindaian',
        final: true,
        sha256: stored.sha256,
        media_id: stored.id,
        created_by: auth.user.id,
      })
      .returning({ id: dokumen_surats.id });
    return row?.id ?? 0;
  });
  const row = await recordById(ctx.db, laporanId, id);
  if (!row) throw new Error('scan record missing');
  return toDokumen(row, true);
}

/** A letter by its verification code, with its standing; null for an unknown code. */
export async function byKode(db: Db, kode: string) {
  const [row] = await joined(db).where(eq(dokumen_surats.kode, kode)).limit(1);
  return row ?? null;
}

/** Letters of a report's still-standing records (for the zip): every letter the caller may see, with its file. */
export async function letterFilesOf(db: Db, auth: AuthContext, laporanId: number) {
  const rows = await joined(db)
    .where(and(eq(dokumen_surats.laporan_id, laporanId), isNull(dokumen_surats.dibatalkan_at)))
    .orderBy(dokumen_surats.id);
  return rows.filter((r) => visible(auth, r.surat));
}
