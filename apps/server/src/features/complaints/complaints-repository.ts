import type { ComplaintCategory, ComplaintPriority, ComplaintStatus } from '@hms/shared/enums';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { RecentValues } from '../../cache/recent-values';
import type { Database, Executor } from '../../db/database';
import { containsPattern } from '../../db/lists/like-pattern';
import { readPage, type PageWindow } from '../../db/lists/page';
import { plannedPerRun } from '../../db/lists/plan-per-run';
import { preparedByShape } from '../../db/lists/prepared-by-shape';
import { complaints, rooms, serviceTargets, students } from '../../db/schema';
import { authorLivesIn } from './complaint-scope';

const ownColumns = {
  id: complaints.id,
  subject: complaints.subject,
  description: complaints.description,
  status: complaints.status,
  priority: complaints.priority,
  category: complaints.category,
  resolution: complaints.resolution,
  resolvedAt: complaints.resolvedAt,
  assignedWardenId: complaints.assignedWardenId,
  assignedAdminId: complaints.assignedAdminId,
  dueAt: complaints.dueAt,
  minutesToResolve: complaints.minutesToResolve,
  createdAt: complaints.createdAt,
  updatedAt: complaints.updatedAt,
};

const complaintColumns = {
  ...ownColumns,
  studentRef: students.id,
  studentName: students.name,
  studentCode: students.studentId,
  // Looked up by key for each complaint shown, so lists need no join for it.
  assigneeName: sql<string | null>`coalesce(
    (select w.name from wardens w where w.id = "complaints"."assigned_warden_id"),
    (select a.name from admins a where a.id = "complaints"."assigned_admin_id"))`,
};

export type ComplaintRow = NonNullable<Awaited<ReturnType<typeof findComplaint>>>;

export type ComplaintFilter = {
  /** Set for a student: only their own complaints. */
  studentId?: string;
  /** Set for a warden: their residents' complaints (complaint-scope.ts). */
  scope?: readonly string[];
  assignedWarden?: string;
  assignedAdmin?: string;
  unassigned?: true;
  status?: ComplaintStatus;
  category?: ComplaintCategory;
  priority?: ComplaintPriority;
  /** Only complaints past their due time and not yet Resolved or Closed. */
  overdue?: true;
  search?: string;
};

/**
 * A search counts its matches this far and no further: a word found in most complaints would
 * otherwise be counted across all of them on every page (docs/decisions/034).
 */
export const SEARCH_COUNT_CAP = 200;

/** The filters a list can have, in the order that names its shape (preparedByShape). */
const FILTERS = [
  'studentId',
  'scope',
  'assignedWarden',
  'assignedAdmin',
  'unassigned',
  'status',
  'category',
  'priority',
  'overdue',
  'search',
] as const;
export type ComplaintFilterName = (typeof FILTERS)[number];

function filterConditions(present: ReadonlySet<ComplaintFilterName>): SQL | undefined {
  return and(
    present.has('studentId') ? eq(complaints.studentId, sql.placeholder('studentId')) : undefined,
    present.has('scope') ? authorLivesIn(sql`${sql.placeholder('scope')}::uuid[]`) : undefined,
    present.has('assignedWarden')
      ? eq(complaints.assignedWardenId, sql.placeholder('assignedWarden'))
      : undefined,
    present.has('assignedAdmin')
      ? eq(complaints.assignedAdminId, sql.placeholder('assignedAdmin'))
      : undefined,
    present.has('unassigned')
      ? sql`${complaints.assignedWardenId} is null and ${complaints.assignedAdminId} is null`
      : undefined,
    present.has('status') ? eq(complaints.status, sql.placeholder('status')) : undefined,
    present.has('category') ? eq(complaints.category, sql.placeholder('category')) : undefined,
    present.has('priority') ? eq(complaints.priority, sql.placeholder('priority')) : undefined,
    present.has('overdue') ? overdue : undefined,
  );
}

/**
 * Past its due time and still being worked on (docs/product-rules.md#service-targets). Spelled as
 * the partial index complaints_unresolved_created_idx is, so the planner can use it.
 */
export const overdue = sql`(${complaints.status} in ('Open', 'In Progress') and ${complaints.dueAt} < now())`;

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
 * fetching one of them (docs/decisions/034).
 */
