import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors';

/** The parser's hard ceiling (bytes); the app config upload_max_mb (at most 50) is checked per request. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Multipart bodies for uploads: one file, no stray fields, bounded size. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });
}

/** The bytes of the multipart file field `file` (422 when missing or larger than `maxBytes`, 413 past the ceiling). */
export async function readUpload(request: FastifyRequest, maxBytes?: number): Promise<Buffer> {
  return (await readUploadNamed(request, maxBytes)).bytes;
}

/** `readUpload` with the name the client gave the file. */
export async function readUploadNamed(
  request: FastifyRequest,
  maxBytes?: number,
): Promise<{ bytes: Buffer; filename: string }> {
  const field = 'file';
  if (!request.isMultipart()) throw fieldError(field, 'Berkas wajib diunggah');
  const part = await request.file();
  if (!part || part.fieldname !== field) throw fieldError(field, 'Berkas wajib diunggah');
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw new AppError('VALIDATION_FAILED', 'Ukuran data terlalu besar');
  if (maxBytes !== undefined && bytes.length > maxBytes) {
    throw fieldError(field, `Ukuran berkas maksimal ${Math.round(maxBytes / 1024 / 1024)} MB`);
  }
  return { bytes, filename: part.filename || 'impor.xlsx' };
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** An .xlsx file is a zip archive; its first four bytes say so whatever the file name claims. */
export function looksLikeXlsx(bytes: Buffer): boolean {
  return bytes.length > ZIP_MAGIC.length && bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC);
}
