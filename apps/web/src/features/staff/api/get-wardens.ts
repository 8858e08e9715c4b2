import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import type { SortKey } from '@hms/shared/sorting';
import { wardenSchema, type Warden, type WardenSortField } from '@hms/shared/staff';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Every warden, by name unless `sort` says otherwise; an office has tens, so the list is not
 * paged.
 */
export async function getWardens(
  sort: SortKey<WardenSortField> | undefined,
  signal?: AbortSignal,
): Promise<Warden[]> {
  const query = sort ? `?${new URLSearchParams({ sort }).toString()}` : '';
  const body = await apiClient.get(
    `/wardens${query}`,
    successResponseSchema(z.array(wardenSchema)),
    { signal },
  );
  return body.data;
}

export function useWardens(sort?: SortKey<WardenSortField>) {
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.wardens, { sort }],
      queryFn: ({ signal }) => getWardens(sort, signal),
    }),
  );
}
