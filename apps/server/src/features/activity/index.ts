export { activityRoutes } from './activity-routes';
export { createActivityService } from './activity-service';
export type { ActivityService } from './activity-service';
