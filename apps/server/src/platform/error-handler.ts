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
