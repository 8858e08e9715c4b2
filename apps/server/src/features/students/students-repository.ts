import type { Role } from '@hms/shared/enums';
import type { StudentUpdateInput } from '@hms/shared/students';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import type { ListTotals } from '../../db/list-totals';
import { pageWithTotal } from '../../db/page-total';
import { preparedByShape } from '../../db/prepared-by-shape';
import { timeText } from '../../db/iso-time';
import { roomOccupancy } from '../../db/room-occupancy';
import { hostels, rooms, students } from '../../db/schema';
import { callerExists, callerExistsIn } from '../auth/accounts-repository';
import type { Caller } from '../auth/caller';
import type { AssignmentRoom, AssignmentStudent } from './assignment-rules';

/** A student's own columns; an assignment's move returns them as it wrote them. */
const ownColumns = {
  id: students.id,
  studentId: students.studentId,
  name: students.name,
  email: students.email,
  phone: students.phone,
  course: students.course,
  year: students.year,
  gender: students.gender,
  // As PostgreSQL writes them: the response turns them ISO without a Date (isoTime).
  admissionDate: timeText(students.admissionDate),
  isActive: students.isActive,
  createdAt: timeText(students.createdAt),
  updatedAt: timeText(students.updatedAt),
};

const studentColumns = {
  ...ownColumns,
  roomId: rooms.id,
  roomNumber: rooms.roomNumber,
  roomType: rooms.type,
  roomFloor: rooms.floor,
  hostelId: hostels.id,
  hostelName: hostels.name,
  hostelType: hostels.type,
};

export type StudentRow = {
  id: string;
  studentId: string;
  name: string;
  email: string;
  phone: string;
  course: string;
  year: number;
  gender: 'Male' | 'Female' | 'Other';
  /** Times as PostgreSQL writes a `timestamptz`, for isoTime. */
  admissionDate: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  roomId: string | null;
  roomNumber: string | null;
  roomType: 'Single' | 'Double' | 'Triple' | 'Quadruple' | null;
  roomFloor: number | null;
  hostelId: string | null;
  hostelName: string | null;
  hostelType: 'Boys' | 'Girls' | null;
};

export type StudentFilter = { search?: string; hostel?: string };

/** The filters a list can have, in the order that names its shape (preparedByShape). */
const FILTERS = ['hostel', 'search'] as const;
type FilterName = (typeof FILTERS)[number];

