import { hasNul, NUL_MESSAGE } from '@gratifikasi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from './errors';

/** How deep a body is walked; JSON nested deeper than this is not a form anyone sends. */
const MAX_DEPTH = 32;

/** The dotted path of the first string (value or key) holding NUL, or null. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasNul(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNul(item, path === '' ? String(i) : `${path}.${i}`, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (hasNul(key)) return path === '' ? '_' : path;
    const found = findNul(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Rejects NUL in any string of the parameters, query or JSON body, naming the field. */
export function assertNoNul(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): void {
  for (const part of [request.params, request.query, request.body]) {
    const path = findNul(part, '');
    if (path !== null) throw fieldError(path === '' ? '_' : path, NUL_MESSAGE);
  }
}

/**
 * PostgreSQL text cannot hold the NUL character (U+0000); a string with one would fail deep in a query as a 500.
 * Every request is checked once, before its schema runs, so no route has to remember it.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertNoNul(request);
  });
}
