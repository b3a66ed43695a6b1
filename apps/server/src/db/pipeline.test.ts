import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseUrl } from '../config';
import { recordRoundTrips } from '../test/wire';
import type { Database } from './client';
import { openPostgres } from './postgres';
import { rowsOf } from './rows';

/**
 * Issue 29: a transaction's BEGIN travels with its first statement (db/pipeline.ts). One pool connection, so every
 * transaction here runs on the client that the previous one left behind.
 */
describe.skipIf(!testDatabaseUrl())('BEGIN pipelined with the first statement (PostgreSQL)', () => {
  let database: Database;

  beforeAll(async () => {
    database = openPostgres(testDatabaseUrl() as string, 1);
    await database.db.execute(sql`create temp table pipe_t (id int primary key, v text not null)`);
  });
  afterAll(() => database.close());
  afterEach(() => vi.restoreAllMocks());

  let trips: string[] = [];
  const countTrips = () => {
    trips = recordRoundTrips();
  };

  const count = async () =>
    rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from pipe_t`))[0]?.n;

  it('sends BEGIN and the first statement as one round trip, and the statement runs inside the transaction', async () => {
    countTrips();
    const seen = await database.db.transaction(async (tx) => {
      const [row] = rowsOf<{ started: boolean }>(
        await tx.execute(sql`select transaction_timestamp() < statement_timestamp() as started`),
      );
      await tx.execute(sql`insert into pipe_t values (${1}, ${'a'})`);
      return row?.started;
    });
    // BEGIN + select (one Sync, recorded by the select's text), insert (one Sync), COMMIT (a simple query).
    expect(trips).toHaveLength(3);
    expect(trips[0]).toMatch(/^select transaction_timestamp/);
    expect(trips[1]).toMatch(/^insert into pipe_t/);
    expect(trips[2]).toBe('commit');
    expect(seen).toBe(true);
    expect(await count()).toBe(1);
  });

  it('rolls the first statement back with the transaction', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pipe_t values (2, 'b')`);
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    expect(await count()).toBe(1);
  });

  it('answers the first statement’s own error, and the connection serves the next transaction', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pipe_t values (1, 'dup')`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into pipe_t values (3, 'c')`);
    });
    expect(await count()).toBe(2);
  });

  it('a named statement that failed to parse in the pipeline is parsed again, not assumed prepared', async () => {
    for (let i = 0; i < 2; i++) {
      // Each time the column is missing (the Parse was sent again), never "prepared statement does not exist".
      await expect(
        database.db.transaction(async (tx) =>
          tx.select({ n: sql<number>`nope` }).from(sql`pipe_t`).prepare('pipe_bad').execute(),
        ),
      ).rejects.toMatchObject({ cause: { code: '42703' } });
    }
    expect(await count()).toBe(2);
  });

  it('a transaction that sends nothing sends no BEGIN and no COMMIT', async () => {
    countTrips();
    await database.db.transaction(async () => {});
    expect(trips).toEqual([]);
  });
});
