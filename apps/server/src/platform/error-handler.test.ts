import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseErrorCode, registerErrorHandling } from './error-handler';

/** A database error as Drizzle wraps it: the driver's error (with its SQLSTATE) is the cause. */
function wrapped(code: string): Error {
  const driver = Object.assign(new Error('value "1099511627776" is out of range for type integer'), { code });
  return new Error('Failed query: select "id" from "laporans" where "id" = $1', { cause: driver });
}

describe('database input errors (the last line of defence behind validation)', () => {
  it('finds the SQLSTATE through the wrapper', () => {
    expect(databaseErrorCode(wrapped('22003'))).toBe('22003');
    expect(databaseErrorCode(new Error('x'))).toBeNull();
  });

  it('answers 422 without the query, the table or the driver message', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    for (const code of ['22P02', '22003', '22008', '22007', '22021', '22001', '23503']) {
      app.get(`/${code}`, async () => {
        throw wrapped(code);
      });
    }
    app.get('/other', async () => {
      throw wrapped('57014');
    });
    for (const code of ['22P02', '22003', '22008', '22007', '22021', '22001', '23503']) {
      const res = await app.inject({ method: 'GET', url: `/${code}` });
      expect(res.statusCode, code).toBe(422);
      expect(res.json().errors._).toHaveLength(1);
      expect(res.body).not.toMatch(/laporans|select|out of range|1099511627776/i);
    }
    expect((await app.inject({ method: 'GET', url: '/other' })).statusCode).toBe(500);
    await app.close();
  });
});
