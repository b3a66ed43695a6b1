/**
 * The path `/redirect?to=…` may go to: only a path of this site (no open redirect). Accepts `/news?x=1#y`; refuses
 * other hosts (`https://evil.example`, `//evil.example`, `/\evil.example`), other schemes (`javascript:`), control
 * characters and anything longer than 2,000 characters. Answers the path, or null.
 */
export function safeRedirectPath(to: string | null | undefined): string | null {
  if (!to || to.length > 2000) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return null;
  if (!to.startsWith('/') || to.startsWith('//')) return null;
  return to === '/redirect' || to.startsWith('/redirect?') ? null : to;
}
