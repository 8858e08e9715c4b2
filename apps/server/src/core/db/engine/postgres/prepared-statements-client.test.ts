import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../../test/test-database';
import { MAX_PREPARED_PER_CONNECTION, PLAN_PER_RUN_MARK, statementName } from '../statement-names';
import { PreparedStatementsClient } from './prepared-statements-client';

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

  it('leaves a statement planned per run unnamed, even one Drizzle named', async () => {
    const text = `select $1::text like '%a%' as matched ${PLAN_PER_RUN_MARK}`;
    await client.query({ text }, ['cat']);
    await client.query({ text, name: 'drizzle_named' }, ['cat']);
    const statements = (await prepared()).map((row) => row.statement);
    expect(statements).not.toContain(text);
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
