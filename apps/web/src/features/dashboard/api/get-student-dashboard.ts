import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentDashboard } from '@hms/shared/dashboard';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in student with their hostel and room, and their latest complaints. */
export async function getStudentDashboard(signal?: AbortSignal): Promise<StudentDashboard> {
  const schema = import('./dashboard-response-schemas').then(
    ({ studentDashboardResponseSchema }) => studentDashboardResponseSchema,
  );
  const body = await apiClient.get('/student/dashboard', schema, { signal });
  return body.data;
}

/** Staled by every successful change, a new complaint or an edited name among them (lib/query-client.ts). */
export function getStudentDashboardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.studentDashboard,
    queryFn: ({ signal }) => getStudentDashboard(signal),
  });
}

export function useStudentDashboard() {
  return useQuery(getStudentDashboardQueryOptions());
}
