import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { hostels, residencies, rooms, students } from '../../core/db/schema';
import { roomDetailsColumns } from '../rooms';

/**
 * What an import reads of the records before it decides each row's fate. When it saves, it reads
 * them under locks taken as a move takes them, students first and rooms second, each in the
 * order of their ids (residencies/bed-moves-repository.ts), so what it decided cannot change before
 * it commits and an import and a bed assignment never wait for each other in a circle.
 */

/** Any of these values, sent as one array parameter however many there are. */
const anyText = (values: readonly string[]) => sql`any(${sql.param(values)}::text[])`;
const anyUuid = (values: readonly string[]) => sql`any(${sql.param(values)}::uuid[])`;
const lowerCase = (values: readonly string[]) => values.map((value) => value.toLowerCase());

/** Whose each of these e-mails (lower case, as stored) is now. */
export async function emailHolders(db: Executor, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return db
    .select({
      id: students.id,
      email: sql<string>`lower(${students.email})`,
      name: students.name,
      rollNumber: students.rollNumber,
    })
    .from(students)
    .where(sql`lower(${students.email}) = ${anyText(emails)}`);
}

export type KnownHostel = Awaited<ReturnType<typeof hostelsByName>>[number];

/** Hostels by name, ignoring case as their unique index does. */
export async function hostelsByName(db: Executor, names: readonly string[]) {
  if (names.length === 0) return [];
  return db
    .select({ id: hostels.id, name: hostels.name, type: hostels.type })
    .from(hostels)
    .where(sql`lower(${hostels.name}) = ${anyText(lowerCase(names))}`);
}

export type PlacementRoom = Awaited<ReturnType<typeof roomsByNumber>>[number];

/**
 * The rooms of these hostels with these numbers (ignoring case), locked when saving. A hostel's
 * type cannot change while its rooms are locked: a hostel update locks them before it counts
 * their residents.
 */
export async function roomsByNumber(
  db: Executor,
  hostelIds: readonly string[],
  numbers: readonly string[],
  lock: boolean,
) {
  if (hostelIds.length === 0 || numbers.length === 0) return [];
  const query = db
    .select({
      id: rooms.id,
      hostelId: rooms.hostelId,
      roomNumber: rooms.roomNumber,
      capacity: rooms.capacity,
      residents: rooms.occupancy,
    })
    .from(rooms)
    .where(
      and(
        sql`${rooms.hostelId} = ${anyUuid(hostelIds)}`,
        sql`lower(${rooms.roomNumber}) = ${anyText(lowerCase(numbers))}`,
      ),
    )
    .orderBy(rooms.id);
  return lock ? query.for('update') : query;
}

function selectHeldBeds(db: Executor, roomIds: readonly string[]) {
  return db
    .select({
      roomId: residencies.roomId,
      bed: residencies.bed,
      studentId: residencies.studentId,
      name: residencies.studentName,
    })
    .from(residencies)
    .where(and(sql`${residencies.roomId} = ${anyUuid(roomIds)}`, isNull(residencies.movedOutOn)));
}

export type HeldBed = Awaited<ReturnType<typeof selectHeldBeds>>[number];

/** Who holds each bed of these rooms now, by room; read under the rooms' locks when saving. */
export async function heldBeds(
  db: Executor,
  roomIds: readonly string[],
): Promise<Map<string, HeldBed[]>> {
  const byRoom = new Map<string, HeldBed[]>();
  if (roomIds.length === 0) return byRoom;
  for (const bed of await selectHeldBeds(db, roomIds)) {
    // Never null: the stays read are of these rooms.
    const roomId = bed.roomId!;
    byRoom.set(roomId, [...(byRoom.get(roomId) ?? []), bed]);
  }
  return byRoom;
}

export type HostelRoom = Awaited<ReturnType<typeof hostelRooms>>[number];

/** The hostel's rooms with these numbers (ignoring case), locked when saving. */
export async function hostelRooms(
  db: Executor,
  hostelId: string,
  numbers: readonly string[],
  lock: boolean,
) {
  if (numbers.length === 0) return [];
  const query = db
    .select({ ...roomDetailsColumns, residents: rooms.occupancy })
    .from(rooms)
    .where(
      and(
        eq(rooms.hostelId, hostelId),
        sql`lower(${rooms.roomNumber}) = ${anyText(lowerCase(numbers))}`,
      ),
    )
    .orderBy(rooms.id);
  return lock ? query.for('update') : query;
}
