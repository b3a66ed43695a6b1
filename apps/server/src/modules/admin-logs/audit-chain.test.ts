import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_chain_heads, audit_logs } from '../../db/schema';
import { audit } from '../../platform/audit';
import { AUDIT_GENESIS, verifyAuditChain } from '../../platform/audit-chain';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';

let t: TestApp;
const meta = { id: 'uji', ip: '127.0.0.1', auth: null } as unknown as Parameters<typeof audit>[1];

/** Writes `n` audit rows through the application's path, each in its own transaction. */
async function write(n: number, label: string) {
  for (let i = 0; i < n; i++) {
    await t.database.db.transaction((tx) =>
      audit(tx, meta, { action: label, entity: 'uji', entity_id: i, after: { nilai: i, teks: 'ä"\\' } }),
    );
  }
  const rows = await t.database.db
    .select()
    .from(audit_logs)
    .where(eq(audit_logs.action, label))
    .orderBy(asc(audit_logs.id));
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the audit hash chain', () => {
  it('links every new row to the one before it in its chain, from the genesis hash', async () => {
    const rows = await write(5, 'rantai_a');
    expect(rows.every((r) => r.chain !== null && r.hash?.length === 64)).toBe(true);
    const chain = rows[0]!.chain!;
    const all = await t.database.db
      .select()
      .from(audit_logs)
      .where(eq(audit_logs.chain, chain))
      .orderBy(asc(audit_logs.chain_seq));
    expect(all[0]!.chain_seq).toBe(1);
    expect(all[0]!.prev_hash).toBe(AUDIT_GENESIS);
    for (let i = 1; i < all.length; i++) {
      expect(all[i]!.chain_seq).toBe(all[i - 1]!.chain_seq! + 1);
      expect(all[i]!.prev_hash).toBe(all[i - 1]!.hash);
    }
    const [head] = await t.database.db
      .select()
      .from(audit_chain_heads)
      .where(eq(audit_chain_heads.chain, chain));
    expect(head).toMatchObject({ seq: all.at(-1)!.chain_seq, hash: all.at(-1)!.hash });
    const result = await verifyAuditChain(t.database.db);
    expect(result).toMatchObject({ status: 'intact', broken_id: null, chains: 64 });
    expect(result.rows_checked).toBeGreaterThanOrEqual(5);
  });

  it('chains the rows of one statement, in a multi-row insert and in data-modifying CTEs (as a decision batches them)', async () => {
    await t.database.db.execute(sql`WITH a AS (INSERT INTO audit_logs (action, entity) VALUES ('cte', 'uji'),
      ('cte', 'uji') RETURNING id), b AS (INSERT INTO audit_logs (action, entity) VALUES ('cte', 'uji') RETURNING id)
      SELECT (SELECT count(*) FROM a) + (SELECT count(*) FROM b) AS n`);
    const rows = await t.database.db.select().from(audit_logs).where(eq(audit_logs.action, 'cte'));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.chain_seq)).size).toBe(3);
    expect((await verifyAuditChain(t.database.db)).status).toBe('intact');
  });

  it('names a row whose content was altered in the database', async () => {
    const rows = await write(3, 'rantai_b');
    const target = rows[1]!;
    await t.database.db.execute(
      sql`UPDATE audit_logs SET after = '{"nilai": 999}'::jsonb WHERE id = ${target.id}`,
    );
    const result = await verifyAuditChain(t.database.db);
    expect(result).toMatchObject({ status: 'broken', broken_id: target.id });
    expect(result.message).toContain(`Baris #${target.id} diubah`);
    // Put it back: the chain holds again (the check recomputes, it keeps no memory of the break).
    await t.database.db.execute(sql`UPDATE audit_logs SET after = ${JSON.stringify(target.after)}::jsonb
      WHERE id = ${target.id}`);
    expect((await verifyAuditChain(t.database.db)).status).toBe('intact');
  });

  it('names the next row when an altered row was given a fresh hash, and a gap when a row was deleted', async () => {
    const rows = await write(4, 'rantai_c');
    const [, second, third, fourth] = rows;
    await t.database.db.execute(sql`UPDATE audit_logs SET action = 'dipalsukan' WHERE id = ${second!.id}`);
    await t.database.db.execute(
      sql`UPDATE audit_logs a SET hash = audit_row_hash(a.prev_hash, a) WHERE id = ${second!.id}`,
    );
    let result = await verifyAuditChain(t.database.db);
    expect(result).toMatchObject({ status: 'broken', broken_id: third!.id });
    expect(result.message).toContain('tidak tersambung');
    // Deleting the forged row leaves a hole in the sequence, named at the row after it.
    await t.database.db.delete(audit_logs).where(eq(audit_logs.id, second!.id));
    result = await verifyAuditChain(t.database.db);
    expect(result).toMatchObject({ status: 'broken', broken_id: third!.id });
    expect(result.message).toContain('hilang');
    expect(fourth).toBeDefined();
  });
});

