import * as rooms from './rooms-repository';

/** Rooms by id, as one room is read: an import checks the rooms it changes. */
export function findRooms(...args: Parameters<typeof rooms.findRooms>) {
  return rooms.findRooms(...args);
}
