import { desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../../core/db/database';
import { preparedByShape } from '../../../core/paging/prepared-by-shape';
import { complaints, students } from '../../../core/db/schema';
import { complaintColumns } from './complaint-columns';
import {
  filterConditions,
  filterValues,
  overdue,
  presentFilters,
  type ComplaintFilter,
  type ComplaintFilterName,
} from './complaint-filters';
import { searchMatches } from './complaint-search-queries';

/** A time as the API writes it (`2026-03-14T10:22:33.982Z`), written by the database. */
const isoTime = (time: SQLWrapper, digits: 'MS' | 'US' = 'MS') =>
  sql<
    string | null
  >`to_char(${time} at time zone 'UTC', ${`YYYY-MM-DD"T"HH24:MI:SS.${digits}"Z"`})`;

/**
 * A complaint as its file's row holds it. The database writes the times as text: read as Dates
 * and printed again, 200,000 complaints' four times cost the server more than the rest of the
 * file together.
 */
const complaintFileColumns = {
  id: complaints.id,
  /** Where the next slice starts: the time to the microsecond, as the database keeps it. */
  cursorAt: sql<string>`${isoTime(complaints.createdAt, 'US')}`,
  createdAt: isoTime(complaints.createdAt),
  subject: complaints.subject,
  description: complaints.description,
  category: complaints.category,
  priority: complaints.priority,
  status: complaints.status,
  overdue: sql<boolean>`${overdue}`,
  rollNumber: students.rollNumber,
  studentName: students.name,
  assigneeName: complaintColumns.assigneeName,
  dueAt: isoTime(complaints.dueAt),
  resolvedAt: isoTime(complaints.resolvedAt),
  resolution: complaints.resolution,
  minutesToResolve: complaints.minutesToResolve,
  updatedAt: isoTime(complaints.updatedAt),
};

export type ComplaintFileRow = Awaited<ReturnType<typeof complaintsAfter>>[number];

/**
 * An export's slice: the list's statement, with its filters and order (a search's too), but the
 * file's columns, and no offset: each slice starts after the last one's cursor.
 */
const complaintExportQueries = preparedByShape(
  'complaints_export',
  (db, present: ReadonlySet<ComplaintFilterName>, name) => {
    const where = filterConditions(present);
    const limit = sql.placeholder('limit');
    if (present.has('search')) {
      const matched = searchMatches(db, where, limit);
      return db
        .select(complaintFileColumns)
        .from(matched)
        .innerJoin(complaints, eq(complaints.id, matched.id))
        .innerJoin(students, eq(students.id, complaints.studentId))
        .orderBy(desc(matched.createdAt), desc(matched.id))
        .limit(limit)
        .prepare(name);
    }
    return db
      .select(complaintFileColumns)
      .from(complaints)
      .innerJoin(students, eq(students.id, complaints.studentId))
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(limit)
      .prepare(name);
  },
);

/** The `size` complaints after the filter's cursor, newest first. */
export function complaintsAfter(db: Database, filter: ComplaintFilter, size: number) {
  return complaintExportQueries(db, presentFilters(filter)).execute({
    ...filterValues(filter),
    limit: size,
  });
}
