export { complaintsAfter } from './queries/complaint-export-queries';
export type { ComplaintFileRow } from './queries/complaint-export-queries';
export { authorLivesIn } from './queries/complaint-scope';
export { overdue } from './queries/complaints-repository';
export { complaintRoutes } from './complaints-routes';
export { createComplaintsService, scopedFilter } from './workflow/complaints-service';
export type { ListFilter } from './workflow/complaints-service';
