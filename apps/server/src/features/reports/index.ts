export { reportRoutes } from './reports-routes';
export { createReportsService } from './reports-service';
