/** Options of one API call (the public part is re-exported by api.ts). */
export interface RequestOptions {
  params?: Record<string, unknown>;
  /** Suppress the error toast (forced logout, token expiry and maintenance still apply). */
  silent?: boolean;
  /** Milliseconds; defaults per method (spec §9). */
  timeout?: number;
  headers?: Record<string, string>;
  /** Use this access token instead of the session's. */
  bearer?: string;
  /** Send the Authorization and x-access-id headers (default true). */
  auth?: boolean;
  /** Count the call as API activity (default true); background polls pass false so they never keep an idle session alive. */
  activity?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Spec §9 timeouts in ms. */
export const TIMEOUTS = {
  GET: 80_000,
  POST: 120_000,
  PUT: 120_000,
  DELETE: 120_000,
  download: 600_000,
  login: 20_000,
} as const;

export const API_BASE = '/api/';

/** Internal options the platform itself uses on top of RequestOptions. */
export interface CallOptions extends RequestOptions {
  method: HttpMethod;
  /** A JSON value, or FormData for uploads. */
  body?: unknown;
  /** 'blob' for downloads; the envelope checks then do not apply to a successful answer. */
  responseType?: 'json' | 'blob';
  /** A download's progress as its bytes arrive (`total` from Content-Length, null when the server does not say). */
  onProgress?: (received: number, total: number | null) => void;
  /** Run the shared failure handling (toast, support dialog, forced logout...). Default true. */
  handle?: boolean;
}

export function buildUrl(path: string, params?: Record<string, unknown>): string {
  const base = /^https?:\/\//i.test(path) ? path : API_BASE + path.replace(/^\/+/, '').replace(/^api\//, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null) continue;
      search.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
  }
  const query = search.toString();
  if (!query) return base;
  return base + (base.includes('?') ? '&' : '?') + query;
}
