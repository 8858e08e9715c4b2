import { sql, type SQL } from 'drizzle-orm';

/**
 * A warden's complaints are their residents': the complaint's author lives now in one of the
 * given hostels (docs/decisions/043). Written against the `complaints` table's own name, so any
 * statement over complaints can take it.
 */
export function authorLivesIn(scope: readonly string[] | SQL): SQL {
  const hostelIds = Array.isArray(scope) ? sql`${sql.param(scope)}::uuid[]` : scope;
  return sql`"complaints"."student_id" in (
    select s.id from students s join rooms r on r.id = s.room_id
    where r.hostel_id = any(${hostelIds}))`;
}
