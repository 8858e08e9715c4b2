import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../core/db/database';

/**
 * A report's statements, in one read-only transaction that sees one moment of the database,
 * planned for reading many rows (docs/decisions/047):
 *
 * - for each run's values: how much of a table a range of months or a warden's hostels covers
 *   decides the plan, and a plan made once for any values read a year of complaints through the
 *   heap (154 ms a call instead of 63);
 * - without JIT: a year of a campus's ledger or complaints is hundreds of thousands of rows, whose
 *   plans PostgreSQL would otherwise compile to machine code first, 0.3 to 0.8 s each, longer than
 *   the reading;
 * - with sorts held in memory, which the default 4 MB spilled to disk.
 */
export function readingReport<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(
        sql`select set_config('plan_cache_mode', 'force_custom_plan', true),
          set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`,
      );
      return work(tx);
    },
    { accessMode: 'read only' },
  );
}
