import { isForcedLogoutStatus } from '@gratifikasi/domain';
import { platformEvents } from '../events';
import { notify } from '../notify';
import { platformUi } from '../ui-state';
import type { ApiError } from './errors';

/** Spec §9: API error toasts stay 15 s. */
export const ERROR_TOAST_SECONDS = 15;

/**
 * The shared reaction to a failed call (spec §8). Session-level outcomes (forced logout, expired token,
 * maintenance) happen even for silent calls; only the toast and the support dialog respect `silent`.
 */
export function handleFailure(error: ApiError, ctx: { silent?: boolean; authenticated: boolean }): void {
  if (isForcedLogoutStatus(error.status)) {
    platformEvents.emit('forced-logout', error.message);
    return;
  }
  if (error.status === 401 && ctx.authenticated) {
    platformEvents.emit('token-expired', undefined);
    return;
  }
  if (error.status === 503) {
    platformEvents.emit('maintenance', undefined);
    return;
  }
  if (ctx.silent) return;
  if (error.supportId) {
    platformUi.set({ supportId: error.supportId });
    return;
  }
  notify.error(error.message, { duration: ERROR_TOAST_SECONDS });
}
