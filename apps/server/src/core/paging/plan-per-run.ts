import { sql, type SQL } from 'drizzle-orm';
import { PLAN_PER_RUN_MARK } from '../db/engine/statement-names';

/**
 * A condition whose statement the database plans for each run's values, never once for all
 * (statement-names.ts). A text search needs it: the newest twenty complaints that mention "the"
 * are found by walking the complaints newest first, those that mention a rare word through the
 * search index, and only the word tells which. A plan made once for any word picked the index and
 * gathered most of the table for a common one.
 */
export function plannedPerRun(condition: SQL): SQL {
  return sql`(${condition} ${sql.raw(PLAN_PER_RUN_MARK)})`;
}
