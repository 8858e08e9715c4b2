import type {
  CommentAuthorModel,
  ComplaintCategory,
  ComplaintPriority,
  ComplaintStatus,
  Role,
} from '@hms/shared/enums';
import type { Comment } from '@hms/shared/complaints';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import type { ListTotals } from '../../db/list-totals';
import { pageWithTotal } from '../../db/page-total';
import { isForeignKeyViolation } from '../../db/pg-errors';
import { preparedByShape } from '../../db/prepared-by-shape';
import { comments, complaints, students } from '../../db/schema';
import { timeText } from '../../db/iso-time';
import { callerExistsIn } from '../auth/accounts-repository';
import type { Caller } from '../auth/caller';

/**
 * A complaint's comments, oldest first, as the API answers them: kept on the complaint by a
 * trigger on comments (decision 029), so a page reads one value per complaint and gathers no
 * thread.
 */
const commentThread = sql<Comment[]>`${complaints.commentThread}`;

const ownColumns = {
  id: complaints.id,
  subject: complaints.subject,
  description: complaints.description,
  status: complaints.status,
  priority: complaints.priority,
  category: complaints.category,
  resolution: complaints.resolution,
  // As PostgreSQL writes them: the response turns them ISO without a Date (isoTime).
  resolvedAt: timeText(complaints.resolvedAt),
  createdAt: timeText(complaints.createdAt),
  updatedAt: timeText(complaints.updatedAt),
};

const authorColumns = {
  studentRef: students.id,
  studentName: students.name,
  studentCode: students.studentId,
};

const complaintColumns = { ...ownColumns, ...authorColumns, comments: commentThread };

/**
 * A listed complaint's columns: its thread as the JSON text the database keeps, which the page's
 * answer writes as it is, unparsed (decision 031).
 */
const listedColumns = {
  ...ownColumns,
  ...authorColumns,
  commentThreadJson: sql<string>`${complaints.commentThread}::text`,
};

export type ComplaintRow = {
  id: string;
  subject: string;
  description: string;
  status: ComplaintStatus;
  priority: ComplaintPriority;
  category: ComplaintCategory;
  resolution: string | null;
  /** Times as PostgreSQL writes a `timestamptz`, for isoTime. */
  resolvedAt: string | null;
  createdAt: string;
  updatedAt: string;
  studentRef: string;
  studentName: string;
  studentCode: string;
  comments: Comment[];
};

/** A complaint of a list page, its thread left as JSON text (decision 031). */
export type ListedComplaintRow = Omit<ComplaintRow, 'comments'> & { commentThreadJson: string };

export type ComplaintFilter = {
  /** Set for a student: only their own complaints. */
  studentId?: string;
  status?: ComplaintStatus;
  category?: ComplaintCategory;
  priority?: ComplaintPriority;
  search?: string;
};

/** The filters a list can have, in the order that names its shape (preparedByShape). */
const FILTERS = ['studentId', 'status', 'category', 'priority', 'search'] as const;
type FilterName = (typeof FILTERS)[number];

