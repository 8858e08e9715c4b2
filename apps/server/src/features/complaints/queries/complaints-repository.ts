import { COMPLAINT_DEFAULT_SORT } from '@hms/shared/complaints';
import { asc, desc, eq } from 'drizzle-orm';
import type { RecentValues } from '../../../core/cache/recent-values';
import type { Database, Executor } from '../../../core/db/database';
import { countColumn, listStatements, readPage, type PageWindow } from '../../../core/paging/page';
import { preparedByShape } from '../../../core/paging/prepared-by-shape';
import { preparedByOrder } from '../../../core/paging/list-order';
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

/**
 * Newest first, or oldest: every complaint index ends in (created_at, id), and an index is read
 * either way, so each order reads a page in order; the id settles complaints of the same moment.
 */
const complaintQueriesByOrder = preparedByOrder(COMPLAINT_DEFAULT_SORT, ({ direction }, suffix) =>
  preparedByShape(
    `complaints_page${suffix}`,
    (db, present: ReadonlySet<ComplaintFilterName>, name) => {
      const where = filterConditions(present);
      if (present.has('search')) return searchQueries(db, where, name, direction);
      const by = direction === 'descending' ? desc : asc;
      return listStatements(
        name,
        db
          .select(complaintColumns)
          .from(complaints)
          .innerJoin(students, eq(students.id, complaints.studentId))
          .where(where)
          .orderBy(by(complaints.createdAt), by(complaints.id)),
        db.select(countColumn).from(complaints).where(where),
      );
    },
  ),
);

/** The statements of a shape of filters, in the order asked (newest first when none is). */
export function complaintListQueries(
  db: Database,
  present: readonly ComplaintFilterName[],
  sort?: ComplaintFilter['sort'],
) {
  return complaintQueriesByOrder(sort)(db, present);
}

/** One page of complaints in the order asked, newest first unless told, and how many match. */
export async function listComplaints(
  db: Database,
  filter: ComplaintFilter,
  window: PageWindow,
  totals: RecentValues<number>,
): Promise<{ rows: ComplaintRow[]; total: { count: number; capped: boolean } }> {
  const queries = complaintListQueries(db, presentFilters(filter), filter.sort);
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
