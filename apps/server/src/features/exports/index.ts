export { activityExportRoute, complaintExportRoute, staffExportRoutes } from './exports-routes';
export { createExportsService } from './exports-service';
