export { leaveRoutes, ownLeaveRoutes } from './leave-routes';
export { createLeaveService } from './leave-service';
