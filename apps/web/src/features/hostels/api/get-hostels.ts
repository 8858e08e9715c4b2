import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import { hostelSchema, type Hostel } from '@hms/shared/hostels';
import { downloadCsv } from '@/lib/download-csv';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const hostelsResponseSchema = successResponseSchema(z.array(hostelSchema));

/** Every hostel, sorted by name. A campus has tens of hostels, so this list is not paged. */
export async function getHostels(signal?: AbortSignal): Promise<Hostel[]> {
  const body = await apiClient.get('/hostels', hostelsResponseSchema, { signal });
  return body.data;
}

/** Every hostel as a CSV file (docs/product-rules.md#exports). */
export function exportHostels(): Promise<void> {
  return downloadCsv('/hostels.csv', '', 'hostels.csv');
}

export function getHostelsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.hostels,
    queryFn: ({ signal }) => getHostels(signal),
  });
}

export function useHostels() {
  return useQuery(getHostelsQueryOptions());
}
