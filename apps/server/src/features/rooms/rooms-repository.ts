import { ROOM_DEFAULT_SORT, type RoomInput, type RoomSortField } from '@hms/shared/rooms';
import type { ListSort, SortKey } from '@hms/shared/sorting';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../core/db/database';
import { containsPattern } from '../../core/paging/like-pattern';
import { countColumn, listStatements, readPage, type PageWindow } from '../../core/paging/page';
import type { RecentValues } from '../../core/cache/recent-values';
import { preparedByShape } from '../../core/paging/prepared-by-shape';
import { preparedByOrder, sqlDirection } from '../../core/paging/list-order';
import { hostels, rooms, students } from '../../core/db/schema';
import { roomDetailsColumns } from './room-columns';

const roomColumns = {
  ...roomDetailsColumns,
  createdAt: rooms.createdAt,
  updatedAt: rooms.updatedAt,
  hostelId: hostels.id,
  hostelName: hostels.name,
  hostelType: hostels.type,
  // Kept by the students_room_rules trigger with every move (docs/decisions/022).
  currentOccupancy: rooms.occupancy,
};

export type RoomRow = NonNullable<Awaited<ReturnType<typeof findRoom>>>;
export type ResidentRow = Awaited<ReturnType<typeof residentsOf>>[number];

export type RoomFilter = {
  hostel?: string | undefined;
  available?: boolean | undefined;
  search?: string | undefined;
  /** A warden's hostels (hostel-scope.ts); absent for an administrator. */
  scope?: readonly string[];
  /** The list's order; hostel, floor and number when absent, as an export always reads. */
  sort?: SortKey<RoomSortField>;
  /** An export's next slice: the rooms after this one in the list's order, which it names exactly. */
  after?: { hostelName: string; floor: number; roomNumber: string };
};

/** The filters a list can have, in the order that names its shape (preparedByShape). */
const FILTERS = ['scope', 'hostel', 'available', 'full', 'search', 'after'] as const;
type FilterName = (typeof FILTERS)[number];

function filterCondition(present: ReadonlySet<FilterName>): SQL | undefined {
  const pattern = sql.placeholder('pattern');
  return and(
    present.has('scope')
      ? sql`${rooms.hostelId} = any(${sql.placeholder('scope')}::uuid[])`
      : undefined,
    present.has('hostel') ? eq(rooms.hostelId, sql.placeholder('hostel')) : undefined,
    present.has('available') ? sql`${rooms.occupancy} < ${rooms.capacity}` : undefined,
    present.has('full') ? sql`${rooms.occupancy} >= ${rooms.capacity}` : undefined,
    present.has('search')
      ? sql`(${rooms.roomNumber} ilike ${pattern} or ${hostels.name} ilike ${pattern})`
      : undefined,
    present.has('after') ? sql`(${listOrder}) > (${cursorOrder})` : undefined,
  );
}

/**
 * The order an office reads rooms in: hostel, floor, then room number. Hostel names are unique
 * ignoring case and room numbers within a hostel, so no two rooms stand level.
 */
const listOrder = sql`lower(${hostels.name}), ${rooms.floor}, length(${rooms.roomNumber}), ${rooms.roomNumber}`;
const afterNumber = sql`${sql.placeholder('afterNumber')}::text`;
const cursorOrder = sql`lower(${sql.placeholder('afterHostel')}::text), ${sql.placeholder('afterFloor')}::int,
  length(${afterNumber}), ${afterNumber}`;

/**
 * The columns of each order. A campus's rooms are sorted whole for any of them, the list's own
 * order too, so none is slower than it; rooms level on rent or free beds keep the list's order,
 * and their ids settle what nothing else could.
 */
function roomOrder({ field, direction }: ListSort<RoomSortField>): SQL[] {
  const dir = sqlDirection(direction);
  if (field === 'room') {
    if (direction === 'ascending') return [listOrder];
    return [
      sql`lower(${hostels.name}) desc, ${rooms.floor} desc, length(${rooms.roomNumber}) desc, ${rooms.roomNumber} desc`,
    ];
  }
  const key = field === 'rent' ? rooms.monthlyRent : sql`${rooms.capacity} - ${rooms.occupancy}`;
  return [sql`${key} ${dir}`, listOrder, sql`${rooms.id}`];
}

const listQueriesByOrder = preparedByOrder(ROOM_DEFAULT_SORT, (sort, suffix) =>
  preparedByShape(`rooms_page${suffix}`, (db, present: ReadonlySet<FilterName>, name) => {
    const where = filterCondition(present);
    return listStatements(
      name,
      db
        .select(roomColumns)
        .from(rooms)
        .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
        .where(where)
        .orderBy(...roomOrder(sort)),
      db
        .select(countColumn)
        .from(rooms)
        .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
        .where(where),
    );
  }),
);

export async function listRooms(
  db: Database,
  filter: RoomFilter,
  window: PageWindow,
  totals: RecentValues<number>,
): Promise<{ rows: RoomRow[]; total: { count: number } }> {
  const { queries, values } = roomStatements(db, filter);
  const { rows, count } = await readPage(queries, values, window, totals);
  return { rows, total: { count } };
}

function roomStatements(db: Database, filter: RoomFilter) {
  const present = FILTERS.filter((name) => {
    if (name === 'available') return filter.available === true;
    if (name === 'full') return filter.available === false;
    if (name === 'scope' || name === 'after') return filter[name] !== undefined;
    return Boolean(filter[name]);
  });
  const values = {
    scope: filter.scope,
    hostel: filter.hostel,
    pattern: filter.search ? containsPattern(filter.search) : undefined,
    afterHostel: filter.after?.hostelName,
    afterFloor: filter.after?.floor,
    afterNumber: filter.after?.roomNumber,
  };
  return { queries: listQueriesByOrder(filter.sort)(db, present), values };
}

/** The `size` rooms after the cursor in the list's order: an export's slice of the list. */
export function roomsAfter(db: Database, filter: RoomFilter, size: number) {
  const { queries, values } = roomStatements(db, filter);
  return queries.page.execute({ ...values, limit: size, offset: 0 });
}

const residentsQuery = preparedByShape('room_residents', (db, _present, name) =>
  db
    .select({
      id: students.id,
      name: students.name,
      rollNumber: students.rollNumber,
      roomId: students.roomId,
      bed: students.bed,
    })
    .from(students)
    .where(sql`${students.roomId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(students.bed), asc(students.name), asc(students.id))
    .prepare(name),
);

/** The residents of the given rooms, by bed, in one query. */
export async function residentsOf(db: Database, roomIds: string[]) {
  if (roomIds.length === 0) return [];
  return residentsQuery(db, []).execute({ ids: roomIds });
}

export async function findRoom(db: Executor, id: string) {
  const [row] = await findRooms(db, [id]);
  return row;
}

export function findRooms(db: Executor, ids: readonly string[]) {
  return db
    .select(roomColumns)
    .from(rooms)
    .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(sql`${rooms.id} = any(${sql.param(ids)}::uuid[])`);
}

/** Locks the room for the rest of the transaction; assignments lock the same row. */
export async function lockRoom(db: Executor, id: string) {
  const [row] = await db
    .select({ hostelId: rooms.hostelId, residents: rooms.occupancy })
    .from(rooms)
    .where(eq(rooms.id, id))
    .for('update');
  return row;
}

export async function countRoomResidents(db: Executor, id: string): Promise<number> {
  const [row] = await db.select({ residents: rooms.occupancy }).from(rooms).where(eq(rooms.id, id));
  return row?.residents ?? 0;
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