function filterConditions(present: ReadonlySet<string>): SQL | undefined {
  const conditions: SQL[] = [];
  if (present.has('hostel')) conditions.push(eq(rooms.hostelId, sql.placeholder('hostel')));
  // One column of name, student ID and email in lower case, so the trigram index answers it and
  // the rows it finds are checked with LIKE, a quarter of ILIKE's cost (decision 016).
  if (present.has('search'))
    conditions.push(sql`${students.searchText} like lower(${sql.placeholder('pattern')})`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function selectStudents(db: Executor) {
  return db
    .select(studentColumns)
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .leftJoin(hostels, eq(hostels.id, rooms.hostelId));
}

/**
 * How many students a search's walk reads in name order at most (decision 030). A walk that finds
 * its page within them costs a fraction of gathering and sorting every match; one that does not
 * has cost about a millisecond on the campus data before the page is read the other way.
 */
export const SEARCH_WALK_ROWS = 2_000;

/**
 * The least total for which a search's page is looked for by walking the name order: with fewer
 * matches, gathering them through the trigram index and sorting them costs less than the walk's
 * expected length (decision 030).
 */
export const SEARCH_WALK_MIN_TOTAL = 200;

/**
 * How a filtered page finds its matches: `gather` collects every match, then sorts them; `walk`
 * reads the first SEARCH_WALK_ROWS students in name order and keeps those that match the search.
 */
export type MatchOrder = 'gather' | 'walk';

/** The search's matches among the first SEARCH_WALK_ROWS students in name order. */
function walkedMatches(db: Database) {
  // Every column is in students_name_order_idx, so the walk never reads the table.
  const walked = db
    .select({
      matchId: sql<string>`${students.id}`.as('match_id'),
      sortName: sql<string>`lower(${students.name})`.as('sort_name'),
      sortId: sql<string>`${students.studentId}`.as('sort_id'),
      walkText: sql<string>`${students.searchText}`.as('walk_text'),
    })
    .from(students)
    .orderBy(sql`lower(${students.name})`, students.studentId)
    .limit(SEARCH_WALK_ROWS)
    .as('walked');
  return db
    .select({ matchId: walked.matchId, sortName: walked.sortName, sortId: walked.sortId })
    .from(walked)
    .where(sql`${walked.walkText} like lower(${sql.placeholder('pattern')})`);
}

/** A page of students with its total, without it, and the total alone, for a shape of filters. */
export function studentsPageQueries(
  db: Database,
  present: ReadonlySet<FilterName | Role>,
  order: MatchOrder = 'gather',
) {
  const where = filterConditions(present);
  // Without a filter the page is read from students_name_order_idx in order. With one, the
  // matches are gathered first and sorted after: a hostel with no residents would otherwise be
  // looked for by walking every student in name order. Appending '' changes no name, but it is
  // not the index's expression, so a filtered page cannot be planned as that walk (decision 026).
  const sortName = where ? sql`lower(${students.name}) || ''` : sql`lower(${students.name})`;
  const matched = db.$with('matched').as(
    order === 'walk'
      ? walkedMatches(db)
      : db
          .select({
            matchId: sql<string>`${students.id}`.as('match_id'),
            sortName: sql<string>`${sortName}`.as('sort_name'),
            sortId: sql<string>`${students.studentId}`.as('sort_id'),
          })
          .from(students)
          .leftJoin(rooms, eq(rooms.id, students.roomId))
          .where(where),
  );
  const pageOfMatches = db
    .select()
    .from(matched)
    .orderBy(matched.sortName, matched.sortId)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  // The page with its total and without it: the same rows in the same order.
  const page = <Query extends PgSelect>(query: Query) =>
    query
      .innerJoin(students, eq(students.id, pageOfMatches.matchId))
      .leftJoin(rooms, eq(rooms.id, students.roomId))
      .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
      .where(callerExistsIn(present))
      .orderBy(pageOfMatches.sortName, pageOfMatches.sortId);
  const count = db
    .select({ total: sql<number>`count(*)::int` })
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .where(where);
  const withTotal = {
    ...studentColumns,
    // A filter's matches are counted where they were gathered. Without one, counting apart
    // leaves the page free to read the name index in order.
    total: where ? sql<number>`(select count(*)::int from ${matched})` : sql<number>`${count}`,
  };
  return {
    page: page(db.with(matched).select(withTotal).from(pageOfMatches).$dynamic()),
    pageAlone: page(db.with(matched).select(studentColumns).from(pageOfMatches).$dynamic()),
    count,
  };
}

const listQueries = preparedByShape(
  'students_page',
  (db, present: ReadonlySet<FilterName | Role>, name) => {
    const { page, pageAlone, count } = studentsPageQueries(db, present);
    // A search alone may walk the name order; with a hostel too, each student walked would also
    // have to be looked up in their room, and the hostel's share of the campus is not known.
    const walks = present.has('search') && !present.has('hostel');
    return {
      name,
      page: page.prepare(name),
      pageAlone: pageAlone.prepare(`${name}_alone`),
      count: count.prepare(`${name}_count`),
      walk: walks
        ? {
            page: studentsPageQueries(db, present, 'walk').pageAlone.prepare(`${name}_walk`),
            minTotal: SEARCH_WALK_MIN_TOTAL,
          }
        : undefined,
    };
  },
);

/**
 * One page of students by name. The filter runs once: its matches (ids and sort keys only) are
 * gathered, counted and sorted, and only the page's twenty rows are joined to their rooms. A
 * common surname matches hundreds of students; sorting them whole, joins and all, and matching
 * them a second time for the count cost four times as much. The page's statement also checks the
 * caller's account (decision 014).
 */
export async function listStudents(
  db: Database,
  caller: Caller,
  filter: StudentFilter,
  page: { limit: number; offset: number },
  totals: ListTotals,
): Promise<{ rows: StudentRow[]; total: number }> {
  const queries = listQueries(db, [
    ...FILTERS.filter((name) => Boolean(filter[name])),
    caller.role,
  ]);
  return pageWithTotal(queries, {
    filter: {
      hostel: filter.hostel,
      pattern: filter.search ? containsPattern(filter.search) : undefined,
    },
    callerId: caller._id,
    page,
    confirmCaller: caller.confirm,
    totals,
  });
}

export async function findStudent(db: Executor, id: string): Promise<StudentRow | undefined> {
  const [row] = await selectStudents(db).where(eq(students.id, id));
  return row;
}

/**
 * Locks the student for the rest of the transaction; with the type of the hostel they live in.
 * Every path that moves a student locks the student row first and the room second (the UPDATE
 * itself does, then the students_room_rules trigger), so two moves never wait in a circle.
 */
export async function lockStudent(db: Executor, id: string) {
  const [row] = await db
    .select({
      name: students.name,
      gender: students.gender,
      isActive: students.isActive,
      roomId: students.roomId,
      hostelName: hostels.name,
      hostelType: hostels.type,
    })
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(eq(students.id, id))
    .for('update', { of: students });
  return row;
}

/**
 * Locks the room (with the student's current one), then reads its hostel in a statement of its
 * own. A hostel update share-locks the hostel's rooms before it counts their residents (see
 * lockHostel), so once this lock is held the hostel's type cannot change until the assignment
 * commits; read after the lock was granted, the type is the current one.
 */
export async function lockRoomForAssignment(
  db: Executor,
  roomId: string,
  currentRoomId: string | null,
): Promise<AssignmentRoom | undefined> {
  // A move's two rooms in the order of their ids, as the students_room_rules trigger takes them,
  // so two moves in opposite directions queue instead of deadlocking (decision 022).
  if (currentRoomId && currentRoomId !== roomId) {
    await db.execute(
      sql`select 1 from rooms where id in (${currentRoomId}, ${roomId}) order by id for update`,
    );
  }
  const [room] = await db
    .select({
      roomNumber: rooms.roomNumber,
      capacity: rooms.capacity,
      hostelId: rooms.hostelId,
      residents: roomOccupancy,
    })
    .from(rooms)
    .where(eq(rooms.id, roomId))
    .for('update');
  if (!room) return undefined;
  const [hostel] = await db
    .select({ hostelName: hostels.name, hostelType: hostels.type })
    .from(hostels)
    .where(eq(hostels.id, room.hostelId));
  return hostel && { ...room, ...hostel };
}

/** The rules of decision 12 that one statement can check, with the caller's (decision 014). */
function moveRules(present: ReadonlySet<'hostel'>): SQL | undefined {
  return and(
    eq(students.id, sql.placeholder('id')),
    eq(rooms.id, sql.placeholder('roomId')),
    sql`${students.roomId} is distinct from ${rooms.id}`,
    eq(students.isActive, true),
    present.has('hostel') ? eq(rooms.hostelId, sql.placeholder('hostel')) : undefined,
    sql`(${students.gender} = 'Other' or ${hostels.type} = case ${students.gender} when 'Male' then 'Boys'::hostel_type else 'Girls'::hostel_type end)`,
    sql`${roomOccupancy} < ${rooms.capacity}`,
    callerExists('admin'),
  );
}

/** The target room and its hostel, and whether the calling administrator's account exists. */
const targetColumns = {
  roomId: rooms.id,
  roomNumber: rooms.roomNumber,
  roomType: rooms.type,
  roomFloor: rooms.floor,
  capacity: rooms.capacity,
  residents: roomOccupancy,
  hostelId: hostels.id,
  hostelName: hostels.name,
  hostelType: hostels.type,
  callerExists: sql<boolean>`${callerExists('admin')}`,
};

/**
 * The student's own columns as the UPDATE in the WITH clause named `written` returned them, or as
 * the statement found them when that UPDATE wrote nothing.
 */
function latestOwnColumns(written: 'moved' | 'freed') {
  const coalesced = (column: PgColumn) =>
    sql`coalesce(${sql.identifier(written)}.${sql.identifier(column.name)}, ${column})`;
  const latest = <Column extends PgColumn>(column: Column) => coalesced(column).mapWith(column);
  // Times stay the driver's text, as in ownColumns.
  const latestTime = (column: PgColumn) => sql<string>`${coalesced(column)}`;
  return {
    id: students.id,
    studentId: latest(students.studentId),
    name: latest(students.name),
    email: latest(students.email),
    phone: latest(students.phone),
    course: latest(students.course),
    year: latest(students.year),
    gender: latest(students.gender),
    admissionDate: latestTime(students.admissionDate),
    isActive: latest(students.isActive),
    createdAt: latestTime(students.createdAt),
    updatedAt: latestTime(students.updatedAt),
  };
}

/**
 * The move and, in the same statement, the student and the target room as the statement found
 * them, so a refused move says why without a second round trip. The UPDATE runs in a WITH clause
 * and the outer SELECT reads the data as it stood before it; the student's own columns come from
 * the move's RETURNING when it moved them.
 */
const attemptQuery = preparedByShape(
  'student_assign',
  (db, present: ReadonlySet<'hostel'>, name) => {
    const update = db
      .update(students)
      .set({ roomId: sql`${sql.placeholder('roomId')}`, updatedAt: sql`now()` })
      .from(rooms)
      .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
      .where(moveRules(present))
      .returning(ownColumns);
    const moved = db.$with('moved', { movedId: sql<string>`id`.as('id') }).as(update.getSQL());
    return db
      .with(moved)
      .select({
        moved: sql<boolean>`"moved"."id" is not null`,
        ...latestOwnColumns('moved'),
        currentRoomId: students.roomId,
        ...targetColumns,
      })
      .from(students)
      .leftJoin(rooms, eq(rooms.id, sql.placeholder('roomId')))
      .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
      .leftJoin(moved, sql`true`)
      .where(eq(students.id, sql.placeholder('id')))
      .prepare(name);
  },
);

const peekQuery = preparedByShape('assignment_peek', (db, _present, name) =>
  db
    .select({
      name: students.name,
      gender: students.gender,
      isActive: students.isActive,
      currentRoomId: students.roomId,
      ...targetColumns,
    })
    .from(students)
    .leftJoin(rooms, eq(rooms.id, sql.placeholder('roomId')))
    .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(eq(students.id, sql.placeholder('id')))
    .prepare(name),
);

/** The student and the room as a statement found them; no room when the room is missing. */
export type AssignmentLook = {
  student: AssignmentStudent;
  room: AssignmentRoom | undefined;
  /** Whether the calling administrator's account exists (decision 014). */
  callerExists: boolean;
};

type LookRow = {
  name: string;
  gender: AssignmentStudent['gender'];
  isActive: boolean;
  currentRoomId: string | null;
  roomNumber: string | null;
  capacity: number | null;
  residents: number;
  hostelId: string | null;
  hostelName: string | null;
  hostelType: AssignmentRoom['hostelType'] | null;
  callerExists: boolean;
};

function toLook(row: LookRow): AssignmentLook {
  const { roomNumber, capacity, hostelId, residents, hostelName, hostelType } = row;
  const student = {
    name: row.name,
    gender: row.gender,
    isActive: row.isActive,
    roomId: row.currentRoomId,
  };
  const room =
    roomNumber !== null &&
    capacity !== null &&
    hostelId !== null &&
    hostelName !== null &&
    hostelType !== null
      ? { roomNumber, capacity, hostelId, residents, hostelName, hostelType }
      : undefined;
  return { student, room, callerExists: row.callerExists };
}

/**
 * Moves the student into the room in one statement when every rule of decision 12 holds as the
 * statement sees the data and the calling administrator's account exists (decision 014). Gives
 * the student as the API shows them when they moved, else how the statement found the student
 * and the room, to say why not; undefined when the student is missing. What the statement sees
 * can be a moment old: the students_room_rules trigger locks the room and checks its capacity
 * and hostel type again before the row is written.
 */
export async function attemptAssignment(
  db: Database,
  caller: Caller,
  id: string,
  target: { roomId: string; hostel?: string | undefined },
): Promise<{ moved: StudentRow } | { moved: undefined; look: AssignmentLook } | undefined> {
  const [row] = await attemptQuery(db, target.hostel ? ['hostel'] : []).execute({
    id,
    roomId: target.roomId,
    hostel: target.hostel,
    callerId: caller._id,
  });
  if (!row) return undefined;
  if (!row.moved) return { moved: undefined, look: toLook(row) };
  return {
    moved: {
      id: row.id,
      studentId: row.studentId,
      name: row.name,
      email: row.email,
      phone: row.phone,
      course: row.course,
      year: row.year,
      gender: row.gender,
      admissionDate: row.admissionDate,
      isActive: row.isActive,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      roomId: row.roomId,
      roomNumber: row.roomNumber,
      roomType: row.roomType,
      roomFloor: row.roomFloor,
      hostelId: row.hostelId,
      hostelName: row.hostelName,
      hostelType: row.hostelType,
    },
  };
}

/**
 * The student and the room as they stand, without locks: enough to say why a move did not
 * happen when the move's statement failed. Undefined when the student is missing.
 */
export async function peekAssignment(
  db: Database,
  caller: Caller,
  id: string,
  roomId: string,
): Promise<AssignmentLook | undefined> {
  const [row] = await peekQuery(db, []).execute({ id, roomId, callerId: caller._id });
  return row && toLook(row);
}

/** Puts the student in the room and returns them as the API shows them, in one statement. */
export async function moveIntoRoom(
  db: Executor,
  id: string,
  roomId: string,
): Promise<StudentRow | undefined> {
  const [row] = await db
    .update(students)
    .set({ roomId, updatedAt: new Date() })
    .from(rooms)
    .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(and(eq(students.id, id), eq(rooms.id, roomId)))
    .returning(studentColumns);
  return row;
}

/**
 * Frees the student's bed and answers them without a room, in one statement that also checks the
 * calling administrator's account (decision 014). A student without a room is answered as they
 * are, unchanged. The UPDATE runs in a WITH clause so that the same statement can tell a student
 * who is not there from a caller who is not.
 */
const freeBedQuery = preparedByShape('student_free_bed', (db, _present, name) => {
  const update = db
    .update(students)
    .set({ roomId: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(students.id, sql.placeholder('id')),
        isNotNull(students.roomId),
        callerExists('admin'),
      ),
    )
    .returning(ownColumns);
  const freed = db.$with('freed', { freedId: sql<string>`id`.as('id') }).as(update.getSQL());
  return db
    .with(freed)
    .select({
      ...latestOwnColumns('freed'),
      callerExists: sql<boolean>`${callerExists('admin')}`,
    })
    .from(students)
    .leftJoin(freed, sql`true`)
    .where(eq(students.id, sql.placeholder('id')))
    .prepare(name);
});

/** The student without a room, or undefined when there is no such student. */
export async function freeBed(
  db: Database,
  caller: Caller,
  id: string,
): Promise<{ student: StudentRow; callerExists: boolean } | undefined> {
  const [row] = await freeBedQuery(db, []).execute({ id, callerId: caller._id });
  if (!row) return undefined;
  const { callerExists: exists, ...own } = row;
  const student = {
    ...own,
    roomId: null,
    roomNumber: null,
    roomType: null,
    roomFloor: null,
    hostelId: null,
    hostelName: null,
    hostelType: null,
  };
  return { student, callerExists: exists };
}

/** An inactive student gives up their bed in the same statement (decision 13). */
export async function updateStudent(
  db: Executor,
  id: string,
  input: StudentUpdateInput,
): Promise<boolean> {
  const updated = await db
    .update(students)
    .set({
      name: input.name,
      email: input.email,
      phone: input.phone,
      course: input.course,
      year: input.year,
      gender: input.gender,
      isActive: input.isActive,
      ...(input.isActive ? {} : { roomId: null }),
      updatedAt: new Date(),
    })
    .where(eq(students.id, id))
    .returning({ id: students.id });
  return updated.length > 0;
}

/** Complaints and their comments go with the student (ON DELETE CASCADE, decision 14). */
export async function deleteStudent(db: Executor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(students)
    .where(eq(students.id, id))
    .returning({ id: students.id });
  return deleted.length > 0;
}
