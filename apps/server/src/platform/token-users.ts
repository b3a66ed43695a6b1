/**
 * Which user an access token (by its SHA-256) belongs to, as far as this process has seen: filled when a token is
 * issued or authenticated, read by the rate limiter's key before any database lookup. Bounded; the oldest entries
 * go first. A miss only means the request is counted against its IP instead of its user.
 */
export interface TokenUsers {
  get(tokenHash: string): number | undefined;
  set(tokenHash: string, userId: number): void;
}

export function createTokenUsers(maxEntries = 20_000): TokenUsers {
  const map = new Map<string, number>();
  return {
    get: (hash) => map.get(hash),
    set(hash, userId) {
      if (map.get(hash) === userId) return;
      map.delete(hash);
      map.set(hash, userId);
      if (map.size > maxEntries) map.delete(map.keys().next().value as string);
    },
  };
}