describe('concurrent writers', () => {
  it('keep every chain whole: 40 transactions of three rows at once, no place taken twice', async () => {
    const app = await createTestApp();
    try {
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          app.database.db.transaction(async (tx) => {
            for (let k = 0; k < 3; k++)
              await audit(tx, meta, { action: 'serentak', entity: 'uji', entity_id: i });
          }),
        ),
      );
      const result = await verifyAuditChain(app.database.db);
      expect(result.status).toBe('intact');
      const rows = await app.database.db.select().from(audit_logs).where(eq(audit_logs.action, 'serentak'));
      expect(rows).toHaveLength(120);
    } finally {
      await app.close();
    }
  });
});

describe('a deleted tail', () => {
  it('is found from the chain head', async () => {
    const app = await createTestApp();
    try {
      const db = app.database.db;
      await db.transaction((tx) => audit(tx, meta, { action: 'ekor', entity: 'uji' }));
      await db.transaction((tx) => audit(tx, meta, { action: 'ekor', entity: 'uji' }));
      const [last] = await db
        .select()
        .from(audit_logs)
        .where(eq(audit_logs.action, 'ekor'))
        .orderBy(sql`${audit_logs.id} desc`)
        .limit(1);
      await db.delete(audit_logs).where(eq(audit_logs.id, last!.id));
      const result = await verifyAuditChain(db);
      expect(result).toMatchObject({ status: 'broken', broken_id: null });
      expect(result.message).toContain(`Ujung rantai ${last!.chain} hilang`);
    } finally {
      await app.close();
    }
  });
});

describe('GET/POST /api/admin/audit-chain', () => {
  it('lets an administrator run a check on the queue and see its finding; others are refused', async () => {
    const app = await createTestApp();
    try {
      const admin = await loginAs(app.app, 'sysadmin');
      const staff = await loginAs(app.app, 'admin');
      for (const token of [staff]) {
        expect(
          (await app.app.inject({ method: 'GET', url: '/api/admin/audit-chain', headers: bearer(token) }))
            .statusCode,
        ).toBe(403);
        expect(
          (
            await app.app.inject({
              method: 'POST',
              url: '/api/admin/audit-chain/verify',
              headers: bearer(token),
            })
          ).statusCode,
        ).toBe(403);
      }
      expect(
        (await app.app.inject({ method: 'POST', url: '/api/admin/audit-chain/verify' })).statusCode,
      ).toBe(401);
      const started = await app.app.inject({
        method: 'POST',
        url: '/api/admin/audit-chain/verify',
        headers: bearer(admin),
      });
      expect(started.statusCode).toBe(202);
      const check = started.json().data;
      expect(check.status).toBe('running');
      // A second request while the first waits on the queue answers the same check.
      const again = await app.app.inject({
        method: 'POST',
        url: '/api/admin/audit-chain/verify',
        headers: bearer(admin),
      });
      expect(again.json().data.id).toBe(check.id);
      await app.app.ctx.jobs.drain();
      const list = await app.app.inject({
        method: 'GET',
        url: '/api/admin/audit-chain',
        headers: bearer(admin),
      });
      expect(list.statusCode).toBe(200);
      const done = list.json().data.find((c: { id: number }) => c.id === check.id);
      expect(done).toMatchObject({ status: 'intact', chains_done: 64, chains_total: 64, broken_id: null });
      expect(done.rows_checked).toBeGreaterThan(0);
      const logged = await app.database.db
        .select()
        .from(audit_logs)
        .where(eq(audit_logs.action, 'periksa_rantai_audit'));
      expect(logged).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
