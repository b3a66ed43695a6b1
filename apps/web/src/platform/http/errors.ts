import type { FieldErrors } from '@gratifikasi/domain';

/** A failed API call: HTTP status (0 when no response came), field errors and the parsed body. */
export class ApiError extends Error {
  status: number;
  errors: FieldErrors | null;
  supportId?: string;
  body?: unknown;

  constructor(
    message: string,
    status: number,
    init: { errors?: FieldErrors | null; supportId?: string; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = init.errors ?? null;
    this.supportId = init.supportId;
    this.body = init.body;
  }
}

/** Spec §8: the timeout message names the timeout that was used. */
export function timeoutMessage(ms: number): string {
  return `Gagal memperoleh response setelah ${ms} ms`;
}
export const NETWORK_ERROR_MESSAGE = 'Gagal terhubung ke server. Periksa koneksi jaringan Anda.';
const BODY_EXCERPT = 100;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Field errors of a body when it carries them in the `{ field: [messages] }` shape. */
export function fieldErrorsOf(body: unknown): FieldErrors | null {
  if (!isRecord(body) || !isRecord(body.errors)) return null;
  const result: FieldErrors = {};
  for (const [field, value] of Object.entries(body.errors)) {
    const list = Array.isArray(value) ? value : [value];
    result[field] = list.filter((m) => m !== null && m !== undefined).map(String);
  }
  return result;
}

/** True when the body has an `errors` entry that is not null (the server's success envelope has none). */
export function carriesErrors(body: unknown): boolean {
  return isRecord(body) && body.errors !== undefined && body.errors !== null;
}

function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function looksLikeHtml(body: unknown): boolean {
  return typeof body === 'string' && /^\s*<(!doctype|html|head|body|\?xml)/i.test(body);
}

/**
 * Spec §8 precedence: the response message, else the joined field-error messages, else the first 100 characters
 * of the body. For 422 the generic message gives way to the field errors.
 */
export function failureMessage(status: number, body: unknown): string {
  const errors = Object.values(fieldErrorsOf(body) ?? {}).flat();
  const message = isRecord(body) && typeof body.message === 'string' ? body.message.trim() : '';
  if (status === 422 && errors.length > 0) return errors.join(', ');
  if (message) return message;
  if (errors.length > 0) return errors.join(', ');
  const text = typeof body === 'string' ? (looksLikeHtml(body) ? htmlText(body) : body.trim()) : '';
  const raw = text || (isRecord(body) || Array.isArray(body) ? JSON.stringify(body) : '');
  if (raw) return raw.slice(0, BODY_EXCERPT);
  return `Terjadi kesalahan pada server (HTTP ${status})`;
}

const SUPPORT_ID_PATTERN = /support\s*(?:id\s*(?:is|adalah)?\s*[:#]?|[:#])\s*([A-Za-z0-9][A-Za-z0-9-]{3,})/i;

/** The support id a failure carries: `support_id` of a JSON body, or one written in an HTML error page. */
export function findSupportId(body: unknown): string | undefined {
  if (isRecord(body)) {
    const id = body.support_id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  }
  if (typeof body === 'string' && looksLikeHtml(body)) return SUPPORT_ID_PATTERN.exec(htmlText(body))?.[1];
  return undefined;
}
