import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/test-database';
import {
  MAX_PREPARED_PER_CONNECTION,
  PreparedStatementsClient,
  statementName,
} from './prepared-statements-client';

describe('statementName', () => {
  it('names data statements by their text and leaves the rest unnamed', () => {
    const select = 'select "id" from "rooms" where "id" = $1';
    expect(statementName(select)).toBe(statementName(select));
    expect(statementName(select)).toMatch(/^s_[\w-]{27}$/);
    expect(statementName(`${select} limit $2`)).not.toBe(statementName(select));
    for (const text of ['  WITH x as (select 1) select * from x', 'insert into t values ($1)']) {
      expect(statementName(text)).toBeDefined();
    }
    for (const text of ['begin', 'commit', 'create table t (id int)', 'select1', 'analyze']) {
      expect(statementName(text)).toBeUndefined();
    }
  });
});

// The client is PostgreSQL's: PGlite runs in the process and has no connection to prepare on.
describe.skipIf(!testDatabaseUrl)('PreparedStatementsClient on PostgreSQL', () => {
  let client: PreparedStatementsClient;
  const prepared = async () =>
    (await client.query('select name, statement from pg_prepared_statements')).rows as {
      name: string;
      statement: string;
    }[];

  beforeAll(async () => {
    client = new PreparedStatementsClient({ connectionString: testDatabaseUrl });
    await client.connect();
  });
  afterAll(() => client.end());

  it('prepares a repeated statement once under its name and answers every call', async () => {
    const text = 'select $1::int * 2 as doubled';
    for (const n of [1, 2, 3]) {
      expect((await client.query({ text }, [n])).rows).toEqual([{ doubled: n * 2 }]);
    }
    expect(await prepared()).toEqual([{ name: statementName(text), statement: text }]);
  });

  it('recovers from a statement the database refuses, and from one that fails later', async () => {
    const broken = 'select no_such_column from pg_class';
    await expect(client.query({ text: broken })).rejects.toThrow(/no_such_column/);
    await expect(client.query({ text: broken })).rejects.toThrow(/no_such_column/);
    const dividing = 'select 10 / $1::int as quotient';
    await expect(client.query({ text: dividing }, [0])).rejects.toThrow(/division by zero/);
    expect((await client.query({ text: dividing }, [5])).rows).toEqual([{ quotient: 2 }]);
  });

  it('leaves statements unnamed past the cap instead of preparing without end', async () => {
    const fresh = new PreparedStatementsClient({ connectionString: testDatabaseUrl });
    await fresh.connect();
    try {
      for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 5; i += 1) {
        expect((await fresh.query({ text: `select ${i} as n` })).rows).toEqual([{ n: i }]);
      }
      const { rows } = await fresh.query('select count(*)::int as n from pg_prepared_statements');
      expect(rows).toEqual([{ n: MAX_PREPARED_PER_CONNECTION }]);
    } finally {
      await fresh.end();
    }
  });

  it('keeps a plain pg.Client unnamed, so the difference is this class', async () => {
    const plain = new pg.Client({ connectionString: testDatabaseUrl });
    await plain.connect();
    try {
      await plain.query({ text: 'select 1 as one' });
      expect(
        (await plain.query('select count(*)::int as n from pg_prepared_statements')).rows,
      ).toEqual([{ n: 0 }]);
    } finally {
      await plain.end();
    }
  });
});
