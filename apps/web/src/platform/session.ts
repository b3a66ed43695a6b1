import type { LoginPayload, Profile } from '@gratifikasi/domain';
import { useSyncExternalStore } from 'react';
import { clock } from './clock';
import { platformEvents } from './events';
import { call } from './http/client';
import { ApiError } from './http/errors';
import { TIMEOUTS } from './http/options';
import { notify } from './notify';
import { challengeOf, recoveryCodesOf, SecondFactorRequired } from './second-factor';
import { fetchSessionProfile, LOGIN_PROFILE_FAILED, profileFromBody, storedProfile } from './session-profile';
import { type SessionState, sessionStore$ } from './session-store';
import { evaluateSession, SESSION_CHECK_INTERVAL_MS, SESSION_ENDED_MESSAGE } from './session-timing';
import { refreshTokens, storeTokens, tokenPairOf } from './session-tokens';
import { SESSION_KEYS, STORAGE_PREFIX, sessionStore } from './storage';
import { platformUi } from './ui-state';

export { ProfileError } from './session-profile';
export type { SessionState, SessionStatus } from './session-store';
export { SESSION_ENDED_MESSAGE } from './session-timing';

export { REFRESH_FAILED, REFRESH_UNAUTHORIZED } from './session-tokens';

let checkTimer: unknown = null;
// The user-activity stamp the alert was shown for: one alert per idle stretch.
let alertedFor: number | null = null;

function setProfile(profile: Profile, status: SessionState['status'] = 'authenticated'): void {
  sessionStore.set('profile', JSON.stringify(profile));
  sessionStore$.set({ status, profile });
}

function startChecks(): void {
  stopChecks();
  checkTimer = clock.setInterval(check, SESSION_CHECK_INTERVAL_MS);
}

function stopChecks(): void {
  if (checkTimer !== null) clock.clearInterval(checkTimer);
  checkTimer = null;
}

function verdict() {
  const profile = sessionStore$.get().profile;
  return evaluateSession({
    now: clock.now(),
    lastUserActivity: sessionStore.getTime('lastUserActivity'),
    lastApiActivity: sessionStore.getTime('lastApiActivity'),
    tokenTime: sessionStore.getTime('tokenTime'),
    maxIdleMinutes: profile?.max_idle,
    alertThresholdMinutes: profile?.session_alert_threshold,
  });
}

/** The periodic check (spec §4): expiry, the alert at the threshold, and the 59-minute refresh. */
function check(): void {
  if (sessionStore$.get().status !== 'authenticated') return;
  const v = verdict();
  if (v.expired) {
    void endSession(SESSION_ENDED_MESSAGE);
    return;
  }
  const lastUser = sessionStore.getTime('lastUserActivity');
  if (v.alertDue && alertedFor !== lastUser && platformUi.get().sessionAlertMinutes === null) {
    alertedFor = lastUser;
    platformUi.set({ sessionAlertMinutes: v.alertMinutes });
  }
  if (v.tokenDue) void refresh();
}

/** Shows the session-ended alert with the reason, then logs out (the app goes to login). */
async function endSession(message: string): Promise<void> {
  platformUi.set({ sessionEnded: message, sessionAlertMinutes: null });
  await logout(message);
}

function isActive(): boolean {
  return sessionStore$.get().status === 'authenticated' || sessionStore.get('accessToken') !== null;
}

/** Drops the session in this tab: timers, dialogs, state, every s_ entry; tells the app to go to login. */
function endLocally(reason?: string): void {
  stopChecks();
  alertedFor = null;
  sessionStore.clearAll();
  platformUi.set({ sessionAlertMinutes: null, idle: false });
  sessionStore$.set({ status: 'guest', profile: null });
  sessionStore$.logout.emit(reason);
}

async function logout(reason?: string): Promise<void> {
  const token = sessionStore.get('accessToken');
  endLocally(reason);
  if (!token) return;
  // Best effort: the local session is gone whatever the server answers.
  await call('api-logout', {
    method: 'POST',
    bearer: token,
    silent: true,
    handle: false,
    activity: false,
  }).catch(() => undefined);
}

/** Rotates the tokens and reloads the profile; a failure ends the session with its reason. */
async function refresh(): Promise<void> {
  const outcome = await refreshTokens();
  if (outcome === 'keep') return;
  if ('end' in outcome) await endSession(outcome.end);
  else if (sessionStore$.get().status !== 'guest') setProfile(outcome.profile, sessionStore$.get().status);
}

const loginCall = (path: string, body: unknown) =>
  call(path, {
    method: 'POST',
    body,
    auth: false,
    silent: true,
    handle: false,
    activity: false,
    timeout: TIMEOUTS.login,
  });

/** Signs in; throws SecondFactorRequired when the account must pass the second factor first. */
async function login(payload: LoginPayload): Promise<Profile> {
  const { body } = await loginCall('auth/login', payload);
  const challenge = challengeOf(body);
  if (challenge) throw new SecondFactorRequired(challenge);
  return begin(body);
}

