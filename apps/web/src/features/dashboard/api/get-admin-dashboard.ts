import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@hms/shared/dashboard';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The office's overview: the four figures with their 30-day change, recent complaints, hostels. */
export async function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  const schema = import('./dashboard-response-schemas').then(
    ({ adminDashboardResponseSchema }) => adminDashboardResponseSchema,
  );
  const body = await apiClient.get('/admin/dashboard', schema, { signal });
  return body.data;
}

/** Staled by every successful change anywhere in the app (lib/query-client.ts). */
export function getAdminDashboardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminDashboard,
    queryFn: ({ signal }) => getAdminDashboard(signal),
  });
}

export function useAdminDashboard(enabled = true) {
  return useQuery({ ...getAdminDashboardQueryOptions(), enabled });
}
