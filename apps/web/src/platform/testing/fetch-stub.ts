import type { Profile } from '@gratifikasi/domain';
import { vi } from 'vitest';

/** A recorded request of the fetch stub. */
export interface StubCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** What a route answers: a Response, or 'hang' to never answer (until the request is aborted). */
export type StubAnswer = Response | 'hang';
export type StubHandler = (call: StubCall) => StubAnswer | Promise<StubAnswer>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function html(body: string, status: number): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html' } });
}

function hang(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}

/**
 * Replaces global fetch with a router: `routes` maps "METHOD path" (path after /api/, without query) to a handler.
 * Unknown routes answer 404. Returns the recorded calls.
 */
export function stubFetch(routes: Record<string, StubHandler>): StubCall[] {
  const calls: StubCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    const raw = init.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const recorded: StubCall = { url, method, headers, body };
    calls.push(recorded);
    const path = url.replace(/^\/api\//, '').split('?')[0];
    const handler = routes[`${method} ${path}`];
    const answer = handler
      ? await handler(recorded)
      : json({ message: 'Tidak ditemukan', errors: null, data: null }, 404);
    return answer === 'hang' ? hang(init.signal) : answer;
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/** A profile as GET my-profile answers it. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    username: 'sekretaris',
    name: 'Sekretaris Demo',
    email: 'sekretaris@demo.gratifikasi.go.id',
    roles: [
      {
        id: 11,
        name: 'Administrasi/Sekretaris',
        label: 'Administrasi/Sekretaris',
        access_id: 11,
        scope: null,
        permissions: [],
      },
    ],
    active_role: { id: 11, name: 'Administrasi/Sekretaris', label: 'Administrasi/Sekretaris' },
    access_id: 11,
    pelapors: [],
    max_idle: 60,
    session_alert_threshold: 30,
    is_plh_gh: false,
    ...overrides,
  };
}

/** Writes a live session into localStorage as login would have, stamped at `now`. */
export function seedSession(now: number, profile: Profile = profileFixture()): void {
  localStorage.setItem('s_profile', JSON.stringify(profile));
  localStorage.setItem('s_access_token', 'access-1');
  localStorage.setItem('s_refresh_token', 'refresh-1');
  localStorage.setItem('s_token_time', String(now));
  localStorage.setItem('s_last_user_activity', String(now));
  localStorage.setItem('s_last_api_activity', String(now));
}

/** Keys of localStorage that start with s_. */
export function sessionKeys(): string[] {
  return Object.keys(localStorage).filter((k) => k.startsWith('s_'));
}
