import { ROOM_CAPACITY } from '@hms/shared/enums';
import { roomMessages } from '@hms/shared/messages';
import type { Room, RoomInput } from '@hms/shared/rooms';
import type { Pagination } from '@hms/shared/pagination';
import type { Database } from '../../db/database';
import { isoTime } from '../../db/iso-time';
import type { ListTotals } from '../../db/list-totals';
import { answerPage } from '../../db/page-total';
import { isForeignKeyViolation, uniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../errors/app-error';
import {
  countRoomResidents,
  deleteRoom,
  findRoom,
  hostelName,
  insertRoom,
  listRooms,
  lockRoom,
  updateRoom,
  type RoomFilter,
  type RoomRow,
} from './rooms-repository';
import type { Caller } from '../auth/caller';

function toRoomResponse(row: RoomRow): Room {
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
    students: row.residents.map(([_id, name, studentId]) => ({ _id, name, studentId })),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

const notFound = () => new AppError('NOT_FOUND', roomMessages.notFound);
const hostelMissing = () =>
  new AppError('NOT_FOUND', roomMessages.hostelNotFound, {
    errors: [{ path: 'hostel', message: roomMessages.hostelNotFound }],
  });

export function createRoomsService(db: Database, totals: ListTotals) {
  async function get(id: string): Promise<Room> {
    const row = await findRoom(db, id);
    if (!row) throw notFound();
    return toRoomResponse(row);
  }

  /** Maps the database's refusals of a room write to the sentences of decision 15. */
  async function explain(error: unknown, input: RoomInput): Promise<unknown> {
    if (uniqueViolation(error) === 'rooms_hostel_number_key') {
      const message = roomMessages.numberTaken(
        input.roomNumber,
        (await hostelName(db, input.hostel)) ?? 'this hostel',
      );
      return new AppError('CONFLICT', message, { errors: [{ path: 'roomNumber', message }] });
    }
    if (isForeignKeyViolation(error)) return hostelMissing();
    return error;
  }

  return {
    async list(
      caller: Caller,
      filter: RoomFilter,
      paging: { page: number; limit: number },
    ): Promise<{ data: Room[]; pagination: Pagination }> {
      return answerPage(
        paging,
        (window) => listRooms(db, caller, filter, window, totals),
        toRoomResponse,
      );
    },

    async create(input: RoomInput): Promise<Room> {
      try {
        return await get(await insertRoom(db, input));
      } catch (error) {
        throw await explain(error, input);
      }
    },

    async update(id: string, input: RoomInput): Promise<Room> {
      try {
        await db.transaction(async (tx) => {
          const current = await lockRoom(tx, id);
          if (!current) throw notFound();
          if (current.residents > 0 && input.hostel !== current.hostelId) {
            throw new AppError('CONFLICT', roomMessages.moveWithResidents);
          }
          const capacity = ROOM_CAPACITY[input.type];
          if (current.residents > capacity) {
            throw new AppError(
              'CONFLICT',
              roomMessages.tooSmallForResidents(current.residents, input.type, capacity),
            );
          }
          await updateRoom(tx, id, input);
        });
      } catch (error) {
        throw await explain(error, input);
      }
      return get(id);
    },

    /** Residents make the database refuse (RESTRICT, decision 14). */
    async remove(id: string): Promise<void> {
      try {
        if (!(await deleteRoom(db, id))) throw notFound();
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        throw new AppError('CONFLICT', roomMessages.hasResidents(await countRoomResidents(db, id)));
      }
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
