import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/core/db/raw-rows';
import { seedSmallCollege } from '../src/test/campus-factories';
import { createTestApp, type TestApp } from '../src/test/test-app';
import { removeBenchWrites } from './bench-database';
import { addReportHistory, BENCH_FEE_MONTHS } from './report-history';

/**
 * The reports line's year of history (docs/performance.md) works on either database, and the
 * benchmark takes it away whole, so the campus is left as it was seeded.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedSmallCollege(app);
});
afterAll(async () => {
  await app.close();
});

const counts = async () => {
  const [row] = await selectRows<Record<string, number>>(
    app.db,
    sql`select (select count(*)::int from residencies) as stays,
      (select count(*)::int from ledger_entries) as entries,
      (select count(*)::int from ledger_accounts) as accounts,
      (select count(*)::int from wardens) as wardens`,
  );
  return row;
};

describe("the reports line's history", () => {
  it('adds earlier stays, a year of charges and payments, and a warden, then goes whole', async () => {
    const seeded = await counts();
    await addReportHistory(app.db);
    const added = await counts();
    expect(added?.stays).toBe(2 * (seeded?.stays ?? 0));
    expect(added?.wardens).toBe((seeded?.wardens ?? 0) + 1);
    const months = await selectRows<{ months: number; payments: number }>(
      app.db,
      sql`select count(distinct month)::int as months,
        (select count(*)::int from ledger_entries where kind = 'Payment') as payments
        from ledger_entries where kind = 'Charge' and month is not null`,
    );
    expect(months[0]?.months).toBe(BENCH_FEE_MONTHS);
    expect(months[0]?.payments).toBeGreaterThan(0);

    await removeBenchWrites(app.db);
    expect(await counts()).toEqual(seeded);
  });
});
