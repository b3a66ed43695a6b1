import { afterEach, beforeEach, vi } from 'vitest';
import { clearRecordedEvents } from '../analytics';
import { bindNotifier, type NotifyRequest } from '../notify';
import { session } from '../session';
import { platformUi } from '../ui-state';

/**
 * Per-test isolation of the platform singletons: fake timers (Date included), empty localStorage, a signed-out
 * session, closed dialogs and a notifier that records toasts. Returns the live list of toasts.
 */
export function setupPlatformTestEnv(): NotifyRequest[] {
  const toasts: NotifyRequest[] = [];
  let unbind: () => void = () => undefined;
  beforeEach(async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00+07:00') });
    localStorage.clear();
    await session.logout();
    platformUi.reset();
    clearRecordedEvents();
    toasts.length = 0;
    unbind = bindNotifier((request) => toasts.push(request));
  });
  afterEach(() => {
    unbind();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return toasts;
}
