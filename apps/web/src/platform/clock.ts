/** Time source and timers of the platform, injectable so tests (vi.useFakeTimers, Playwright's page.clock) drive them. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

// Resolved on every call (not captured at import) so fake timers installed after import still apply.
const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

let current: Clock = systemClock;

export const clock: Clock = {
  now: () => current.now(),
  setTimeout: (fn, ms) => current.setTimeout(fn, ms),
  clearTimeout: (handle) => current.clearTimeout(handle),
  setInterval: (fn, ms) => current.setInterval(fn, ms),
  clearInterval: (handle) => current.clearInterval(handle),
};

/** Replaces the time source (pass nothing to return to the system clock). */
export function setClock(next?: Clock): void {
  current = next ?? systemClock;
}
