import { readFileSync } from 'node:fs';

/**
 * The fingerprint of the built server (`scripts/build.mjs` writes `dist/build.json` beside `dist/main.mjs`): what its
 * sources and installed packages were. Null when running the sources (tsx, tests): nothing then says they are the
 * same as last time.
 */
export function buildFingerprint(): string | null {
  try {
    const info = JSON.parse(readFileSync(new URL('./build.json', import.meta.url), 'utf8')) as {
      fingerprint?: unknown;
    };
    return typeof info.fingerprint === 'string' ? info.fingerprint : null;
  } catch {
    return null;
  }
}
