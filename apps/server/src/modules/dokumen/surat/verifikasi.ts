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
const NOT_FOUND = 'Dokumen tidak ditemukan atau kode verifikasi tidak valid';

async function lookUp(ctx: ServerContext, kode: string) {
  const started = Date.now();
  const parsed = kodeVerifikasiSchema.safeParse(kode);
  const row = parsed.success ? await byKode(ctx.db, parsed.data) : null;
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
        jenis: kindOf(row.surat.jenis as never).nama,
        nomor: row.surat.nomor,
        tanggal: row.surat.tanggal,
        penerbit: `${PENERBIT_KPK.unit}, ${PENERBIT_KPK.nama}`,
        status: row.dibatalkan ? STATUS_SURAT.DIBATALKAN : STATUS_SURAT.BERLAKU,
        pindaian: row.surat.sumber === 'pindaian',
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
      const cocok = createHash('sha256').update(bytes).digest('hex') === row.surat.sha256;
      return {
        data: { cocok },
        message: cocok
          ? 'Berkas sama persis dengan dokumen yang diterbitkan'
          : 'Berkas TIDAK sama dengan dokumen yang diterbitkan',
      };
    },
  );
}
