import { createAdminDashboard, createStudentDashboard } from './dashboard-factories';
import type { MockRoutes } from './mock-api';

/** Answers for the dashboards that sign-in, sign-up and redirects land on, for tests of getting there. */
export function dashboardRoutes(): MockRoutes {
  return {
    'GET /api/admin/dashboard': { body: { success: true, data: createAdminDashboard() } },
    'GET /api/student/dashboard': { body: { success: true, data: createStudentDashboard() } },
  };
}
