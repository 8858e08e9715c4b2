import { queryOptions, useQuery } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { wardenDashboardSchema, type WardenDashboard } from '@hms/shared/dashboard';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A warden's overview: the admin cards counted over their hostels, without the 30-day change. */
export async function getWardenDashboard(signal?: AbortSignal): Promise<WardenDashboard> {
  const body = await apiClient.get(
    '/warden/dashboard',
    successResponseSchema(wardenDashboardSchema),
    { signal },
  );
  return body.data;
}

export function useWardenDashboard(enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.wardenDashboard,
      queryFn: ({ signal }) => getWardenDashboard(signal),
    }),
    enabled,
  });
}
