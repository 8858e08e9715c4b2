import type { SortDirection } from '@hms/shared/sorting';
import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../../core/db/database';
import { countColumn, listStatements } from '../../../core/paging/page';
import { plannedPerRun } from '../../../core/paging/plan-per-run';
import { complaints, students } from '../../../core/db/schema';
import { complaintColumns } from './complaint-columns';

/**
 * A search counts its matches this far and no further: a word found in most complaints would
 * otherwise be counted across all of them on every page (docs/decisions/034).
 */
export const SEARCH_COUNT_CAP = 200;

/**
 * A search matches a complaint's subject and description through the complaints' trigram index,
 * or its author's name and student ID through the students' one. Each is planned for the word
 * (plan-per-run.ts).
 */
const pattern = sql`lower(${sql.placeholder('pattern')})`;
const textMatches = plannedPerRun(sql`${complaints.searchText} like ${pattern}`);
const authorMatches = plannedPerRun(
  sql`${complaints.studentId} = any(array(
    select s.id from students s where s.search_text like ${pattern}))`,
);

/**
 * A search's page comes from the newest complaints its word finds in their text and the newest
 * of the complaints of the authors it finds, as many of each as reach the page's end: the page
 * lies among them. Read apart, each is taken in its own index's order, and the complaints of a
 * surname shared by hundreds of students are chosen from the authors' index entries without
 * fetching one of them (docs/decisions/034). Oldest first is the same walk from the other end.
 */
function newest(
  db: Database,
  where: SQL | undefined,
  match: SQL,
  limit: Placeholder | number,
  direction: SortDirection = 'descending',
) {
  const by = direction === 'descending' ? desc : asc;
  return db
    .select({ id: complaints.id, createdAt: complaints.createdAt })
    .from(complaints)
    .where(and(where, match))
    .orderBy(by(complaints.createdAt), by(complaints.id))
    .limit(limit);
}

/** The ids and times a search's page lies among, up to `reach` of each kind of match. */
export function searchMatches(
  db: Database,
  where: SQL | undefined,
  reach: Placeholder,
  direction: SortDirection = 'descending',
) {
  return union(
    newest(db, where, textMatches, reach, direction),
    newest(db, where, authorMatches, reach, direction),
  ).as('matched');
}

/** A search's page, newest first unless asked for oldest, and its count, capped. */
export function searchQueries(
  db: Database,
  where: SQL | undefined,
  name: string,
  direction: SortDirection = 'descending',
) {
  // Where the page ends: its offset and limit together.
  const matched = searchMatches(db, where, sql.placeholder('reach'), direction);
  const counted = union(
    newest(db, where, textMatches, SEARCH_COUNT_CAP + 1),
    newest(db, where, authorMatches, SEARCH_COUNT_CAP + 1),
  ).as('counted');
  const by = direction === 'descending' ? desc : asc;
  return listStatements(
    name,
    db
      .select(complaintColumns)
      .from(matched)
      .innerJoin(complaints, eq(complaints.id, matched.id))
      .innerJoin(students, eq(students.id, complaints.studentId))
      .orderBy(by(matched.createdAt), by(matched.id)),
    db.select(countColumn).from(counted),
  );
}
