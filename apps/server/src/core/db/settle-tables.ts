import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Vacuums and analyses tables a bulk write has just filled (an import, a seed), so that the first
 * reads after it are as fast as those a day later. Until then the planner has no statistics for
 * the new rows and no page of them is marked all-visible, so every count that could read an index
 * alone reads the table too: counting Open complaints took 67 ms straight after loading a campus,
 * 10 ms once vacuumed (docs/performance.md#straight-after-loading). Autovacuum would get there,
 * but only after a first hour that the office lives through.
 *
 * Outside any transaction, as VACUUM must be; the names are the caller's own constants.
 */
export async function settleTables(db: Database, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  const names = tables.map((name) => `"${name.replaceAll('"', '""')}"`).join(', ');
  await db.execute(sql.raw(`vacuum (analyze) ${names}`));
}
