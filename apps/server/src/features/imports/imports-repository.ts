import type { HostelType, RoomType } from '@hms/shared/enums';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';

/**
 * What an import reads of the records before it decides each row's fate. When it saves, it reads
 * them under locks taken as a move takes them, students first and rooms second, each in the
 * order of their ids (residencies/bed-moves-repository.ts), so what it decided cannot change before
 * it commits and an import and a bed assignment never wait for each other in a circle.
 */

/** Whose each of these e-mails (lower case, as stored) is now. */
export function emailHolders(db: Executor, emails: readonly string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return selectRows<{ id: string; email: string; name: string; student_id: string }>(
    db,
    sql`select id, lower(email) as email, name, student_id from students
        where lower(email) = any(${sql.param(emails)}::text[])`,
  );
}

export type KnownHostel = { id: string; name: string; type: HostelType };

/** Hostels by name, ignoring case as their unique index does. */
export function hostelsByName(db: Executor, names: readonly string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return selectRows<KnownHostel>(
    db,
    sql`select id, name, type from hostels
        where lower(name) = any(${sql.param(names.map((name) => name.toLowerCase()))}::text[])`,
  );
}

export type PlacementRoom = {
  id: string;
  hostel_id: string;
  room_number: string;
  capacity: number;
  residents: number;
};

/**
 * The rooms of these hostels with these numbers (ignoring case), locked when saving. A hostel's
 * type cannot change while its rooms are locked: a hostel update locks them before it counts
 * their residents.
 */
export function roomsByNumber(
  db: Executor,
  hostelIds: readonly string[],
  numbers: readonly string[],
  lock: boolean,
) {
  if (hostelIds.length === 0 || numbers.length === 0) return Promise.resolve([]);
  return selectRows<PlacementRoom>(
    db,
    sql`select id, hostel_id, room_number, capacity, occupancy as residents from rooms
        where hostel_id = any(${sql.param(hostelIds)}::uuid[])
          and lower(room_number) = any(${sql.param(numbers.map((n) => n.toLowerCase()))}::text[])
        order by id ${lock ? sql`for update` : sql``}`,
  );
}

export type HeldBed = { room_id: string; bed: number; student_id: string; name: string };

/** Who holds each bed of these rooms now, by room; read under the rooms' locks when saving. */
export async function heldBeds(
  db: Executor,
  roomIds: readonly string[],
): Promise<Map<string, HeldBed[]>> {
  const byRoom = new Map<string, HeldBed[]>();
  if (roomIds.length === 0) return byRoom;
  const beds = await selectRows<HeldBed>(
    db,
    sql`select room_id, bed, student_id, student_name as name from residencies
        where room_id = any(${sql.param(roomIds)}::uuid[]) and moved_out_on is null`,
  );
  for (const bed of beds) byRoom.set(bed.room_id, [...(byRoom.get(bed.room_id) ?? []), bed]);
  return byRoom;
}

export type HostelRoom = {
  id: string;
  room_number: string;
  type: RoomType;
  capacity: number;
  floor: number;
  monthly_rent: number;
  is_ac: boolean;
  amenities: string[];
  residents: number;
};

/** The hostel's rooms with these numbers (ignoring case), locked when saving. */
export function hostelRooms(
  db: Executor,
  hostelId: string,
  numbers: readonly string[],
  lock: boolean,
) {
  if (numbers.length === 0) return Promise.resolve([]);
  return selectRows<HostelRoom>(
    db,
    sql`select id, room_number, type, capacity, floor, monthly_rent, is_ac, amenities,
          occupancy as residents
        from rooms
        where hostel_id = ${hostelId}
          and lower(room_number) = any(${sql.param(numbers.map((n) => n.toLowerCase()))}::text[])
        order by id ${lock ? sql`for update` : sql``}`,
  );
}
