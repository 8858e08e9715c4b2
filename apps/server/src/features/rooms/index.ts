export { findRooms, residentsOf, roomsAfter } from './rooms-repository';
export type { ResidentRow, RoomFilter, RoomRow } from './rooms-repository';
export { roomRoutes } from './rooms-routes';
export { createRoomsService, withoutResidents } from './rooms-service';
