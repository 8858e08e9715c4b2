import { rooms } from '../../core/db/schema';

/** A room's own fields as the rooms list and the rooms file read them. */
export const roomDetailsColumns = {
  id: rooms.id,
  roomNumber: rooms.roomNumber,
  type: rooms.type,
  capacity: rooms.capacity,
  floor: rooms.floor,
  monthlyRent: rooms.monthlyRent,
  isAc: rooms.isAc,
  amenities: rooms.amenities,
};
