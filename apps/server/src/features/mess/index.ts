export { messRoutes, messViewRoutes, ownMenuRoute } from './mess-routes';
export { createMessService, type MessService } from './mess-service';
