import type { Room } from '@hms/shared/rooms';

/**
 * Names a room for its card's buttons: 'room 101 in Kaveri'. The hostel is part of it because
 * two hostels can each have a room 101, and a list of buttons read aloud must tell them apart.
 */
export function roomLabel(room: Pick<Room, 'roomNumber' | 'hostel'>): string {
  return `room ${room.roomNumber} in ${room.hostel.name}`;
}
