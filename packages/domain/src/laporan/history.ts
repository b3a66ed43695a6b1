import { reporterStatusLabel } from '../labels/laporan';

/** The roles on the reporter's side of a report: the reporter, their UPG and the data entry that filed for them. */
export const REPORTER_SIDE_ROLES: readonly string[] = ['individu', 'upg', 'data_entry', 'reporter'];

/** What the reporter's history needs of a history entry (`GET laporan/{id}/history`). */
export interface HistoryEntry {
  status_to: string | null;
  status_to_nama: string | null;
  step: string | null;
  catatan: string | null;
  user_name: string | null;
  role_name: string | null;
  /** The reporter's answer through a link this entry records, if any (their own words). */
  public_link_id?: number | null;
}

/**
 * The history as the reporter's side reads it: only the changes that concern them, once each (the KPK's internal
 * steps collapse into the phase the reporter knows), in their words; no step codes, no KPK staff names or roles, no
 * KPK working notes. A note stays where the reporter's side wrote it (in the app or through a link), or where the
 * report was sent back to them (the reason is theirs to read). Oldest first, as given.
 */
export function reporterHistory<T extends HistoryEntry>(entries: readonly T[]): T[] {
  const out: T[] = [];
  let last: string | null = null;
  for (const e of entries) {
    if (!e.status_to) continue;
    const phase = reporterStatusLabel(e.status_to);
    if (phase === last) continue;
    last = phase;
    const answer = typeof e.public_link_id === 'number';
    const own = e.role_name !== null && REPORTER_SIDE_ROLES.includes(e.role_name);
    out.push({
      ...e,
      status_to_nama: phase,
      step: null,
      catatan: own || answer || e.status_to === 'DIKEMBALIKAN' ? e.catatan : null,
      user_name: own ? e.user_name : null,
      role_name: own ? e.role_name : null,
    });
  }
  return out;
}
