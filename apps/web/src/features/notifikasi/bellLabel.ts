/** Largest count the bell's badge writes out; above it shows "99+". */
export const BADGE_MAX = 99;

/**
 * The bell's accessible name. It holds what the badge shows ("99+" above BADGE_MAX), so a person who sees the badge
 * can say it to voice control (WCAG 2.5.3 label in name), and the exact count beside it.
 */
export function bellLabel(unread: number): string {
  if (unread <= 0) return 'Notifikasi';
  if (unread > BADGE_MAX) return `Notifikasi, ${BADGE_MAX}+ belum dibaca (${unread})`;
  return `Notifikasi, ${unread} belum dibaca`;
}
