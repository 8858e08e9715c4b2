import { useQuery } from '@tanstack/react-query';
import type { CalendarDay } from '@hms/shared/calendar-day';
import { mealCountResponseSchema } from '@hms/shared/mess-enrolment';
import { apiClient } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download-csv';
import { queryKeys } from '@/lib/query-keys';

const weekQuery = (hostel: string, from: CalendarDay) =>
  new URLSearchParams({ hostel, from }).toString();

/**
 * `GET /api/mess/meal-counts?hostel=&from=`: how many to cook for at each meal of the week from
 * a day. Waits while the day typed is not a real one.
 */
export function useMealCounts(hostelId: string, from: CalendarDay | undefined) {
  return useQuery({
    queryKey: [...queryKeys.mealCounts, hostelId, from],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/mess/meal-counts?${weekQuery(hostelId, from ?? '')}`,
        mealCountResponseSchema,
        { signal },
      ),
    select: (body) => body.data,
    enabled: from !== undefined,
  });
}

/** The same week as a CSV file, a line a day's meal, under the server's name for it. */
export function downloadMealCountsCsv(hostelId: string, from: CalendarDay): Promise<void> {
  return downloadCsv('/mess/meal-counts.csv', weekQuery(hostelId, from), 'meal-counts.csv');
}