function filterConditions(present: ReadonlySet<string>): SQL | undefined {
  const conditions: SQL[] = [];
  if (present.has('studentId'))
    conditions.push(eq(complaints.studentId, sql.placeholder('studentId')));
  if (present.has('status')) conditions.push(eq(complaints.status, sql.placeholder('status')));
  if (present.has('category'))
    conditions.push(eq(complaints.category, sql.placeholder('category')));
  if (present.has('priority'))
    conditions.push(eq(complaints.priority, sql.placeholder('priority')));
  if (present.has('search')) {
    const pattern = sql.placeholder('pattern');
    conditions.push(
      sql`(${complaints.subject} ilike ${pattern} or ${complaints.description} ilike ${pattern} or ${students.name} ilike ${pattern} or ${students.studentId} ilike ${pattern})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const listQueries = preparedByShape(
  'complaints_page',
  (db, present: ReadonlySet<FilterName | Role>, name) => {
    const where = filterConditions(present);
    const caller = callerExistsIn(present);
    // Every complaint has its student, so the join only matters when the search reads the
    // student's name; without it the count can come from an index alone.
    const counting = present.has('search')
      ? db
          .select({ total: sql<number>`count(*)::int` })
          .from(complaints)
          .innerJoin(students, eq(students.id, complaints.studentId))
          .where(where)
      : db
          .select({ total: sql<number>`count(*)::int` })
          .from(complaints)
          .where(where);
    // The page with its total and without it: the same rows in the same order.
    const page = <Query extends PgSelect>(query: Query) =>
      query
        .innerJoin(students, eq(students.id, complaints.studentId))
        .where(and(where, caller))
        .orderBy(desc(complaints.createdAt), desc(complaints.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    const withTotal = { ...listedColumns, total: sql<number>`${counting}` };
    return {
      name,
      page: page(db.select(withTotal).from(complaints).$dynamic()).prepare(name),
      pageAlone: page(db.select(listedColumns).from(complaints).$dynamic()).prepare(
        `${name}_alone`,
      ),
      count: counting.prepare(`${name}_count`),
    };
  },
);

/** Newest first. The page's statement also checks the caller's account (decision 014). */
export async function listComplaints(
  db: Database,
  caller: Caller,
  filter: ComplaintFilter,
  page: { limit: number; offset: number },
  totals: ListTotals,
): Promise<{ rows: ListedComplaintRow[]; total: number }> {
  const queries = listQueries(db, [
    ...FILTERS.filter((name) => filter[name] !== undefined && filter[name] !== ''),
    caller.role,
  ]);
  return pageWithTotal(queries, {
    filter: {
      studentId: filter.studentId,
      status: filter.status,
      category: filter.category,
      priority: filter.priority,
      pattern: filter.search ? containsPattern(filter.search) : undefined,
    },
    callerId: caller._id,
    page,
    confirmCaller: caller.confirm,
    totals,
  });
}

export async function findComplaint(db: Executor, id: string): Promise<ComplaintRow | undefined> {
  const [row] = await db
    .select(complaintColumns)
    .from(complaints)
    .innerJoin(students, eq(students.id, complaints.studentId))
    .where(eq(complaints.id, id));
  return row;
}

const insertQuery = preparedByShape('complaint_insert', (db, _present, name) =>
  db
    .insert(complaints)
    .values({
      subject: sql.placeholder('subject'),
      description: sql.placeholder('description'),
      category: sql.placeholder('category'),
      priority: sql.placeholder('priority'),
      studentId: sql.placeholder('studentId'),
    })
    .returning({
      ...ownColumns,
      studentName: sql<string>`(select s.name from students s where s.id = "complaints"."student_id")`,
      studentCode: sql<string>`(select s.student_id from students s where s.id = "complaints"."student_id")`,
    })
    .prepare(name),
);

/**
 * Adds a complaint for the calling student and returns it as a page would show it: a new
 * complaint has no comments, and its author's name and ID come back with it. The foreign key
 * checks the author's account (decision 014): undefined, with nothing written, when it is gone.
 */
export async function insertComplaint(
  db: Database,
  studentId: string,
  values: {
    subject: string;
    description: string;
    category: ComplaintCategory;
    priority: ComplaintPriority;
  },
): Promise<ComplaintRow | undefined> {
  try {
    const [row] = await insertQuery(db, []).execute({ ...values, studentId });
    if (!row) throw new Error('insert into complaints returned no row');
    return { ...row, studentRef: studentId, comments: [] };
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Moves the complaint to `to` only if its current status is one of `from`: the check and the
 * change are one statement, so two administrators cannot both move it (decision 18).
 */
export async function transitionComplaint(
  db: Executor,
  id: string,
  to: ComplaintStatus,
  from: readonly ComplaintStatus[],
  resolution: string | undefined,
): Promise<boolean> {
  if (from.length === 0) return false;
  const updated = await db
    .update(complaints)
    .set({
      status: to,
      updatedAt: new Date(),
      ...(to === 'In Progress' ? { inProgressAt: new Date() } : {}),
      ...(to === 'Resolved' ? { resolution: resolution ?? null, resolvedAt: new Date() } : {}),
    })
    .where(and(eq(complaints.id, id), inArray(complaints.status, [...from])))
    .returning({ id: complaints.id });
  return updated.length > 0;
}

/**
 * Locks the complaint row so that it cannot be closed while a comment is being added. The lock is
 * the one the comment's trigger takes to rebuild the thread (decision 029): taken here first, two
 * comments on one complaint queue at the start instead of both holding a weaker lock and
 * deadlocking when each trigger asks for this one.
 */
export async function lockComplaintForComment(db: Executor, id: string) {
  const [row] = await db
    .select({ status: complaints.status, studentId: complaints.studentId })
    .from(complaints)
    .where(eq(complaints.id, id))
    .for('no key update');
  return row;
}

export async function insertComment(
  db: Executor,
  values: {
    complaintId: string;
    authorId: string;
    authorName: string;
    authorModel: CommentAuthorModel;
    message: string;
  },
): Promise<void> {
  await db.insert(comments).values(values);
}
