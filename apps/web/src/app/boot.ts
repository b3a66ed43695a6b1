import { session } from '@/platform/session';

/** Spec §2/§9: for guests the loading screen lasts about 2 seconds. */
export const GUEST_BOOT_MS = 2000;

let started: Promise<void> | null = null;

/** Starts the session once, however often React mounts the boot gate (StrictMode mounts twice). */
export function startSessionOnce(): Promise<void> {
  if (!started) started = session.start().catch(() => undefined);
  return started;
}
