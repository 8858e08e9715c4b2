import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import { timelineEventSchema, type TimelineEvent } from '@hms/shared/complaints';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getTimeline(id: string, signal?: AbortSignal): Promise<TimelineEvent[]> {
  const body = await apiClient.get(
    `/complaints/${encodeURIComponent(id)}/timeline`,
    successResponseSchema(z.array(timelineEventSchema)),
    { signal },
  );
  return body.data;
}

export function useTimeline(id: string) {
  return useQuery({
    queryKey: [...queryKeys.timeline, id],
    queryFn: ({ signal }) => getTimeline(id, signal),
  });
}
