import { clock } from './clock';
import { session } from './session';
import { platformUi } from './ui-state';

/** Minutes without activity before the idle overlay covers the screen. */
export const IDLE_OVERLAY_MINUTES = 5;
/** Spec §9: the idle timer resets on these events. */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'mousedown', 'touchstart'] as const;
/** session.touch() writes to localStorage; a mouse move fires far more often than that needs. */
export const TOUCH_THROTTLE_MS = 1000;

/**
 * Watches user activity: records it in the session (throttled), raises the idle overlay after the idle period
 * (marking the session idle so the next activity refreshes the token) and hides it on any activity.
 * Returns the function that stops watching.
 */
export function startActivityTracking(idleMs = IDLE_OVERLAY_MINUTES * 60_000): () => void {
  let lastActivity = clock.now();
  let lastTouch = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;

  // One timer per idle period rather than one per mouse move: on expiry it re-arms for the time still left.
  const arm = (ms: number) => {
    timer = clock.setTimeout(onTimer, ms);
  };
  function onTimer(): void {
    timer = null;
    const idleFor = clock.now() - lastActivity;
    if (idleFor < idleMs) {
      arm(idleMs - idleFor);
      return;
    }
    // Only a signed-in screen is blocked; keep watching so it works right after login.
    if (session.getState().status !== 'authenticated') {
      arm(idleMs);
      return;
    }
    platformUi.set({ idle: true });
    session.markIdle();
  }
  function onActivity(): void {
    const now = clock.now();
    lastActivity = now;
    if (platformUi.get().idle) platformUi.set({ idle: false });
    if (now - lastTouch >= TOUCH_THROTTLE_MS) {
      lastTouch = now;
      session.touch();
    }
    if (timer === null) arm(idleMs);
  }

  for (const name of ACTIVITY_EVENTS)
    window.addEventListener(name, onActivity, { capture: true, passive: true });
  arm(idleMs);
  return () => {
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
}
