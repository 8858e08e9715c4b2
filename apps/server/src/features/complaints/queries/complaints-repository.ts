import { desc, eq } from 'drizzle-orm';
import type { RecentValues } from '../../../core/cache/recent-values';
import type { Database, Executor } from '../../../core/db/database';
import { countColumn, listStatements, readPage, type PageWindow } from '../../../core/paging/page';
import { preparedByShape } from '../../../core/paging/prepared-by-shape';
import { complaints, students } from '../../../core/db/schema';
import { complaintColumns } from './complaint-columns';
import {
  filterConditions,
  filterValues,
  presentFilters,
  type ComplaintFilter,
  type ComplaintFilterName,
} from './complaint-filters';
import { SEARCH_COUNT_CAP, searchQueries } from './complaint-search-queries';

export type ComplaintRow = NonNullable<Awaited<ReturnType<typeof findComplaint>>>;

export const complaintListQueries = preparedByShape(
  'complaints_page',
  (db, present: ReadonlySet<ComplaintFilterName>, name) => {
    const where = filterConditions(present);
    if (present.has('search')) return searchQueries(db, where, name);
    return listStatements(
      name,
      db
        .select(complaintColumns)
        .from(complaints)
        .innerJoin(students, eq(students.id, complaints.studentId))
        .where(where)
        .orderBy(desc(complaints.createdAt), desc(complaints.id)),
      db.select(countColumn).from(complaints).where(where),
    );
  },
);

/** One page of complaints, newest first, and how many match in all. */
export async function listComplaints(
  db: Database,
  filter: ComplaintFilter,
  window: PageWindow,
  totals: RecentValues<number>,
): Promise<{ rows: ComplaintRow[]; total: { count: number; capped: boolean } }> {
  const queries = complaintListQueries(db, presentFilters(filter));
  const { rows, count } = await readPage(queries, filterValues(filter), window, totals);
  const capped = Boolean(filter.search) && count > SEARCH_COUNT_CAP;
  return { rows, total: { count: capped ? SEARCH_COUNT_CAP : count, capped } };
}

export async function findComplaint(db: Executor, id: string) {
  const [row] = await db
    .select(complaintColumns)
    .from(complaints)
    .innerJoin(students, eq(students.id, complaints.studentId))
    .where(eq(complaints.id, id));
  return row;
}
