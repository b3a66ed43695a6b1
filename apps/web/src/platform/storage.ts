/** The session record in localStorage (spec §3 "Session record"): every entry name starts with `s_`. */
export const STORAGE_PREFIX = 's_';

export const SESSION_KEYS = {
  profile: 's_profile',
  accessToken: 's_access_token',
  refreshToken: 's_refresh_token',
  lastApiActivity: 's_last_api_activity',
  lastUserActivity: 's_last_user_activity',
  idle: 's_idle',
  tokenTime: 's_token_time',
  needRefresh: 's_need_refresh',
} as const;
export type SessionKey = keyof typeof SESSION_KEYS;

function store(): Storage | null {
  // Private-mode browsers may throw on access; the app then behaves as signed out.
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const sessionStore = {
  get(key: SessionKey): string | null {
    return store()?.getItem(SESSION_KEYS[key]) ?? null;
  },
  set(key: SessionKey, value: string): void {
    store()?.setItem(SESSION_KEYS[key], value);
  },
  remove(key: SessionKey): void {
    store()?.removeItem(SESSION_KEYS[key]);
  },
  /** A stored time in ms, or null when absent or unreadable. */
  getTime(key: SessionKey): number | null {
    const raw = this.get(key);
    if (raw === null || raw === '') return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  },
  setTime(key: SessionKey, ms: number): void {
    this.set(key, String(ms));
  },
  getFlag(key: SessionKey): boolean {
    return this.get(key) === 'true';
  },
  setFlag(key: SessionKey, on: boolean): void {
    this.set(key, on ? 'true' : 'false');
  },
  /** The raw stored profile parsed, or null. */
  getProfileJson(): unknown {
    const raw = this.get('profile');
    if (!raw) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  },
  /** Removes every `s_` entry, including ones this version does not know. */
  clearAll(): void {
    const s = store();
    if (!s) return;
    const keys: string[] = [];
    for (let i = 0; i < s.length; i += 1) {
      const key = s.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) s.removeItem(key);
  },
};
