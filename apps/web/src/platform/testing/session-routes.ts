import { expect } from 'vitest';
import { session } from '../session';
import { json, profileFixture, type StubCall, type StubHandler, seedSession, stubFetch } from './fetch-stub';

let issued = 1;

/** The access token the stubbed auth/refresh handed out last. */
export function lastIssuedAccessToken(): string {
  return `access-${issued}`;
}

/** Stubs the auth endpoints (login, a rotating refresh, my-profile, api-logout), plus any overrides. */
export function sessionRoutes(overrides: Record<string, StubHandler> = {}): StubCall[] {
  const pair = (n: number | string) => ({
    data: {
      access_token: `access-${n}`,
      refresh_token: `refresh-${n}`,
      token_type: 'Bearer',
      expires_in: 3600,
    },
  });
  return stubFetch({
    'POST auth/login': () => json(pair(1)),
    'POST auth/refresh': () => {
      issued += 1;
      return json(pair(issued));
    },
    'GET my-profile': () => json({ data: profileFixture() }),
    'POST api-logout': () => json({ data: null }),
    ...overrides,
  });
}

export function refreshCalls(calls: StubCall[]): number {
  return calls.filter((c) => c.url === '/api/auth/refresh').length;
}

/** A stored session stamped now, restored through start(). */
export async function startSignedIn(): Promise<void> {
  seedSession(Date.now());
  await session.start();
  expect(session.getState().status).toBe('authenticated');
}