/**
 * The second step: the challenge and a code. Answers the recovery codes of an enrolment (to show before the session
 * starts) and `start`, which opens the session with the tokens received.
 */
async function verifySecondFactor(input: {
  challenge: string;
  code: string;
}): Promise<{ recoveryCodes: string[] | null; start: () => Promise<Profile> }> {
  const { body } = await loginCall('auth/login/totp', input);
  return { recoveryCodes: recoveryCodesOf(body), start: () => begin(body) };
}

/** Stores the token pair of a login answer and loads the profile: the session starts. */
async function begin(body: unknown): Promise<Profile> {
  const pair = tokenPairOf(body);
  if (!pair) throw new ApiError('Token tidak diterima dari server', 200, { body });
  sessionStore.clearAll();
  storeTokens(pair);
  const now = clock.now();
  sessionStore.setTime('lastUserActivity', now);
  sessionStore.setTime('lastApiActivity', now);
  sessionStore.setFlag('idle', false);
  let profile: Profile;
  try {
    profile = await fetchSessionProfile(pair.access_token, LOGIN_PROFILE_FAILED);
  } catch (error) {
    sessionStore.clearAll();
    throw error;
  }
  alertedFor = null;
  platformUi.set({ sessionEnded: null, sessionAlertMinutes: null });
  setProfile(profile);
  startChecks();
  return profile;
}

async function start(): Promise<void> {
  const token = sessionStore.get('accessToken');
  const profile = storedProfile(sessionStore.getProfileJson());
  if (!token || !profile) {
    sessionStore.clearAll();
    sessionStore$.set({ status: 'guest', profile: null });
    return;
  }
  sessionStore$.set({ status: 'checking', profile });
  const v = verdict();
  const noActivity =
    sessionStore.getTime('lastUserActivity') === null && sessionStore.getTime('lastApiActivity') === null;
  if (noActivity || v.expired) return logout(SESSION_ENDED_MESSAGE);
  if (v.tokenDue || sessionStore.getFlag('needRefresh')) {
    await refresh();
    if (sessionStore$.get().status === 'guest') return;
  }
  sessionStore$.set({ status: 'authenticated', profile: sessionStore$.get().profile });
  startChecks();
}

/** Records user activity; the first activity after idling refreshes the token (spec §4). */
function touch(): void {
  if (sessionStore$.get().status !== 'authenticated') return;
  sessionStore.setTime('lastUserActivity', clock.now());
  if (sessionStore.getFlag('idle')) sessionStore.setFlag('idle', false);
  if (sessionStore.getFlag('needRefresh')) void refresh();
}

/** The user went idle: flag it so the next activity refreshes the token. */
function markIdle(): void {
  if (sessionStore$.get().status !== 'authenticated') return;
  sessionStore.setFlag('idle', true);
  sessionStore.setFlag('needRefresh', true);
}

async function changeRole(accessId: number): Promise<Profile> {
  const { body } = await call('user/change-role', { method: 'POST', body: { access_id: accessId } });
  const profile = profileFromBody(body);
  setProfile(profile);
  return profile;
}

async function reloadProfile(): Promise<Profile> {
  const { body } = await call('my-profile', { method: 'GET' });
  const profile = profileFromBody(body);
  setProfile(profile, sessionStore$.get().status);
  return profile;
}

/** 'Ya' of the session alert: keep the session, with a fresh token. */
async function continueSession(): Promise<void> {
  platformUi.set({ sessionAlertMinutes: null });
  touch();
  await refresh();
}

platformEvents.on('forced-logout', (message) => {
  if (isActive()) void endSession(message || SESSION_ENDED_MESSAGE);
});
platformEvents.on('token-expired', () => {
  if (!isActive()) return;
  notify.warning('Token Expired', { description: 'Please login', duration: 0.5 });
  void logout('Token Expired');
});
platformEvents.on('maintenance', () => sessionStore$.maintenance.emit());

/** Other tabs share the s_ entries: follow their logout and role switch. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && !event.key.startsWith(STORAGE_PREFIX)) return;
  const { status } = sessionStore$.get();
  if (status !== 'authenticated') return;
  if (!sessionStore.get('accessToken')) {
    endLocally();
    return;
  }
  if (event.key !== SESSION_KEYS.profile) return;
  const profile = storedProfile(sessionStore.getProfileJson());
  if (profile) sessionStore$.set({ status, profile });
}
if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

export const session = {
  start,
  login,
  verifySecondFactor,
  logout,
  refresh,
  changeRole,
  reloadProfile,
  touch,
  markIdle,
  continueSession,
  /** Periodic check, exposed so a test or a visibility change can run it at once. */
  check,
  getState: sessionStore$.get,
  subscribe: sessionStore$.subscribe,
  onLogout: sessionStore$.logout.add,
  onMaintenance: sessionStore$.maintenance.add,
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore$.subscribe, sessionStore$.get, sessionStore$.get);
}
