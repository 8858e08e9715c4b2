import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  auditEntryListResponseSchema,
  type AuditEntryListResponse,
  type auditEntryQuerySchema,
} from '@hms/shared/audit';
import { downloadCsv } from '@/lib/download-csv';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/audit-entries` filters and cursor, as the server reads them. */
export type ActivityQuery = z.output<typeof auditEntryQuerySchema>;
export type ActivityPage = Omit<AuditEntryListResponse, 'success'>;

/** The filters and the cursor: what the Activity page keeps in its URL, in this order. */
export const ACTIVITY_URL_KEYS = [
  'actor',
  'entityType',
  'entityId',
  'action',
  'from',
  'to',
  'search',
  'before',
  'after',
] as const;
const QUERY_KEYS = [...ACTIVITY_URL_KEYS, 'limit'] as const;

/** The query string, in a fixed order so that equal queries make equal URLs. */
export function activitySearchParams(query: Partial<ActivityQuery>): string {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** The page's filters, without its cursor: what an export takes. */
export type ActivityFilters = Omit<ActivityQuery, 'before' | 'after' | 'limit'>;

/** Every entry the filters find, newest first, as a CSV file (docs/product-rules.md#exports). */
export function exportActivity(filters: ActivityFilters): Promise<void> {
  const { actor, entityType, entityId, action, from, to, search } = filters;
  const query = { actor, entityType, entityId, action, from, to, search };
  return downloadCsv('/activity.csv', activitySearchParams(query), 'activity.csv');
}

export async function getAuditEntries(
  query: ActivityQuery,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const { data, paging } = await apiClient.get(
    `/audit-entries?${activitySearchParams(query)}`,
    auditEntryListResponseSchema,
    { signal },
  );
  return { data, paging };
}

export function useAuditEntries(query: ActivityQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.activity, query],
      queryFn: ({ signal }) => getAuditEntries(query, signal),
      // The previous page stays on screen while the next one loads, so the list does not jump.
      placeholderData: keepPreviousData,
    }),
  );
}
