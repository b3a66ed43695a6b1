import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './access/routes';
import { APP_CONFIG_WORDS } from './api/appConfigLabels';
import { DEFAULT_PROCESS_SEED } from './workflow/default-process';

/** Every string inside a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// A repository file or its sections: "DOMAIN.md", "SPEC §4", "ARCHITECTURE.md".
const REPOSITORY_FILE = /\.md\b|\b(DOMAIN|SPEC|ARCHITECTURE|CONVENTIONS|README)\b/;

describe('user-facing text', () => {
  it('names no repository file: route titles and descriptions, the default process, setting names', () => {
    const texts = [
      ...APP_ROUTES.flatMap((r) => [r.title, r.description ?? '']),
      ...strings(DEFAULT_PROCESS_SEED),
      ...strings(APP_CONFIG_WORDS),
    ];
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((t) => REPOSITORY_FILE.test(t))).toEqual([]);
  });
});
