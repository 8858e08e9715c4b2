import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { withPreparedStatements } from './prepared-statements';
import { startThreadedPglite } from './threaded-pglite';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the embedded database on its own thread', () => {
  let client: PGlite;
  let fast: PGlite;
  beforeAll(async () => {
    client = await startThreadedPglite(
      { templateFile: inject('pgliteTemplate'), maintenanceIntervalMs: null },
      () => {},
    );
    fast = withPreparedStatements(client);
    await client.exec('create table marks (n int not null)');
  });
  afterAll(() => client.close());

  it("answers with PGlite's types and errors", async () => {
    const { rows } = await client.query<{ tags: string[]; at: Date; meta: unknown; n: number }>(
      `select '{a,b}'::text[] as tags, now() as at, '{"k": 1}'::json as meta, 2::int as n`,
    );
    expect(rows).toEqual([{ tags: ['a', 'b'], at: expect.any(Date), meta: { k: 1 }, n: 2 }]);
    await expect(fast.query('select 1 / $1::int as n', [0])).rejects.toMatchObject({
      code: '22012',
    });
    // The session is usable again after an error.
    expect((await fast.query<{ n: number }>('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
  });

  it("never runs another caller's statement inside a transaction", async () => {
    let letGo = () => {};
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    const transaction = fast.transaction(async (tx) => {
      await tx.query('insert into marks (n) values (1)');
      await gate;
      throw new Error('changed my mind');
    });
    await pause(20);
    // Sent while the transaction is open; they must neither see its row nor share its fate.
    const counts = Promise.all(
      [1, 2, 3].map(() => fast.query<{ n: number }>('select count(*)::int as n from marks')),
    );
    await pause(50);
    letGo();
    await expect(transaction).rejects.toThrow('changed my mind');
    expect((await counts).map((result) => result.rows)).toEqual([
      [{ n: 0 }],
      [{ n: 0 }],
      [{ n: 0 }],
    ]);
  });

  it('runs statements from many callers at once, each with its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fast.query<{ n: number }>('select $1::int * 2 as n', [i]),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(
      Array.from({ length: 40 }, (_, i) => i * 2),
    );
  });
});

describe("the embedded database's upkeep on its thread", () => {
  it("waits for the server's open transaction to end", async () => {
    const failures: string[] = [];
    const client = await startThreadedPglite(
      { templateFile: inject('pgliteTemplate'), maintenanceIntervalMs: 20 },
      (message) => failures.push(message),
    );
    try {
      await client.exec(`create table readings (n int not null);
        insert into readings select generate_series(1, 2000);`);
      // Held open across many upkeep passes: a vacuum inside it would fail.
      await client.transaction(async (tx) => {
        await tx.query('insert into readings (n) values (0)');
        await pause(300);
      });
      const vacuumed = async () =>
        (
          await client.query<{ n: number }>(
            `select (vacuum_count + autovacuum_count)::int as n
               from pg_stat_user_tables where relname = 'readings'`,
          )
        ).rows[0]?.n ?? 0;
      for (let i = 0; i < 50 && (await vacuumed()) === 0; i += 1) await pause(50);
      expect(await vacuumed()).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('reports a database that cannot be opened', async () => {
    await expect(
      startThreadedPglite({ dataDir: '/proc/no-such-place/pgdata' }, () => {}),
    ).rejects.toThrow(/could not be opened/);
  });
});
