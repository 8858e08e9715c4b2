import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREPARED_PER_CONNECTION } from '../statement-names';
import { withPreparedStatements } from './prepared-statements';

let raw: PGlite;
let fast: PGlite;
const prepared = async () =>
  (await raw.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]
    ?.n;

beforeAll(async () => {
  raw = await PGlite.create();
  fast = withPreparedStatements(raw);
  await raw.exec(`
    create type mood as enum ('calm', 'busy');
    create table notes (
      id serial primary key, body text not null, tags text[] not null default '{}',
      mood mood, at timestamptz not null default now(), meta json
    );
    insert into notes (body, tags, mood, meta) values
      ('first', '{a,b}', 'calm', '{"k": 1}'), ('second', '{}', null, null);`);
});
afterAll(() => raw.close());

describe('PGlite with prepared statements', () => {
  const queries: [string, unknown[]][] = [
    ['select * from notes order by id', []],
    ['select id, body from notes where id = $1', [2]],
    ['select body from notes where mood = $1 and $2::text[] && tags', ['calm', ['b']]],
    [
      'select count(*)::int as n, json_agg(body order by id) as bodies from notes where $1::int is null',
      [null],
    ],
    ['select id, id from notes where body = $1', ['first']],
  ];

  it('answers exactly as PGlite does, rows, fields and types, in both row modes', async () => {
    for (const [text, params] of queries) {
      for (const rowMode of ['object', 'array'] as const) {
        expect(await fast.query(text, params, { rowMode })).toEqual(
          await raw.query(text, params, { rowMode }),
        );
      }
    }
    // Drizzle passes parsers of its own (timestamps as text); they win over PGlite's.
    const options = { parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` } };
    const text = 'select at from notes where id = $1';
    expect(await fast.query(text, [1], options)).toEqual(await raw.query(text, [1], options));
  });

  it("keeps each query's own parsers apart and PGlite's for the other types", async () => {
    const text = 'select id, at, meta from notes where id = $1';
    const tagged = { parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` } };
    const plain = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    for (const options of [tagged, plain, tagged, undefined]) {
      const answer = await fast.query<{ id: number; at: unknown; meta: unknown }>(
        text,
        [1],
        options,
      );
      expect(answer).toEqual(await raw.query(text, [1], options));
      expect(answer.rows[0]?.meta).toEqual({ k: 1 });
      expect(answer.rows[0]?.id).toBe(1);
    }
  });

  it('lets the event loop turn between statements queued at once', async () => {
    const order: string[] = [];
    const queued = Array.from({ length: 20 }, (_, i) =>
      fast.query('select $1::int as n', [i]).then(() => order.push(`statement ${i}`)),
    );
    setImmediate(() => order.push('event loop'));
    await Promise.all(queued);
    // Without the turn, all twenty would finish before node reads a socket or runs a timer.
    const turn = order.indexOf('event loop');
    expect(turn).toBeGreaterThanOrEqual(0);
    expect(turn).toBeLessThan(3);
    expect(order.filter((entry) => entry !== 'event loop')).toEqual(
      Array.from({ length: 20 }, (_, i) => `statement ${i}`),
    );
  });

  it('prepares each text once and runs it again by name', async () => {
    const before = await prepared();
    for (let i = 0; i < 5; i += 1) await fast.query('select body from notes where id = $1', [1]);
    expect(await prepared()).toBe((before ?? 0) + 1);
  });

  it('counts the rows a write touched and returns what it returned', async () => {
    const updated = await fast.query('update notes set body = body || $1 where id > $2', ['!', 0]);
    expect(updated.affectedRows).toBe(2);
    expect(updated.rows).toEqual([]);
    const inserted = await fast.query<{ id: number; body: string }>(
      'insert into notes (body) values ($1) returning id, body',
      ['third'],
    );
    expect(inserted).toMatchObject({ affectedRows: 1, rows: [{ body: 'third' }] });
  });

  it('reports the database error with its code, and the statement still works after it', async () => {
    const text = 'insert into notes (id, body) values ($1, $2)';
    await expect(fast.query(text, [1, 'clash'])).rejects.toMatchObject({ code: '23505' });
    await expect(fast.query(text, [100, 'fine'])).resolves.toMatchObject({ affectedRows: 1 });
    await expect(fast.query('select no_such_column from notes')).rejects.toMatchObject({
      code: '42703',
    });
  });

  it('runs inside transactions, and a rollback undoes what ran there', async () => {
    const count = async () =>
      (await fast.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]?.n;
    const before = await count();
    await expect(
      fast.transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['in a transaction']);
        expect(
          (await tx.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]?.n,
        ).toBe((before ?? 0) + 1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await count()).toBe(before);
  });

  it('passes statements that are not data statements, and those past the cap, to PGlite', async () => {
    await fast.query('analyze notes');
    const before = await prepared();
    for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 5; i += 1) {
      expect((await fast.query(`select ${i} as n`)).rows).toEqual([{ n: i }]);
    }
    expect(await prepared()).toBe(MAX_PREPARED_PER_CONNECTION);
    expect(before).toBeLessThan(MAX_PREPARED_PER_CONNECTION);
  });
});
