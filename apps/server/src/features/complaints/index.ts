export { authorLivesIn } from './queries/complaint-scope';
// The dashboard counts the overdue complaints with the list's own condition.
export { overdue } from './queries/complaint-filters';
export { complaintRoutes } from './complaints-routes';
export { createComplaintsService } from './workflow/complaints-service';
