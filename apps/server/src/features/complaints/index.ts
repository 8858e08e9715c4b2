export { complaintsAfter } from './complaint-export-queries';
export type { ComplaintFileRow } from './complaint-export-queries';
export { authorLivesIn } from './complaint-scope';
export { overdue } from './complaints-repository';
export { complaintRoutes } from './complaints-routes';
export { createComplaintsService, scopedFilter } from './complaints-service';
export type { ListFilter } from './complaints-service';
