import { track } from '../analytics';
import { clock } from '../clock';
import { sessionStore } from '../storage';
import {
  ApiError,
  carriesErrors,
  failureMessage,
  fieldErrorsOf,
  findSupportId,
  isRecord,
  NETWORK_ERROR_MESSAGE,
  timeoutMessage,
} from './errors';
import { handleFailure } from './failure';
import { buildUrl, type CallOptions, TIMEOUTS } from './options';
import { waitForRefresh } from './token-gate';

export interface CallResult {
  response: Response;
  /** Parsed JSON, text, or a Blob for a successful download. */
  body: unknown;
}

function authHeaders(opts: CallOptions): Record<string, string> {
  if (opts.auth === false) return {};
  const headers: Record<string, string> = {};
  const token = opts.bearer ?? sessionStore.get('accessToken');
  if (token) headers.Authorization = `Bearer ${token}`;
  const profile = sessionStore.getProfileJson();
  if (isRecord(profile) && typeof profile.access_id === 'number')
    headers['x-access-id'] = String(profile.access_id);
  return headers;
}

function requestInit(opts: CallOptions, signal: AbortSignal): RequestInit {
  const accept = opts.responseType === 'blob' ? '*/*' : 'application/json';
  const headers: Record<string, string> = { Accept: accept, ...authHeaders(opts) };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData)
    body = opts.body; // the browser sets the multipart boundary
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  return { method: opts.method, headers: { ...headers, ...opts.headers }, body, signal };
}

/** A successful download read chunk by chunk, telling its progress. */
async function readBlob(response: Response, onProgress?: CallOptions['onProgress']): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received, total);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' });
}

async function readBody(
  response: Response,
  asBlob: boolean,
  onProgress?: CallOptions['onProgress'],
): Promise<unknown> {
  if (asBlob && response.ok) return readBlob(response, onProgress);
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Spec §7: a GET must carry `data` and no errors; other methods must carry no errors. */
function isFailure(response: Response, body: unknown, opts: CallOptions): boolean {
  if (!response.ok) return true;
  if (opts.responseType === 'blob') return false;
  if (opts.method === 'GET') return !isRecord(body) || !('data' in body) || carriesErrors(body);
  return carriesErrors(body);
}

function recordApiActivity(opts: CallOptions): void {
  // Only a live session has activity; a guest call must not leave s_ entries behind after logout.
  if (opts.activity === false || !sessionStore.get('accessToken')) return;
  sessionStore.setTime('lastApiActivity', clock.now());
  sessionStore.setFlag('needRefresh', false);
}

/** One request: the failure, if any, is returned rather than handled so call() can retry it. */
async function send(path: string, opts: CallOptions): Promise<CallResult | ApiError> {
  const timeout = opts.timeout ?? TIMEOUTS[opts.method];
  const controller = new AbortController();
  let timedOut = false;
  const timer = clock.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const started = clock.now();
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(buildUrl(path, opts.params), requestInit(opts, controller.signal));
    body = await readBody(response, opts.responseType === 'blob', opts.onProgress);
  } catch {
    return new ApiError(timedOut ? timeoutMessage(timeout) : NETWORK_ERROR_MESSAGE, 0);
  } finally {
    clock.clearTimeout(timer);
  }
  track.httpTime(clock.now() - started, path);
  recordApiActivity(opts);
  if (!isFailure(response, body, opts)) return { response, body };
  return new ApiError(failureMessage(response.status, body), response.status, {
    errors: fieldErrorsOf(body),
    supportId: response.status >= 500 ? findSupportId(body) : undefined,
    body,
  });
}

/** One API call with timeout, auth headers, envelope checks, analytics and the shared failure handling. */
export async function call(path: string, opts: CallOptions): Promise<CallResult> {
  const sessionToken = opts.auth === false || opts.bearer ? null : sessionStore.get('accessToken');
  const authenticated = opts.auth !== false && Boolean(opts.bearer ?? sessionToken);
  let result = await send(path, opts);
  if (result instanceof ApiError && result.status === 401 && sessionToken) {
    // The token may have been rotated while this call was on its way: retry once with the new one.
    await waitForRefresh();
    const current = sessionStore.get('accessToken');
    if (current && current !== sessionToken) result = await send(path, opts);
  }
  if (!(result instanceof ApiError)) return result;
  track.httpError(result.status, result.message);
  if (opts.handle !== false) handleFailure(result, { silent: opts.silent, authenticated });
  throw result;
}
