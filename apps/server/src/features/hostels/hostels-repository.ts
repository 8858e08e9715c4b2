import type { HostelInput } from '@hms/shared/hostels';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { hostels, rooms } from '../../core/db/schema';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';
import { hostelDetailsColumns } from './hostel-columns';

/**
 * A hostel's residents are the sum of its rooms' occupancy, which the database keeps with every
 * move (docs/decisions/022); its rooms are counted. Written with explicit qualifiers: Drizzle leaves
 * columns unqualified in single-table selects, which would make `id` ambiguous inside these
 * subqueries.
 */
const residentCount = sql<number>`(
  select coalesce(sum(r.occupancy), 0)::int from rooms r where r.hostel_id = "hostels"."id"
)`;
const roomCount = sql<number>`(select count(*)::int from rooms r where r.hostel_id = "hostels"."id")`;

const hostelColumns = {
  id: hostels.id,
  name: hostels.name,
  type: hostels.type,
  totalRooms: hostels.totalRooms,
  totalCapacity: hostels.totalCapacity,
  ...hostelDetailsColumns,
  createdAt: hostels.createdAt,
  updatedAt: hostels.updatedAt,
  currentOccupancy: residentCount,
  roomCount,
};

export type HostelRow = NonNullable<Awaited<ReturnType<typeof findHostel>>>;

function toColumns(input: HostelInput) {
  return {
    name: input.name,
    type: input.type,
    totalRooms: input.totalRooms,
    totalCapacity: input.totalCapacity,
    feesMonthly: input.fees.monthly,
    feesSecurity: input.fees.security,
    address: input.address,
    amenities: input.amenities,
    wardenName: input.warden.name ?? null,
    wardenPhone: input.warden.phone ?? null,
    wardenEmail: input.warden.email ?? null,
  };
}

/** Every hostel, or a warden's own (scope). */
export function listHostels(db: Executor, scope: HostelScope) {
  return db
    .select(hostelColumns)
    .from(hostels)
    .where(inScope(hostels.id, scope))
    .orderBy(sql`lower(${hostels.name})`);
}

export async function findHostel(db: Executor, id: string) {
  const [row] = await db.select(hostelColumns).from(hostels).where(eq(hostels.id, id));
  return row;
}

/**
 * What the hostel's totals allow and its rooms hold. With `lock`, the hostel is locked for the
 * rest of the transaction first: adding or changing a room takes this lock first, so writers into
 * one hostel queue and each sees what the ones before it committed (the rooms_within_hostel_totals
 * trigger takes the same lock).
 */
export async function hostelHolding(db: Executor, id: string, lock: boolean) {
  const query = db
    .select({
      name: hostels.name,
      type: hostels.type,
      totalRooms: hostels.totalRooms,
      totalCapacity: hostels.totalCapacity,
    })
    .from(hostels)
    .where(eq(hostels.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) return undefined;
  // An aggregate without a group answers one row, even over no rooms.
  const [held = { rooms: 0, beds: 0, residents: 0 }] = await db
    .select({
      rooms: sql<number>`count(*)::int`,
      beds: sql<number>`coalesce(sum(${rooms.capacity}), 0)::int`,
      residents: sql<number>`coalesce(sum(${rooms.occupancy}), 0)::int`,
    })
    .from(rooms)
    .where(eq(rooms.hostelId, id));
  return { ...row, ...held };
}

/**
 * Locks the hostel, then its rooms, and only then counts what they hold. An assignment holds its
 * room's lock until it commits, so the count waits for every assignment under way in this hostel,
 * and no new one can start until this update is done.
 */
export async function lockHostel(db: Executor, id: string) {
  await db.select({ id: hostels.id }).from(hostels).where(eq(hostels.id, id)).for('update');
  // In the order of their ids, as a move locks its two rooms, so the two cannot deadlock.
  await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(eq(rooms.hostelId, id))
    .orderBy(rooms.id)
    .for('share');
  return hostelHolding(db, id, true);
}

export async function countHostelResidents(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .select({ residents: residentCount })
    .from(hostels)
    .where(eq(hostels.id, id));
  return row?.residents ?? 0;
}

export async function insertHostel(db: Executor, input: HostelInput): Promise<string> {
  const [row] = await db.insert(hostels).values(toColumns(input)).returning({ id: hostels.id });
  if (!row) throw new Error('insert into hostels returned no row');
  return row.id;
}

export async function updateHostel(db: Executor, id: string, input: HostelInput): Promise<void> {
  await db
    .update(hostels)
    .set({ ...toColumns(input), updatedAt: new Date() })
    .where(eq(hostels.id, id));
}

/** Deletes the hostel and, by cascade, its rooms; true when a row was deleted. */
export async function deleteHostel(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(hostels).where(eq(hostels.id, id)).returning({ id: hostels.id });
  return deleted.length > 0;
}

export async function hostelName(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: hostels.name }).from(hostels).where(eq(hostels.id, id));
  return row?.name;
}
