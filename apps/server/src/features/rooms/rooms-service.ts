import type { SessionUser } from '@hms/shared/auth';
import { residencyMessages as rm } from '@hms/shared/residencies';
import { bedHolders } from '../residencies';
import { ROOM_CAPACITY } from '@hms/shared/enums';
import { roomChangeRefusal } from '@hms/shared/hostel-totals';
import { roomMessages } from '@hms/shared/messages';
import type { Room, RoomInput } from '@hms/shared/rooms';
import type { RecentValues } from '../../core/cache/recent-values';
import type { Database, Executor } from '../../core/db/database';
import { type PageOf, type Paging, pagination, pageWindow } from '../../core/paging/page';
import {
  isForeignKeyViolation,
  isOverDeclaredTotals,
  uniqueViolation,
} from '../../core/db/pg-errors';
import { AppError, fieldError } from '../../core/errors/app-error';
import { recordChange, type Actor } from '../../core/audit/record-change';
import { hostelName, lockHostelHolding } from '../hostels';
import { hostelScope } from '../../core/scope/hostel-scope';
import {
  countRoomResidents,
  deleteRoom,
  findRoom,
  findRooms as roomsById,
  insertRoom,
  listRooms,
  lockRoom,
  residentsOf,
  roomsAfter,
  updateRoom,
  type ResidentRow,
  type RoomFilter,
  type RoomRow,
} from './rooms-repository';

