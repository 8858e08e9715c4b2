import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { Role } from '@hms/shared/enums';
import { getMeQueryOptions } from '@/features/auth/api/get-me';
import { getAdminDashboardQueryOptions } from '@/features/dashboard/api/get-admin-dashboard';
import { getStudentDashboardQueryOptions } from '@/features/dashboard/api/get-student-dashboard';
import { getToken } from '@/lib/auth-token';
import { claimedRole } from '@/lib/token-claims';

/**
 * A dashboard route's loader. It asks for the dashboard's data the moment the route is matched,
 * so the call runs alongside the page's code and the session check instead of after both; it
 * returns at once, and the page reads the answer through its query. Asked only when the stored
 * token is of the dashboard's role (confirmed, or claimed while the check runs): any other
 * token's request would be refused.
 */
export function dashboardPrefetchLoader(queryClient: QueryClient, role: Role): LoaderFunction {
  return () => {
    const token = getToken();
    if (token === null) return null;
    const confirmed = queryClient.getQueryData(getMeQueryOptions(token).queryKey);
    if ((confirmed?.role ?? claimedRole(token)) === role) {
      void (role === 'admin'
        ? queryClient.prefetchQuery(getAdminDashboardQueryOptions())
        : queryClient.prefetchQuery(getStudentDashboardQueryOptions()));
    }
    return null;
  };
}
