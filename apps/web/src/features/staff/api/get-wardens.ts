import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import { wardenSchema, type Warden } from '@hms/shared/staff';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every warden, by name; an office has tens, so the list is not paged. */
export async function getWardens(signal?: AbortSignal): Promise<Warden[]> {
  const body = await apiClient.get('/wardens', successResponseSchema(z.array(wardenSchema)), {
    signal,
  });
  return body.data;
}

export function useWardens() {
  return useQuery(
    queryOptions({ queryKey: queryKeys.wardens, queryFn: ({ signal }) => getWardens(signal) }),
  );
}
