import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, PgDialect, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from './client';
import { Writes } from './writes';

const events = pgTable('events', {
  id: serial('id').primaryKey(),
  person_id: integer('person_id').notNull(),
  body: jsonb('body'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  note: text('note'),
});

describe('a batch of writes', () => {
  const client = new PGlite();
  const db = drizzle({ client }) as unknown as Db;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  beforeAll(async () => {
    await db.execute(sql`create table people (id serial primary key, name text not null, email text)`);
    await db.execute(
      sql`create table notes (id serial primary key, person_id int not null, body text not null)`,
    );
    await db.execute(
      sql`create table mails (id bigserial primary key, "to" text not null, body text not null)`,
    );
    await db.execute(
      sql`create table events (id serial primary key, person_id int not null, body jsonb, at timestamptz, note text)`,
    );
    await db.execute(
      sql`insert into people (name, email) values ('Ani', 'ani@x.id'), ('Budi', null), ('Citra', 'c@x.id')`,
    );
  });
  afterAll(() => client.close());

  it('runs every part in one statement, later parts reading an earlier one by name, and answers the ids', async () => {
    const writes = new Writes();
    const people = writes.add(sql`select id, email from people where name <> 'Citra'`);
    writes.add(sql`insert into notes (person_id, body) select id, ${'Halo'} from ${people}`);
    writes.add(
      sql`insert into mails ("to", body) select email, ${'Halo'} from ${people} where email is not null returning id`,
      {
        ids: true,
      },
    );
    writes.add(sql`update people set name = ${'Citra S.'} where name = 'Citra'`);
    expect(writes.size).toBe(4);
    const ids = await writes.flush(db);
    expect(ids).toHaveLength(1);
    expect(await rows(sql`select "to" from mails where id = ${ids[0]}`)).toEqual([{ to: 'ani@x.id' }]);
    expect(await rows(sql`select count(*)::int n from notes`)).toEqual([{ n: 2 }]);
    expect(await rows(sql`select name from people order by id`)).toEqual([
      { name: 'Ani' },
      { name: 'Budi' },
      { name: 'Citra S.' },
    ]);
    // Flushed: the batch is empty again, and an empty flush sends nothing.
    expect(writes.size).toBe(0);
    expect(await writes.flush(db)).toEqual([]);
  });

  it('is one statement: a failing part leaves none of the others written', async () => {
    const writes = new Writes();
    writes.add(sql`insert into notes (person_id, body) values (1, 'tidak jadi')`);
    writes.add(sql`insert into notes (person_id, body) values (1, null)`);
    await expect(writes.flush(db)).rejects.toThrow();
    expect(await rows(sql`select count(*)::int n from notes where body = 'tidak jadi'`)).toEqual([{ n: 0 }]);
  });

  /** A decision's parts on placeholders: an insert of a row, an update of another, a notice to a query's rows. */
  const shapedBatch = (personId: number, body: unknown, at: Date | null, note: string | null) => {
    const writes = new Writes();
    writes.add((p) => db.insert(events).values(p.row('', { person_id: personId, body, at, note })), {
      shape: 'event',
    });
    const who = writes.add((p) => sql`select id, email from people where id = ${p('person', personId)}`, {
      shape: 'who',
    });
    writes.add(
      (p) =>
        sql`insert into mails ("to", body) select email, ${p('body', `catatan ${note}`)}::text from ${who}
          where email is not null returning id`,
      { ids: true, shape: 'mail' },
    );
    return writes;
  };

  it('renders a shaped batch once and binds each flush its own values, nulls staying NULL', async () => {
    const at = new Date('2026-11-26T03:04:05.000Z');
    const render = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    const first = await shapedBatch(1, { langkah: 'f34' }, at, 'pertama').flush(db);
    // The same shape again, other values: a JSON body and a date given as null are SQL NULL, not 'null'.
    const second = await shapedBatch(3, null, null, 'kedua').flush(db);
    expect(render).toHaveBeenCalledTimes(1);
    render.mockRestore();
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(
      await rows(
        sql`select person_id, body, at = '2026-11-26T03:04:05Z' as at_given, note, body is null as body_null from events order by id desc limit 2`,
      ),
    ).toEqual([
      { person_id: 3, body: null, at_given: null, note: 'kedua', body_null: true },
      { person_id: 1, body: { langkah: 'f34' }, at_given: true, note: 'pertama', body_null: false },
    ]);
    expect(
      await rows(sql`select "to", body from mails where id in (${first[0]}, ${second[0]}) order by id`),
    ).toEqual([
      { to: 'ani@x.id', body: 'catatan pertama' },
      { to: 'c@x.id', body: 'catatan kedua' },
    ]);
  });

  it('refuses a shaped part that carries a value it did not bind (it would be sent again with every later flush)', async () => {
    const writes = new Writes();
    writes.add(
      (p) =>
        db
          .update(events)
          .set({ note: 'tetap' })
          .where(eq(events.id, p('id', 1))),
      {
        shape: 'unbound',
      },
    );
    await expect(writes.flush(db)).rejects.toThrow(/unbound value/);
  });
});
