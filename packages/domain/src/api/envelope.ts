import { z } from 'zod';

/** Field errors of a failed call: field name → Indonesian messages. */
export type FieldErrors = Record<string, string[]>;

/** The failure envelope of every API error (ARCHITECTURE.md). */
export interface ApiFailure {
  message: string;
  errors: FieldErrors | null;
  data: null;
}

/** A page of a list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

/** Wraps a payload schema in the success envelope `{ data, message? }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

/**
 * Statuses that force the client to log out (spec §8), as this product defines them (docs/api.md):
 * 469 token revoked (logged out, refresh-token reuse, or revoked by an admin),
 * 467 account deactivated,
 * 471 password expired or reset by an administrator (must be renewed through "Lupa Password"),
 * 472 session replaced by a login elsewhere (only when the single-session setting is on).
 */
export const FORCED_LOGOUT_STATUSES = [469, 467, 471, 472] as const;
export type ForcedLogoutStatus = (typeof FORCED_LOGOUT_STATUSES)[number];

/** True when a status forces the client to log out. */
export function isForcedLogoutStatus(status: number): status is ForcedLogoutStatus {
  return (FORCED_LOGOUT_STATUSES as readonly number[]).includes(status);
}
