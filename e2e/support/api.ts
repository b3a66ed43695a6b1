import { type Profile, profileSchema, type TokenPair, tokenPairSchema } from '@gratifikasi/domain';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';

/** Signs in through the SPA's login endpoint (captcha is off for e2e) and returns the token pair. */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<TokenPair> {
  const res = await request.post('/api/auth/login', {
    data: { username, password, captcha: '', token: '', code: '' },
  });
  expect(res.status(), `login of ${username}`).toBe(200);
  const body = (await res.json()) as { data: unknown };
  return tokenPairSchema.parse(body.data);
}

/** `GET /api/my-profile` as the token's user. */
export async function apiProfile(request: APIRequestContext, accessToken: string): Promise<Profile> {
  const res = await request.get('/api/my-profile', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: unknown };
  return profileSchema.parse(body.data);
}

/** Switches the maintenance app config through the admin API (sysadmin or superuser token). */
export async function setMaintenance(
  request: APIRequestContext,
  accessToken: string,
  enabled: boolean,
  message = 'Aplikasi sedang dalam pemeliharaan. Silakan coba beberapa saat lagi.',
): Promise<void> {
  const res = await request.put('/api/app-configs/maintenance', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { value: { enabled, message } },
  });
  expect(res.status(), 'PUT /api/app-configs/maintenance').toBe(200);
}

/** `GET /api/maintenance` → whether maintenance is on. */
export async function isMaintenanceOn(request: APIRequestContext): Promise<boolean> {
  const res = await request.get('/api/maintenance');
  const body = (await res.json()) as { data: { isMaintenance: boolean } };
  return body.data.isMaintenance;
}

/** Revokes a token pair so a spec leaves no live session behind. */
export async function apiLogout(request: APIRequestContext, accessToken: string): Promise<void> {
  await request.post('/api/api-logout', { headers: { authorization: `Bearer ${accessToken}` } });
}

/** Bearer headers for an access token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const tokens = new Map<string, { token: string; at: number }>();
/** An access token lives 60 minutes; a kept one is replaced well before. */
const TOKEN_KEPT_MS = 45 * 60_000;

/**
 * An access token of a demo account, signed in once per worker and kept (single_session is off, so it stays live
 * beside the account's browser sessions). For set-up calls; a spec about signing in or out uses apiLogin.
 */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const known = tokens.get(username);
  if (known && Date.now() - known.at < TOKEN_KEPT_MS) return known.token;
  const { access_token } = await apiLogin(request, username);
  tokens.set(username, { token: access_token, at: Date.now() });
  return access_token;
}

/** `GET /api/{path}` as a demo account (apiToken): answers the envelope's data after checking the 200. */
export async function apiGet<T>(request: APIRequestContext, username: string, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers: bearer(await apiToken(request, username)) });
  expect(res.status(), `GET /api/${path} as ${username}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
