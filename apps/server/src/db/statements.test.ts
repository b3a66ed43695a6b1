import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Db } from './client';
import { inline, placeholders, reusableStatement } from './statements';

describe('reusable statements', () => {
  const db = {} as Db;

  it('builds a shape once and hands the same statement back', () => {
    let built = 0;
    const build = (name: string) => {
      built += 1;
      return { name };
    };
    const a = reusableStatement(db, 'shape-a', true, build);
    expect(reusableStatement(db, 'shape-a', true, build)).toBe(a);
    expect(built).toBe(1);
    expect(a.name).toMatch(/^stmt_\d+$/);
  });

  it('names planned statements uniquely and leaves the others unnamed', () => {
    const b = reusableStatement(db, 'shape-b', true, (name) => ({ name }));
    const c = reusableStatement(db, 'shape-c', true, (name) => ({ name }));
    expect(b.name).not.toBe(c.name);
    expect(reusableStatement(db, 'shape-b', false, (name) => ({ name })).name).toBe('');
  });

  it('keeps shapes per database handle', () => {
    const other = {} as Db;
    const mine = reusableStatement(db, 'shape-d', true, (name) => ({ name }));
    expect(reusableStatement(other, 'shape-d', true, (name) => ({ name }))).not.toBe(mine);
  });

  it('collects values and names of placeholders; a name bound twice is a bug', () => {
    const b = placeholders();
    b.bind('me', 7);
    b.bind('q', '%budi%');
    expect(b.values).toEqual({ me: 7, q: '%budi%' });
    expect(b.names).toEqual(['me', 'q']);
    expect(() => b.bind('me', 8)).toThrow(/bound twice/);
    expect(inline().bind('me', 7)).toBe(7);
  });
});

describe('WEB_CONCURRENCY', () => {
  it('runs that many API processes on PostgreSQL and one on PGlite', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', WEB_CONCURRENCY: '2' }).webConcurrency).toBe(2);
    expect(loadConfig({ WEB_CONCURRENCY: '2' }).webConcurrency).toBe(1);
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });
});
