import type { FieldErrors } from '@gratifikasi/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { failure } from './envelope';
import { AppError } from './errors';

const VALIDATION_MESSAGE = 'Data yang dikirim tidak valid';

/** Indonesian wording of the client errors Fastify raises itself (bad JSON, wrong content type, too large). */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'Permintaan tidak valid',
  404: 'Alamat tidak ditemukan',
  405: 'Metode tidak diizinkan',
  413: 'Ukuran data terlalu besar',
  415: 'Jenis konten tidak didukung',
  429: 'Terlalu banyak permintaan. Silakan coba lagi beberapa saat lagi.',
};

function addMessage(errors: FieldErrors, path: string, message: string): void {
  const key = path === '' ? '_' : path;
  errors[key] ??= [];
  if (!errors[key].includes(message)) errors[key].push(message);
}

/** Field errors keyed by the dotted field path (`value.enabled`), as the client shows them. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) addMessage(errors, issue.path.map(String).join('.'), issue.message);
  return errors;
}

function schemaFieldErrors(validation: { instancePath: string; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const v of validation) {
    addMessage(
      errors,
      v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      v.message ?? VALIDATION_MESSAGE,
    );
  }
  return errors;
}

/**
 * SQLSTATEs of bad input that got past validation (a last line of defence; schemas should catch it first):
 * invalid text representation, numeric out of range, datetime out of range, invalid datetime format, NUL in
 * text, string too long, and a reference to a row that does not exist. The answer names no table or column.
 */
export const DATABASE_INPUT_ERRORS: Record<string, string> = {
  '22P02': 'Format data tidak valid',
  '22003': 'Nilai angka di luar batas yang dapat disimpan',
  '22008': 'Tanggal di luar batas yang dapat disimpan',
  '22007': 'Format tanggal tidak valid',
  '22021': 'Data mengandung karakter yang tidak valid',
  '22001': 'Teks terlalu panjang',
  '23503': 'Data terkait tidak ditemukan atau masih digunakan',
};

/** The SQLSTATE of a database error, looked for through the wrappers' `cause` chain (Drizzle wraps pg's). */
export function databaseErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function serverErrorMessage(supportId: string): string {
  return `Terjadi kesalahan pada server. Hubungi technical support dengan nomor support: ${supportId}`;
}

/** The ONE error handler: every error becomes the envelope; nothing internal leaves the server. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send(failure(error.message, error.errors));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(422).send(failure(VALIDATION_MESSAGE, schemaFieldErrors(error.validation)));
  }
  if (error instanceof ZodError) {
    return reply.status(422).send(failure(VALIDATION_MESSAGE, zodFieldErrors(error)));
  }
  const sqlState = databaseErrorCode(error);
  const inputMessage = sqlState ? DATABASE_INPUT_ERRORS[sqlState] : undefined;
  if (inputMessage) {
    request.log.warn({ err: error }, 'database rejected input');
    return reply.status(422).send(failure(VALIDATION_MESSAGE, { _: [inputMessage] }));
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return reply.status(status).send(failure(CLIENT_ERROR_MESSAGES[status] ?? CLIENT_ERROR_MESSAGES[400]));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send({ ...failure(serverErrorMessage(request.id)), support_id: request.id });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
