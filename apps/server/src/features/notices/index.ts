export { noticeRoutes, ownNoticeRoutes } from './notices-routes';
export { createNoticesService } from './notices-service';
