/** Ownership values an SK can rule (spec §3). */
export const OWNERSHIP = {
  MILIK_NEGARA: 'MILIK NEGARA',
  SEBAGIAN_MILIK_NEGARA: 'SEBAGIAN MILIK NEGARA',
} as const;
export const OWNERSHIP_VALUES = Object.values(OWNERSHIP);
export type Ownership = (typeof OWNERSHIP_VALUES)[number];

/** True when the ownership puts the object (wholly or partly) in state hands. */
export function isStateOwnership(value: string | null | undefined): value is Ownership {
  return OWNERSHIP_VALUES.includes(value as Ownership);
}

/**
 * The current value of a stored ownership field such as lha_status_kepemilikan, a JSON text like
 * '{"current":"MILIK NEGARA"}'; a JSON string or legacy plain text is taken as is; null when empty.
 */
export function parseKepemilikan(stored: string | null | undefined): string | null {
  const text = stored?.trim();
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof parsed === 'string') return parsed.trim() || null;
  if (parsed && typeof parsed === 'object' && 'current' in parsed) {
    const current = (parsed as { current: unknown }).current;
    return typeof current === 'string' && current.trim() ? current.trim() : null;
  }
  return null;
}
