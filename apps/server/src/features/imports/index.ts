export { importRoutes } from './imports-routes';
export { createImportsService } from './imports-service';
