export { roomDetailsColumns } from './room-columns';
export { findRooms } from './room-lookups-service';
export { roomRoutes } from './rooms-routes';
export { createRoomsService, withoutResidents } from './rooms-service';
