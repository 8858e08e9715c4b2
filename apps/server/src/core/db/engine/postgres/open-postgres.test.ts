import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../../test/test-database';
import { openDatabase } from '../../open-database';

describe.skipIf(!testDatabaseUrl)("the server's PostgreSQL pool (docs/decisions/027)", () => {
  const name = `hms_test_${crypto.randomBytes(6).toString('hex')}`;
  let databaseUrl = '';

  const onServer = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await onServer((client) => client.query(`create database ${name}`));
    const url = new URL(testDatabaseUrl ?? '');
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
  });

  it('opens no more connections than DATABASE_POOL_SIZE, however many calls wait', async () => {
    const handle = await openDatabase({ databaseUrl, dataDir: '', databasePoolSize: 3 });
    try {
      const done = Promise.all(
        Array.from({ length: 12 }, () => handle.db.execute(sql`select pg_sleep(0.2)`)),
      );
      let settled = false;
      void done.finally(() => (settled = true));
      // Counted over and over while the calls take their turns: twelve at once would open twelve.
      const counts = await onServer(async (client) => {
        const seen: number[] = [];
        while (!settled) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          seen.push(rows[0]?.n ?? 0);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        return seen;
      });
      await done;
      const connections = Math.max(...counts);
      expect(connections).toBe(3);
    } finally {
      await handle.close();
    }
  });
});
