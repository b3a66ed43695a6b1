import type { LoginPayload, Profile } from '@gratifikasi/domain';
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';

// Stand-in for '@/platform/session' in component tests: `vi.mock('@/platform/session', () => import('@/test/fakeSession'))`.

interface State {
  status: 'checking' | 'guest' | 'authenticated';
  profile: Profile | null;
}

let state: State = { status: 'guest', profile: null };
const listeners = new Set<() => void>();
const logoutListeners = new Set<(reason?: string) => void>();
const maintenanceListeners = new Set<() => void>();

function setState(next: State): void {
  state = next;
  for (const l of [...listeners]) l();
}

function add<T>(set: Set<T>, l: T): () => void {
  set.add(l);
  return () => {
    set.delete(l);
  };
}

export class ProfileError extends Error {}

export const session = {
  start: vi.fn(async (): Promise<void> => undefined),
  login: vi.fn(async (_payload: LoginPayload): Promise<Profile> => {
    throw new Error('session.login is not stubbed in this test');
  }),
  verifySecondFactor: vi.fn(
    async (_input: {
      challenge: string;
      code: string;
    }): Promise<{ recoveryCodes: string[] | null; start: () => Promise<Profile> }> => {
      throw new Error('session.verifySecondFactor is not stubbed in this test');
    },
  ),
  logout: vi.fn(async (reason?: string): Promise<void> => {
    setState({ status: 'guest', profile: null });
    for (const l of [...logoutListeners]) l(reason);
  }),
  changeRole: vi.fn(async (_accessId: number): Promise<Profile> => {
    throw new Error('session.changeRole is not stubbed in this test');
  }),
  reloadProfile: vi.fn(async (): Promise<Profile | null> => state.profile),
  getState: (): State => state,
  subscribe: (l: () => void) => add(listeners, l),
  onLogout: (l: (reason?: string) => void) => add(logoutListeners, l),
  onMaintenance: (l: () => void) => add(maintenanceListeners, l),
};

export function useSession(): State {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

/** Test control: the signed-in profile, or null for a guest. */
export function signIn(profile: Profile | null): void {
  setState(profile ? { status: 'authenticated', profile } : { status: 'guest', profile: null });
}

/** Test control: what the platform does when an API call answers 503. */
export function emitMaintenance(): void {
  for (const l of [...maintenanceListeners]) l();
}
