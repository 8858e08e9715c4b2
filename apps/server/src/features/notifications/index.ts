export { notificationRoutes } from './notifications-routes';
export { createNotificationsService } from './notifications-service';
export { overdueJob } from './overdue-watch';
export { preview } from './preview';
