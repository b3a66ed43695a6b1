import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { Writes } from './writes';

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
});
