import type { SQL } from 'drizzle-orm';
import type { Executor } from './database';

/**
 * The rows of a hand-written statement. Both drivers answer `execute` with `{ rows }`, but
 * Drizzle's driver-neutral type cannot say so; the caller names the row type its SQL selects.
 */
export async function selectRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
