import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { collectionSchema, type Collection } from '@hms/shared/fees';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const collectionResponseSchema = successResponseSchema(collectionSchema);

/** Each hostel's month: what was charged, what was collected, what its residents owe now. */
export function useCollection(month: string) {
  return useQuery({
    queryKey: [...queryKeys.fees, 'collection', month],
    queryFn: ({ signal }): Promise<Collection> =>
      apiClient
        .get(`/fees/collection?month=${encodeURIComponent(month)}`, collectionResponseSchema, {
          signal,
        })
        .then((body) => body.data),
    placeholderData: keepPreviousData,
    // A month half typed in the picker is not asked for.
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
}
