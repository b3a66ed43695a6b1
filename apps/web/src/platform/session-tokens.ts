import { isForcedLogoutStatus, type Profile, type TokenPair } from '@gratifikasi/domain';
import { clock } from './clock';
import { platformEvents } from './events';
import { call } from './http/client';
import { ApiError, isRecord } from './http/errors';
import { trackRefresh } from './http/token-gate';
import { fetchSessionProfile, ProfileError, UPDATE_PROFILE_FAILED } from './session-profile';
import { sessionStore } from './storage';

export const REFRESH_FAILED = 'Refresh token gagal';
export const REFRESH_UNAUTHORIZED = 'Token tidak valid, Silahkan melakukan login';

export function storeTokens(pair: Pick<TokenPair, 'access_token' | 'refresh_token'>): void {
  sessionStore.set('accessToken', pair.access_token);
  sessionStore.set('refreshToken', pair.refresh_token);
  sessionStore.setTime('tokenTime', clock.now());
  sessionStore.setFlag('needRefresh', false);
}

export function tokenPairOf(body: unknown): TokenPair | null {
  const data = isRecord(body) ? body.data : null;
  return isRecord(data) && typeof data.access_token === 'string' && data.access_token
    ? (data as unknown as TokenPair)
    : null;
}

/** Outcome of a refresh: the reloaded profile, a reason to end the session, or 'keep' (nothing changed). */
export type RefreshOutcome = { profile: Profile } | { end: string } | 'keep';

function failureReason(error: unknown, sentToken: string): RefreshOutcome {
  // Another tab rotated the pair first: its tokens are in storage and still valid.
  const current = sessionStore.get('refreshToken');
  if (current && current !== sentToken) return 'keep';
  if (!(error instanceof ApiError)) return { end: REFRESH_FAILED };
  if (error.status === 503) {
    platformEvents.emit('maintenance', undefined);
    return 'keep';
  }
  if (error.status === 401) return { end: REFRESH_UNAUTHORIZED };
  if (isForcedLogoutStatus(error.status)) return { end: error.message };
  return { end: REFRESH_FAILED };
}

async function rotate(): Promise<RefreshOutcome> {
  const refreshToken = sessionStore.get('refreshToken');
  if (!refreshToken) return { end: REFRESH_FAILED };
  let pair: TokenPair | null;
  try {
    const { body } = await call('auth/refresh', {
      method: 'POST',
      body: { refresh_token: refreshToken },
      auth: false,
      silent: true,
      handle: false,
      // Spec §4: refresh calls are not activity, or an idle session would never expire.
      activity: false,
    });
    pair = tokenPairOf(body);
  } catch (error) {
    return failureReason(error, refreshToken);
  }
  // Logged out (or rotated by another tab) meanwhile: do not bring tokens back into storage.
  if (sessionStore.get('refreshToken') !== refreshToken) return 'keep';
  if (!pair) return { end: REFRESH_FAILED };
  storeTokens(pair);
  sessionStore.setFlag('idle', false);
  try {
    return { profile: await fetchSessionProfile(pair.access_token, UPDATE_PROFILE_FAILED) };
  } catch (error) {
    // Maintenance holds back my-profile for non-admins: keep the fresh tokens and show the maintenance screen.
    if (error instanceof ProfileError && error.status === 503) {
      platformEvents.emit('maintenance', undefined);
      return 'keep';
    }
    return { end: error instanceof ProfileError ? error.message : UPDATE_PROFILE_FAILED };
  }
}

let running: Promise<RefreshOutcome> | null = null;

/** Rotates the token pair and reloads the profile, one rotation at a time (spec §4, §8 messages). */
export function refreshTokens(): Promise<RefreshOutcome> {
  running ??= trackRefresh(
    rotate().finally(() => {
      running = null;
    }),
  );
  return running;
}
