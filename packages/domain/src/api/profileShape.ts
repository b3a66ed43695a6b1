import type { Profile } from './auth';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isInt = (v: unknown): v is number => Number.isInteger(v);

/**
 * A structural check of `GET my-profile` data without Zod, for the browser's boot path (every first visit
 * loads it, so it must stay small). The server validates the full `profileSchema` on every answer.
 */
export function isProfileShape(value: unknown): value is Profile {
  if (!isRecord(value)) return false;
  const { id, username, name, roles, pelapors, max_idle, session_alert_threshold } = value;
  if (!isInt(id) || typeof username !== 'string' || typeof name !== 'string') return false;
  if (!isInt(max_idle) || !isInt(session_alert_threshold)) return false;
  if (!Array.isArray(pelapors) || !Array.isArray(roles)) return false;
  const activeRole = value.active_role;
  if (activeRole !== null && !(isRecord(activeRole) && typeof activeRole.name === 'string')) return false;
  return roles.every(
    (r) =>
      isRecord(r) &&
      typeof r.name === 'string' &&
      isInt(r.access_id) &&
      Array.isArray(r.permissions) &&
      r.permissions.every((p) => isRecord(p) && typeof p.name === 'string'),
  );
}