function toRoomResponse(row: RoomRow, residents: ResidentRow[]): Room {
  return {
    _id: row.id,
    roomNumber: row.roomNumber,
    hostel: { _id: row.hostelId, name: row.hostelName, type: row.hostelType },
    type: row.type,
    capacity: row.capacity,
    currentOccupancy: row.currentOccupancy,
    floor: row.floor,
    monthlyRent: row.monthlyRent,
    isAC: row.isAc,
    amenities: row.amenities,
    students: residents
      .filter((resident) => resident.roomId === row.id)
      .map(({ id, name, rollNumber, bed }) => ({ _id: id, name, studentId: rollNumber, bed })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Rooms by id, as one room is read: an import checks the rooms it changes. */
export const findRooms = roomsById;

/** A room as an audit entry keeps it: its residents are the students' own entries. */
export function withoutResidents(row: RoomRow) {
  return roomFields(toRoomResponse(row, []));
}

const roomFields = ({ students: _residents, ...record }: Room) => record;

async function roomRecord(tx: Executor, id: string) {
  const row = await findRoom(tx, id);
  if (!row) throw new Error(`room ${id} is missing inside its own transaction`);
  return withoutResidents(row);
}

const about = (id: string, action: string) => ({ action, entityType: 'room', entityId: id });
const notFound = () => new AppError('NOT_FOUND', roomMessages.notFound);
const conflict = (message: string) => new AppError('CONFLICT', message);
const hostelMissing = () => fieldError('NOT_FOUND', 'hostel', roomMessages.hostelNotFound);

/**
 * Locks the hostel the room is to be in and refuses a room or beds beyond what it is declared
 * with. `inPlace` is the room changed within this hostel, whose place and beds it already gives.
 */
async function claimPlaceInHostel(tx: Executor, input: RoomInput, inPlace?: RoomRow) {
  const hostel = await lockHostelHolding(tx, input.hostel);
  if (!hostel) throw hostelMissing();
  const refusal = roomChangeRefusal(hostel, {
    rooms: inPlace ? 0 : 1,
    beds: ROOM_CAPACITY[input.type] - (inPlace?.capacity ?? 0),
  });
  if (refusal) throw conflict(refusal);
}

export function createRoomsService(db: Database, totals: RecentValues<number>) {
  async function get(id: string): Promise<Room> {
    const row = await findRoom(db, id);
    if (!row) throw notFound();
    return toRoomResponse(row, await residentsOf(db, [id]));
  }

  /** Maps the database's refusals of a room write to sentences a person can act on. */
  async function explain(error: unknown, input: RoomInput): Promise<unknown> {
    if (uniqueViolation(error) === 'rooms_hostel_number_key') {
      const hostel = (await hostelName(db, input.hostel)) ?? 'this hostel';
      return fieldError(
        'CONFLICT',
        'roomNumber',
        roomMessages.numberTaken(input.roomNumber, hostel),
      );
    }
    if (isForeignKeyViolation(error)) return hostelMissing();
    if (isOverDeclaredTotals(error)) return conflict(roomMessages.overDeclaredTotals);
    return error;
  }

  return {
    /** The `size` rooms after the filter's cursor, in the list's order: a CSV file's slice. */
    fileSlice(filter: RoomFilter, size: number) {
      return roomsAfter(db, filter, size);
    },

    residentsOf(roomIds: string[]) {
      return residentsOf(db, roomIds);
    },

    /** A warden's list holds their hostels' rooms alone, filtered in the statement. */
    async list(
      account: SessionUser,
      filter: Omit<RoomFilter, 'scope'>,
      paging: Paging,
    ): Promise<PageOf<Room>> {
      const scope = hostelScope(account);
      const scoped = scope === null ? filter : { ...filter, scope };
      const { rows, total } = await listRooms(db, scoped, pageWindow(paging), totals);
      const residents = await residentsOf(
        db,
        rows.filter((row) => row.currentOccupancy > 0).map((row) => row.id),
      );
      return {
        data: rows.map((row) => toRoomResponse(row, residents)),
        pagination: pagination(paging, total),
      };
    },

    async create(actor: Actor, input: RoomInput): Promise<Room> {
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          await claimPlaceInHostel(tx, input);
          const created = await insertRoom(tx, input);
          const after = await roomRecord(tx, created);
          await recordChange(tx, actor, { ...about(created, 'room.create'), after });
          return created;
        });
      } catch (error) {
        throw await explain(error, input);
      }
      return get(id);
    },

    /** The hostel is locked before the room, as a new room and a hostel update lock them. */
    async update(actor: Actor, id: string, input: RoomInput): Promise<Room> {
      try {
        await db.transaction(async (tx) => {
          const before = await findRoom(tx, id);
          if (!before) throw notFound();
          const inPlace = before.hostelId === input.hostel ? before : undefined;
          await claimPlaceInHostel(tx, input, inPlace);
          const current = await lockRoom(tx, id);
          if (!current) throw notFound();
          // Read again under the lock: what the entry keeps as before is what this change replaced.
          const replaced = await roomRecord(tx, id);
          if (current.residents > 0 && input.hostel !== current.hostelId) {
            throw conflict(roomMessages.moveWithResidents);
          }
          const capacity = ROOM_CAPACITY[input.type];
          if (current.residents > capacity) {
            throw conflict(
              roomMessages.tooSmallForResidents(current.residents, input.type, capacity),
            );
          }
          const beyond = (await bedHolders(tx, id)).find((held) => held.bed > capacity);
          if (beyond) throw conflict(rm.bedBeyondType(beyond.bed, beyond.name, input.type));
          await updateRoom(tx, id, input);
          await recordChange(tx, actor, {
            ...about(id, 'room.update'),
            before: replaced,
            after: await roomRecord(tx, id),
          });
        });
      } catch (error) {
        throw await explain(error, input);
      }
      return get(id);
    },

    /** Residents make the database refuse (RESTRICT, docs/product-rules.md#deleting). */
    async remove(actor: Actor, id: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const before = await findRoom(tx, id);
          if (!before || !(await deleteRoom(tx, id))) throw notFound();
          await recordChange(tx, actor, {
            ...about(id, 'room.delete'),
            before: withoutResidents(before),
          });
        });
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        throw conflict(roomMessages.hasResidents(await countRoomResidents(db, id)));
      }
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
