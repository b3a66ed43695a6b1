import { workflowStepPath } from '@gratifikasi/domain';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATH_TO_SK, scenarioFields } from './scenario';
import { useProsesHarness } from './testing';

/**
 * Issue 29: the SQL round trips of one decision, counted where every statement of both drivers passes (drizzle's
 * prepared query), from the request's arrival to its answer: authentication, the lock, the judgement, the batched
 * writes (event, report row, history, audit, notices) and the commit. A budget, not a timing: it fails when a change
 * adds a statement to the hot path.
 */
// Measured at 5 on PostgreSQL (the session's token, BEGIN, the lock with the report's row, the one statement of every
// write, COMMIT); PGlite runs BEGIN and COMMIT itself (3).
const DECISION_ROUND_TRIPS = 5;

type Send = (queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;

const { call, fileReport, scenario, aksi, act } = useProsesHarness();

afterEach(() => vi.restoreAllMocks());

describe('one decision', () => {
  it(`costs at most ${DECISION_ROUND_TRIPS} SQL round trips, whatever the request does around it`, async () => {
    const id = await fileReport();
    const s = await scenario(id);
    for (const [step, decision, role] of PATH_TO_SK.slice(0, 3)) await act(id, step, decision, role, s);
    const now = await aksi('ketua_tim', id);
    expect(now.step).toBe('f34');
    const decide = call('ketua_tim');
    // A first call warms what a running server has warm (the process graph, settings, the session's cache).
    await aksi('ketua_tim', id);
    const statements: string[] = [];
    // Protected in drizzle's types: the one method each driver's prepared query sends its statement through.
    const proto = PgPreparedQuery.prototype as unknown as { queryWithCache: Send };
    const original = proto.queryWithCache;
    vi.spyOn(proto, 'queryWithCache').mockImplementation(function (this: unknown, ...args: Parameters<Send>) {
      statements.push(args[0].replace(/\s+/g, ' ').slice(0, 90));
      return original.apply(this, args);
    });
    const res = await decide('POST', `/api/${workflowStepPath(id, 'f34')}`, {
      keputusan: 'setuju',
      versi: now.version,
      ...scenarioFields('f34', 'setuju', s),
    });
    vi.restoreAllMocks();
    expect(res.statusCode, res.body).toBe(200);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(DECISION_ROUND_TRIPS);
  });
});
