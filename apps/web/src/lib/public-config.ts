import { todayIn, type CalendarDay } from '@hms/shared/calendar-day';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import { publicConfigSchema, type PublicConfig } from '@hms/shared/public-config';
import { apiClient } from '@/lib/api-client';
import { showTimesIn } from '@/lib/format-date';
import { defaultConfig } from './default-config';

export { defaultConfig };

// The credit URL becomes an href: only same-site paths and web addresses, never `javascript:`.
const configResponseSchema = successResponseSchema(
  publicConfigSchema.extend({
    creditUrl: z.string().refine((value) => value.startsWith('/') || /^https?:\/\//i.test(value)),
  }),
);

export async function getConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const body = await apiClient.get('/config', configResponseSchema, { signal });
  showTimesIn(body.data.timeZone);
  return body.data;
}

export function getConfigQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    staleTime: Infinity,
  });
}

/** The public settings, falling back to `defaultConfig` while unknown. */
export function useConfig(): PublicConfig {
  return useQuery(getConfigQueryOptions()).data ?? defaultConfig;
}

/** Today in the college's time zone: the day a move is recorded for unless the office says. */
export function useToday(): CalendarDay {
  return todayIn(useConfig().timeZone);
}