function searchQueries(db: Database, where: SQL | undefined, name: string) {
  const newest = (match: SQL, limit: ReturnType<typeof sql.placeholder> | number) =>
    db
      .select({ id: complaints.id, createdAt: complaints.createdAt })
      .from(complaints)
      .where(and(where, match))
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(limit);
  // Where the page ends: its offset and limit together.
  const reach = sql.placeholder('reach');
  const matched = union(newest(textMatches, reach), newest(authorMatches, reach)).as('matched');
  const counted = union(
    newest(textMatches, SEARCH_COUNT_CAP + 1),
    newest(authorMatches, SEARCH_COUNT_CAP + 1),
  ).as('counted');
  return {
    name,
    page: db
      .select(complaintColumns)
      .from(matched)
      .innerJoin(complaints, eq(complaints.id, matched.id))
      .innerJoin(students, eq(students.id, complaints.studentId))
      .orderBy(desc(matched.createdAt), desc(matched.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(counted)
      .prepare(`${name}_count`),
  };
}

export const complaintListQueries = preparedByShape(
  'complaints_page',
  (db, present: ReadonlySet<ComplaintFilterName>, name) => {
    const where = filterConditions(present);
    if (present.has('search')) return searchQueries(db, where, name);
    return {
      name,
      page: db
        .select(complaintColumns)
        .from(complaints)
        .innerJoin(students, eq(students.id, complaints.studentId))
        .where(where)
        .orderBy(desc(complaints.createdAt), desc(complaints.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
      count: db
        .select({ total: sql<number>`count(*)::int` })
        .from(complaints)
        .where(where)
        .prepare(`${name}_count`),
    };
  },
);

/** One page of complaints, newest first, and how many match in all. */
export async function listComplaints(
  db: Database,
  filter: ComplaintFilter,
  window: PageWindow,
  totals: RecentValues<number>,
): Promise<{ rows: ComplaintRow[]; total: { count: number; capped: boolean } }> {
  const queries = complaintListQueries(
    db,
    FILTERS.filter((name) => filter[name] !== undefined && filter[name] !== ''),
  );
  const values = {
    ...filter,
    pattern: filter.search ? containsPattern(filter.search) : undefined,
  };
  const { rows, count } = await readPage(queries, values, window, totals);
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

/**
 * The new complaint's own columns; its author is the caller, who the route already knows. It is
 * due when its priority's service target, as it stands now, has passed (docs/decisions/042).
 */
export async function insertComplaint(
  db: Executor,
  values: Pick<
    typeof complaints.$inferInsert,
    'studentId' | 'subject' | 'description' | 'category' | 'priority' | 'assignedWardenId'
  >,
) {
  const target = db
    .select({ minutes: serviceTargets.minutes })
    .from(serviceTargets)
    .where(eq(serviceTargets.priority, values.priority ?? 'Medium'));
  const dueAt = sql`now() + make_interval(mins => (${target}))`;
  const [row] = await db
    .insert(complaints)
    .values({ ...values, dueAt })
    .returning(ownColumns);
  if (!row) throw new Error('insert into complaints returned no row');
  return row;
}

/**
 * Moves the complaint to `to`, stamping when it was taken up or resolved; the caller holds its
 * lock (lockComplaint) and has checked the move. Answers the complaint as it is now.
 */
export async function transitionComplaint(
  db: Executor,
  id: string,
  to: ComplaintStatus,
  resolution: string | undefined,
) {
  const now = new Date();
  const [row] = await db
    .update(complaints)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'In Progress' ? { inProgressAt: now } : {}),
      ...(to === 'Resolved' ? { resolution: resolution ?? null, resolvedAt: now } : {}),
    })
    .from(students)
    .where(and(eq(complaints.id, id), eq(students.id, complaints.studentId)))
    .returning(complaintColumns);
  return row;
}

/**
 * Locks the complaint, as it is and with its author, for the rest of the transaction: its
 * status cannot change and it cannot be closed meanwhile. Its key stays free, so comments can
 * still be inserted against it by others.
 */
export async function lockComplaint(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...complaintColumns,
      studentId: complaints.studentId,
      authorHostelId: rooms.hostelId,
    })
    .from(complaints)
    .innerJoin(students, eq(students.id, complaints.studentId))
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .where(eq(complaints.id, id))
    .for('no key update', { of: complaints });
  return row;
}

/** Gives the complaint to a warden or an administrator, or to nobody; the caller holds its lock. */
export async function setAssignee(
  db: Executor,
  id: string,
  assignee: { wardenId: string | null; adminId: string | null },
) {
  const [row] = await db
    .update(complaints)
    .set({
      assignedWardenId: assignee.wardenId,
      assignedAdminId: assignee.adminId,
      updatedAt: new Date(),
    })
    .from(students)
    .where(and(eq(complaints.id, id), eq(students.id, complaints.studentId)))
    .returning(complaintColumns);
  return row;
}
