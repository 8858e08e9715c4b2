import {
  STUDENT_DEFAULT_SORT,
  type StudentSortField,
  type StudentUpdateInput,
} from '@hms/shared/students';
import type { ListSort } from '@hms/shared/sorting';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../core/db/database';
import { containsPattern } from '../../core/paging/like-pattern';
import { countColumn, listStatements, readPage, type PageWindow } from '../../core/paging/page';
import type { RecentValues } from '../../core/cache/recent-values';
import { plannedPerRun } from '../../core/paging/plan-per-run';
import { preparedByOrder, sqlDirection } from '../../core/paging/list-order';
import { preparedByShape } from '../../core/paging/prepared-by-shape';
import { hostels, ledgerAccounts, rooms, students } from '../../core/db/schema';
import { studentRecordColumns } from './student-columns';
import type { StudentFilter, StudentRow } from './student-types';

const studentColumns = {
  ...studentRecordColumns,
  createdAt: students.createdAt,
  updatedAt: students.updatedAt,
  roomId: rooms.id,
  bed: students.bed,
  roomNumber: rooms.roomNumber,
  roomType: rooms.type,
  roomFloor: rooms.floor,
  hostelId: hostels.id,
  hostelName: hostels.name,
  hostelType: hostels.type,
  // What they owe (rule fees), so a card needs no call of its own; null before any entry.
  balance: ledgerAccounts.balance,
};

/**
 * Students with the room and hostel they live in (none without a bed) and their balance: what
 * every read of a StudentRow selects from.
 */
export function selectStudents(db: Executor) {
  return db
    .select(studentColumns)
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.studentId, students.id));
}

/** The filters a list can have, in the order that names its shape (preparedByShape). */
const FILTERS = ['scope', 'hostel', 'search', 'after'] as const;
export type StudentFilterName = (typeof FILTERS)[number];

/**
 * A filtered page is planned for its values (plan-per-run.ts): "a" matches nearly every student
 * and is read fastest by walking the name order, "sharma" a few hundred found through the search
 * index; a hostel's students are found through its rooms, however few live there.
 */
function filterCondition(present: ReadonlySet<StudentFilterName>): SQL | undefined {
  const condition = and(
    present.has('scope')
      ? sql`(${rooms.hostelId} = any(${sql.placeholder('scope')}::uuid[]) or ${students.roomId} is null)`
      : undefined,
    present.has('hostel') ? eq(rooms.hostelId, sql.placeholder('hostel')) : undefined,
    // One lower-case column of name, student ID and e-mail, answered by one trigram index
    // (docs/decisions/016).
    present.has('search')
      ? sql`${students.searchText} like lower(${sql.placeholder('pattern')})`
      : undefined,
    // Roll numbers are unique, so no two students stand level in the list's order.
    present.has('after')
      ? sql`(lower(${students.name}), ${students.rollNumber}) > (lower(${sql.placeholder('afterName')}::text), ${sql.placeholder('afterRollNumber')}::text)`
      : undefined,
  );
  return condition && plannedPerRun(condition);
}

/**
 * The columns of each order, each read along an index when no filter narrows the list: by name
 * from students_name_order_idx (docs/decisions/026), either way; by student ID from the unique
 * index on it. Roll numbers are unique, so neither order leaves two students level.
 */
function studentOrder({ field, direction }: ListSort<StudentSortField>): SQL[] {
  const dir = sqlDirection(direction);
  if (field === 'studentId') return [sql`lower(${students.rollNumber}) ${dir}`];
  return [sql`lower(${students.name}) ${dir}`, sql`${students.rollNumber} ${dir}`];
}

const studentQueriesByOrder = preparedByOrder(STUDENT_DEFAULT_SORT, (sort, suffix) =>
  preparedByShape(`students_page${suffix}`, (db, present: ReadonlySet<StudentFilterName>, name) => {
    const where = filterCondition(present);
    return listStatements(
      name,
      selectStudents(db)
        .where(where)
        .orderBy(...studentOrder(sort)),
      db
        .select(countColumn)
        .from(students)
        .leftJoin(rooms, eq(rooms.id, students.roomId))
        .where(where),
    );
  }),
);

/** The statements of a shape of filters, in the order asked (by name when none is). */
export function studentListQueries(
  db: Database,
  present: readonly StudentFilterName[],
  sort?: StudentFilter['sort'],
) {
  return studentQueriesByOrder(sort)(db, present);
}

/** One page of students in the order asked, by name unless told, and how many match in all. */
export function listStudents(
  db: Database,
  filter: StudentFilter,
  window: PageWindow,
  totals: RecentValues<number>,
) {
  const { queries, values } = studentStatements(db, filter);
  return readPage(queries, values, window, totals);
}

/** The statements of a filter's shape, and the values they take. */
function studentStatements(db: Database, filter: StudentFilter) {
  const queries = studentListQueries(
    db,
    FILTERS.filter((name) => Boolean(filter[name])),
    filter.sort,
  );
  const values = {
    scope: filter.scope,
    hostel: filter.hostel,
    pattern: filter.search ? containsPattern(filter.search) : undefined,
    afterName: filter.after?.name,
    afterRollNumber: filter.after?.rollNumber,
  };
  return { queries, values };
}

/** The `size` students after the cursor, by name: an export's slice of the list. */
export function studentSlice(
  db: Database,
  filter: StudentFilter,
  size: number,
): Promise<StudentRow[]> {
  const { queries, values } = studentStatements(db, filter);
  return queries.page.execute({ ...values, limit: size, offset: 0 });
}

export async function findStudent(db: Executor, id: string): Promise<StudentRow | undefined> {
  const [row] = await selectStudents(db).where(eq(students.id, id));
  return row;
}

/**
 * Locks the student for the rest of the transaction and reads them as they are, with the room
 * and hostel they live in: what an audit entry keeps as the record before the change. Every path
 * that moves a student locks the student row first and rooms second
 * (residencies/bed-moves-repository.ts), so two moves never wait in a circle.
 */
export async function lockStudent(db: Executor, id: string): Promise<StudentRow | undefined> {
  const [row] = await selectStudents(db).where(eq(students.id, id)).for('update', { of: students });
  return row;
}

/** Students by id, as the API answers with them. */
export function studentsById(db: Executor, ids: readonly string[]): Promise<StudentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectStudents(db).where(sql`${students.id} = any(${sql.param(ids)}::uuid[])`);
}

/**
 * Students by roll number (the API's student ID), ignoring case as the unique index does; locked,
 * in the order of their ids, when `lock` is set.
 */
export async function studentsByRollNumber(
  db: Executor,
  rollNumbers: readonly string[],
  lock: boolean,
): Promise<StudentRow[]> {
  if (rollNumbers.length === 0) return [];
  const query = selectStudents(db)
    .where(
      sql`lower(${students.rollNumber}) = any(${sql.param(rollNumbers.map((roll) => roll.toLowerCase()))}::text[])`,
    )
    .orderBy(students.id);
  return lock ? query.for('update', { of: students }) : query;
}

/** An inactive student's stay is ended by the service first (docs/product-rules.md#student-edit). */
export async function updateStudent(db: Executor, id: string, input: StudentUpdateInput) {
  await db
    .update(students)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(students.id, id));
}

/** Complaints and their comments go with the student (ON DELETE CASCADE). */
export async function deleteStudent(db: Executor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(students)
    .where(eq(students.id, id))
    .returning({ id: students.id });
  return deleted.length > 0;
}
