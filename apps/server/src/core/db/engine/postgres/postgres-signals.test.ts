import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../../test/test-database';
import { postgresSignals } from './postgres-signals';

const pools: pg.Pool[] = [];
afterAll(async () => {
  for (const pool of pools) await pool.end();
});

function serverSignals() {
  const pool = new pg.Pool({ connectionString: testDatabaseUrl, max: 2 });
  pools.push(pool);
  return postgresSignals(testDatabaseUrl!, pool);
}

describe.skipIf(!testDatabaseUrl)('signals over LISTEN/NOTIFY', () => {
  it("reach the other servers, not the sender, and survive the listener's connection dying", async () => {
    const a = serverSignals();
    const b = serverSignals();
    let heardByA = 0;
    let heardByB = 0;
    a.subscribe('hms_test_signal', () => (heardByA += 1));
    b.subscribe('hms_test_signal', () => (heardByB += 1));
    // Both listening before anything is sent.
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    const listeners = async () =>
      (
        await admin.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where application_name = 'hms-signals'
            and query like 'listen %'`,
        )
      ).rows[0]?.n ?? 0;
    try {
      await expect.poll(listeners).toBeGreaterThanOrEqual(2);
      await a.publish('hms_test_signal');
      await expect.poll(() => heardByB).toBe(1);
      expect(heardByA).toBe(0);

      // Every listening connection ended, as a database restart or failover would.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'hms-signals'`,
      );
      // Told once on reconnecting, since signals may have been missed.
      await expect.poll(() => heardByB, { timeout: 10_000 }).toBe(2);
      await expect.poll(listeners, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      const before = heardByB;
      await a.publish('hms_test_signal');
      await expect.poll(() => heardByB).toBe(before + 1);
    } finally {
      await admin.end();
      await a.close();
      await b.close();
    }
  });
});
