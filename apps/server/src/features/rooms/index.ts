export { roomDetailsColumns } from './room-columns';
export { roomRoutes } from './rooms-routes';
export { createRoomsService, findRooms, withoutResidents } from './rooms-service';
