// Side effect: the session manager subscribes to this client's failures (forced logout, 401, 503).
import './session';
import { call } from './http/client';
import { type DownloadOptions, download } from './http/download';
import type { RequestOptions } from './http/options';

export type { DownloadOptions } from './http/download';
export { filenameFromDisposition } from './http/download';
export { ApiError, timeoutMessage } from './http/errors';
export { API_BASE, TIMEOUTS } from './http/options';
export type { RequestOptions };

/** The success envelope (ARCHITECTURE.md). */
export type ApiBody<T> = { data: T; message?: string };

export interface UploadOptions extends RequestOptions {
  /** Form field of the file (default 'file'). */
  fieldName?: string;
}

const DEFAULT_UPLOAD_NAME = 'file';

async function json<T>(path: string, opts: Parameters<typeof call>[1]): Promise<ApiBody<T>> {
  const { body } = await call(path, opts);
  // A 204 or empty answer to a mutation still resolves to the envelope shape.
  return (body ?? { data: null }) as ApiBody<T>;
}

/** The one API client of the SPA (spec §7, §8): components reach the server only through this. */
export const api = {
  get: <T>(path: string, opts: RequestOptions = {}) => json<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
    json<T>(path, { ...opts, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
    json<T>(path, { ...opts, method: 'PUT', body }),
  delete: <T>(path: string, opts: RequestOptions = {}) => json<T>(path, { ...opts, method: 'DELETE' }),
  download: (path: string, opts?: DownloadOptions) => download(path, opts),
  /** A file as a Blob (e.g. an image to show), with the same auth and failure handling as any call. */
  blob: async (path: string, opts: RequestOptions = {}): Promise<Blob> =>
    (await call(path, { ...opts, method: 'GET', responseType: 'blob' })).body as Blob,
  /** A file the server makes from a posted body (e.g. a letter's preview), as a Blob. */
  postBlob: async (path: string, body: unknown, opts: RequestOptions = {}): Promise<Blob> =>
    (await call(path, { ...opts, method: 'POST', body, responseType: 'blob' })).body as Blob,
  upload<T>(path: string, file: Blob, fields: Record<string, string> = {}, opts: UploadOptions = {}) {
    const { fieldName = 'file', ...rest } = opts;
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (file instanceof File) form.append(fieldName, file);
    else form.append(fieldName, file, DEFAULT_UPLOAD_NAME);
    return json<T>(path, { ...rest, method: 'POST', body: form });
  },
};
