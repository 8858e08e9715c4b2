import { successResponseSchema } from '@hms/shared/api';
import { adminDashboardSchema, studentDashboardSchema } from '@hms/shared/dashboard';

/*
 * Apart from the calls that use them so that a call can start before Zod and these schemas have
 * downloaded: the dashboards' data is asked for while the page's code is still on its way (see
 * app/dashboard-prefetch.ts).
 */
export const adminDashboardResponseSchema = successResponseSchema(adminDashboardSchema);
export const studentDashboardResponseSchema = successResponseSchema(studentDashboardSchema);
