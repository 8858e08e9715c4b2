import type { Role } from '@hms/shared/enums';
import type { RoomInput } from '@hms/shared/rooms';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import type { ListTotals } from '../../db/list-totals';
import { pageWithTotal } from '../../db/page-total';
import { preparedByShape } from '../../db/prepared-by-shape';
import { timeText } from '../../db/iso-time';
import { roomOccupancy } from '../../db/room-occupancy';
import { hostels, rooms } from '../../db/schema';
import { callerExistsIn } from '../auth/accounts-repository';
import type { Caller } from '../auth/caller';

/**
 * A room's residents by name, gathered in the room's own query; each is an array, which costs
 * the database half the values of an object with its keys (decision 021). An empty room's list is
 * not looked for: its stored occupancy is exact (decision 022), and on the embedded database the
 * lookup of nobody cost as much as the rest of the room's row.
 */
const residentsJson = sql<RoomResident[]>`case when ${roomOccupancy} = 0 then '[]'::json else (
  select coalesce(json_agg(
    json_build_array(s.id, s.name, s.student_id) order by s.name, s.id
  ), '[]'::json)
  from students s where s.room_id = "rooms"."id"
) end`;

const roomColumns = {
  id: rooms.id,
  roomNumber: rooms.roomNumber,
  type: rooms.type,
  capacity: rooms.capacity,
  floor: rooms.floor,
  monthlyRent: rooms.monthlyRent,
  isAc: rooms.isAc,
  amenities: rooms.amenities,
  // As PostgreSQL writes them: the response turns them ISO without a Date (isoTime).
  createdAt: timeText(rooms.createdAt),
  updatedAt: timeText(rooms.updatedAt),
  hostelId: hostels.id,
  hostelName: hostels.name,
  hostelType: hostels.type,
  currentOccupancy: roomOccupancy,
  residents: residentsJson,
};

export type RoomRow = {
  id: string;
  roomNumber: string;
  type: 'Single' | 'Double' | 'Triple' | 'Quadruple';
  capacity: number;
  floor: number;
  monthlyRent: number;
  isAc: boolean;
  amenities: string[];
  /** Times as PostgreSQL writes a `timestamptz`, for isoTime. */
  createdAt: string;
  updatedAt: string;
  hostelId: string;
  hostelName: string;
  hostelType: 'Boys' | 'Girls';
  currentOccupancy: number;
  residents: RoomResident[];
};

/** A resident as JSON from the database, in `residentsJson`'s order. */
export type RoomResident = [id: string, name: string, studentId: string];

export type RoomFilter = { hostel?: string; available?: boolean; search?: string };

/** The filters a list can have, in the order that names its shape (preparedByShape). */
const FILTERS = ['hostel', 'available', 'full', 'search'] as const;
type FilterName = (typeof FILTERS)[number];

function filterConditions(present: ReadonlySet<string>): SQL | undefined {
  const conditions: SQL[] = [];
  if (present.has('hostel')) conditions.push(eq(rooms.hostelId, sql.placeholder('hostel')));
  if (present.has('available')) conditions.push(sql`${roomOccupancy} < ${rooms.capacity}`);
  if (present.has('full')) conditions.push(sql`${roomOccupancy} >= ${rooms.capacity}`);
  if (present.has('search')) {
    const pattern = sql.placeholder('pattern');
    conditions.push(
      sql`(${rooms.roomNumber} ilike ${pattern} or ${hostels.name} ilike ${pattern})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const listQueries = preparedByShape(
  'rooms_page',
  (db, present: ReadonlySet<FilterName | Role>, name) => {
    const where = filterConditions(present);
    const caller = callerExistsIn(present);
    const counting = db
      .select({ total: sql<number>`count(*)::int` })
      .from(rooms)
      .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
      .where(where);
    // The page with its total and without it: the same rows in the same order.
    const page = <Query extends PgSelect>(query: Query) =>
      query
        .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
        .where(and(where, caller))
        .orderBy(
          sql`lower(${hostels.name})`,
          asc(rooms.floor),
          sql`length(${rooms.roomNumber})`,
          asc(rooms.roomNumber),
        )
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    const withTotal = { ...roomColumns, total: sql<number>`${counting}` };
    return {
      name,
      page: page(db.select(withTotal).from(rooms).$dynamic()).prepare(name),
      pageAlone: page(db.select(roomColumns).from(rooms).$dynamic()).prepare(`${name}_alone`),
      count: counting.prepare(`${name}_count`),
    };
  },
);

/**
 * One page of rooms, in the order an office reads them: hostel, floor, then room number. The
 * page's statement also checks the caller's account (decision 014).
 */
export async function listRooms(
  db: Database,
  caller: Caller,
  filter: RoomFilter,
  page: { limit: number; offset: number },
  totals: ListTotals,
): Promise<{ rows: RoomRow[]; total: number }> {
  const present = FILTERS.filter((name) => {
    if (name === 'available') return filter.available === true;
    if (name === 'full') return filter.available === false;
    return Boolean(filter[name]);
  });
  const queries = listQueries(db, [...present, caller.role]);
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

export async function findRoom(db: Executor, id: string): Promise<RoomRow | undefined> {
  const [row] = await db
    .select(roomColumns)
    .from(rooms)
    .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(eq(rooms.id, id));
  return row;
}

/**
 * Locks the room for the rest of the transaction and returns what the update rules need.
 * Assignments lock the same row, so the count cannot change underneath.
 */
export async function lockRoom(db: Executor, id: string) {
  const [row] = await db
    .select({ hostelId: rooms.hostelId, residents: roomOccupancy })
    .from(rooms)
    .where(eq(rooms.id, id))
    .for('update', { of: rooms });
  return row;
}

export async function countRoomResidents(db: Executor, id: string): Promise<number> {
  const [row] = await db.select({ residents: roomOccupancy }).from(rooms).where(eq(rooms.id, id));
  return row?.residents ?? 0;
}

export async function hostelName(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: hostels.name }).from(hostels).where(eq(hostels.id, id));
  return row?.name;
}

function toColumns(input: RoomInput) {
  return {
    roomNumber: input.roomNumber,
    hostelId: input.hostel,
    type: input.type,
    floor: input.floor,
    monthlyRent: input.monthlyRent,
    isAc: input.isAC,
    amenities: input.amenities,
  };
}

export async function insertRoom(db: Executor, input: RoomInput): Promise<string> {
  const [row] = await db.insert(rooms).values(toColumns(input)).returning({ id: rooms.id });
  if (!row) throw new Error('insert into rooms returned no row');
  return row.id;
}

export async function updateRoom(db: Executor, id: string, input: RoomInput): Promise<void> {
  await db
    .update(rooms)
    .set({ ...toColumns(input), updatedAt: new Date() })
    .where(eq(rooms.id, id));
}

export async function deleteRoom(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(rooms).where(eq(rooms.id, id)).returning({ id: rooms.id });
  return deleted.length > 0;
}
