import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  cekDokumenSchema,
  envelope,
  kodeVerifikasiSchema,
  PENERBIT_KPK,
  STATUS_SURAT,
  type VerifikasiDokumen,
  verifikasiDokumenSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { AppError } from '../../../platform/errors';
import { readUpload, registerUploads } from '../../../platform/upload';
import { byKode, kindOf } from './service';

const tags = ['dokumen'];
/** Every answer takes at least this long: a known code, an unknown one and a forged one look alike from outside. */
const MIN_MS = 400;
const limit = { max: 20, timeWindow: '1 minute' };
const params = z.object({ kode: z.string().max(64) });
const SK_NAMA = 'Surat Keputusan penetapan status kepemilikan gratifikasi (SK)';
const NOT_FOUND = 'Dokumen tidak ditemukan atau kode verifikasi tidak valid';

/** A letter as its verification page shows it: what it is, its number and date, whether it stands, its bytes' hash. */
export interface LetterToVerify {
  nama: string;
  nomor: string | null;
  tanggal: string;
  dibatalkan: boolean;
  pindaian: boolean;
  sha256: string;
}

/** Letters issued for other subjects than a report (a PPG activity report), found by their code. */
const others: ((db: ServerContext['db'], kode: string) => Promise<LetterToVerify | null>)[] = [];
/** Lets a module's own letters be verified through the one public page and its QR codes. */
export function registerVerifiableLetters(
  find: (db: ServerContext['db'], kode: string) => Promise<LetterToVerify | null>,
): void {
  others.push(find);
}

async function find(ctx: ServerContext, kode: string): Promise<LetterToVerify | null> {
  const row = await byKode(ctx.db, kode);
  if (row) {
    return {
      // A numbered SK is the decree itself, not its draft.
      nama:
        row.surat.jenis === 'draft-sk' && row.surat.nomor ? SK_NAMA : kindOf(row.surat.jenis as never).nama,
      nomor: row.surat.nomor,
      tanggal: row.surat.tanggal,
      dibatalkan: row.dibatalkan,
      pindaian: row.surat.sumber === 'pindaian',
      sha256: row.surat.sha256,
    };
  }
  for (const other of others) {
    const found = await other(ctx.db, kode);
    if (found) return found;
  }
  return null;
}

async function lookUp(ctx: ServerContext, kode: string): Promise<LetterToVerify> {
  const started = Date.now();
  const parsed = kodeVerifikasiSchema.safeParse(kode);
  const row = parsed.success ? await find(ctx, parsed.data) : null;
  await sleep(Math.max(0, MIN_MS - (Date.now() - started)));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/**
 * The public verification of a letter (issue 11 §2), reached from the QR code it carries: what the letter is (kind,
 * number, date, issuing unit — nothing personal) and whether it stands or was cancelled, and a check that a PDF's
 * bytes are the letter's. Rate limited; codes are random and an unknown or malformed one gets the same slow 404.
 */
export async function verifikasiRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/public/verifikasi-dokumen/:kode',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        tags,
        summary: 'Verify a letter by the code of its QR: kind, number, date, issuer, valid or cancelled',
        params,
        response: { 200: envelope(verifikasiDokumenSchema) },
      },
    },
    async (request) => {
      const row = await lookUp(ctx, request.params.kode);
      const data: VerifikasiDokumen = {
        jenis: row.nama,
        nomor: row.nomor,
        tanggal: row.tanggal,
        penerbit: `${PENERBIT_KPK.unit}, ${PENERBIT_KPK.nama}`,
        status: row.dibatalkan ? STATUS_SURAT.DIBATALKAN : STATUS_SURAT.BERLAKU,
        pindaian: row.pindaian,
      };
      return { data };
    },
  );

  r.post(
    '/public/verifikasi-dokumen/:kode/cek',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        tags,
        summary: 'Check that an uploaded file (multipart `file`) is byte for byte the letter of this code',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: envelope(cekDokumenSchema) },
      },
    },
    async (request) => {
      const row = await lookUp(ctx, request.params.kode);
      const bytes = await readUpload(request, 50 * 1024 * 1024);
      const cocok = createHash('sha256').update(bytes).digest('hex') === row.sha256;
      return {
        data: { cocok },
        message: cocok
          ? 'Berkas sama persis dengan dokumen yang diterbitkan'
          : 'Berkas TIDAK sama dengan dokumen yang diterbitkan',
      };
    },
  );
}
