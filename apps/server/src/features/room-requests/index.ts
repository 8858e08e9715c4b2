export { ownRoomRequestRoutes, roomRequestQueueRoutes } from './room-requests-routes';
export { createRoomRequestsService } from './room-requests-service';
