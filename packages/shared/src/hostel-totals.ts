import { hostelMessages, roomMessages } from './messages';

/** A hostel's declared totals beside what its rooms hold now. */
export type HostelHolding = {
  name: string;
  totalRooms: number;
  totalCapacity: number;
  /** Rooms the hostel has. */
  rooms: number;
  /** Beds in those rooms: the sum of their capacities. */
  beds: number;
};

/**
 * Why the hostel cannot take `added` more rooms and beds (either may be negative or zero when a
 * room changes type); undefined when it can. A hostel never holds more rooms or beds than it is
 * declared with, so no occupancy passes 100 % (docs/product-rules.md#declared-totals).
 */
export function roomChangeRefusal(
  hostel: HostelHolding,
  added: { rooms: number; beds: number },
): string | undefined {
  if (added.rooms > 0 && hostel.rooms + added.rooms > hostel.totalRooms) {
    return roomMessages.hostelRoomsFull(hostel.name, hostel.totalRooms);
  }
  const beds = hostel.beds + added.beds;
  if (added.beds > 0 && beds > hostel.totalCapacity) {
    return roomMessages.hostelBedsFull(hostel.name, hostel.totalCapacity, beds);
  }
  return undefined;
}

/** Why the hostel cannot be declared with these totals; undefined when it can. */
export function declaredTotalsRefusal(
  hostel: Pick<HostelHolding, 'name' | 'rooms' | 'beds'>,
  totals: { totalRooms: number; totalCapacity: number },
): string | undefined {
  if (totals.totalRooms < hostel.rooms) {
    return hostelMessages.totalRoomsBelowRooms(hostel.name, hostel.rooms);
  }
  if (totals.totalCapacity < hostel.beds) {
    return hostelMessages.totalCapacityBelowBeds(hostel.name, hostel.beds);
  }
  return undefined;
}
