import { useQuery } from '@tanstack/react-query';
import { insideResponseSchema } from '@hms/shared/gate';
import { apiClient } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download-csv';
import { queryKeys } from '@/lib/query-keys';

/** People come and go all evening: the list is read again each minute while it is on screen. */
const REFRESH_MS = 60_000;

const hostelQuery = (hostel: string) => new URLSearchParams({ hostel }).toString();

/**
 * `GET /api/gate/inside?hostel=`: one hostel's muster list, rooms in order, with the four counts.
 * Waits while no hostel is chosen.
 */
export function useInsideNow(hostel: string | undefined) {
  return useQuery({
    queryKey: [...queryKeys.gate, 'inside', hostel],
    queryFn: ({ signal }) =>
      apiClient.get(`/gate/inside?${hostelQuery(hostel ?? '')}`, insideResponseSchema, {
        signal,
      }),
    select: (body) => body.data,
    enabled: hostel !== undefined,
    staleTime: REFRESH_MS / 2,
    refetchInterval: REFRESH_MS,
  });
}

/** The same list as a CSV file, under the server's name for it. */
export function downloadInsideCsv(hostel: string): Promise<void> {
  return downloadCsv('/gate/inside.csv', hostelQuery(hostel), 'inside-now.csv');
}
