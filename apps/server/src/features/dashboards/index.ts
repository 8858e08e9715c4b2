export {
  adminDashboardRoute,
  studentDashboardRoute,
  wardenDashboardRoute,
} from './dashboard-routes';
export { createDashboardService } from './dashboard-service';
