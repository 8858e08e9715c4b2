import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  complaintListResponseSchema,
  type Complaint,
  type complaintListQuerySchema,
} from '@hms/shared/complaints';
import { downloadCsv } from '@/lib/download-csv';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/complaints` filters and page, as the server reads them (rule paged-lists). */
export type ComplaintsQuery = z.output<typeof complaintListQuerySchema>;
export type ComplaintsPage = Omit<z.output<typeof complaintListResponseSchema>, 'success'>;

/** The list's filters, without its page: what an export takes. */
export type ComplaintsFilters = Omit<ComplaintsQuery, 'page' | 'limit'>;

/** The query string, in a fixed order so that equal queries make equal URLs. */
function complaintsSearchParams({
  status,
  category,
  priority,
  overdue,
  search,
  assigned,
  sort,
  page,
  limit,
}: ComplaintsFilters & Partial<ComplaintsQuery>): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (category) params.set('category', category);
  if (priority) params.set('priority', priority);
  if (overdue) params.set('overdue', 'true');
  if (search) params.set('search', search);
  if (assigned) params.set('assigned', assigned);
  if (sort) params.set('sort', sort);
  if (page !== undefined) params.set('page', String(page));
  if (limit !== undefined) params.set('limit', String(limit));
  return params.toString();
}

/**
 * Every page of the filtered list as a CSV file (docs/product-rules.md#exports); the server
 * decides whose, as for the list.
 */
export function exportComplaints(filters: ComplaintsFilters): Promise<void> {
  return downloadCsv('/complaints.csv', complaintsSearchParams(filters), 'complaints.csv');
}

/**
 * One page of complaints, newest first unless told. The server decides whose: a student gets only their own,
 * an administrator everyone's.
 */
export async function getComplaints(
  query: ComplaintsQuery,
  signal?: AbortSignal,
): Promise<ComplaintsPage> {
  const { data, pagination } = await apiClient.get(
    `/complaints?${complaintsSearchParams(query)}`,
    complaintListResponseSchema,
    { signal },
  );
  return { data, pagination };
}

export function getComplaintsQueryOptions(query: ComplaintsQuery) {
  return queryOptions({
    queryKey: [...queryKeys.complaints, 'list', query],
    queryFn: ({ signal }) => getComplaints(query, signal),
    // The previous page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useComplaints(query: ComplaintsQuery) {
  return useQuery(getComplaintsQueryOptions(query));
}

/**
 * Puts a complaint as a change answered it into every cached list that holds it, so an open
 * detail dialog and its card show the new status or comment at once, before the refetch.
 */
export function replaceComplaintInLists(queryClient: QueryClient, complaint: Complaint): void {
  queryClient.setQueriesData<ComplaintsPage>({ queryKey: queryKeys.complaints }, (page) =>
    page && page.data.some((item) => item._id === complaint._id)
      ? {
          ...page,
          data: page.data.map((item) => (item._id === complaint._id ? complaint : item)),
        }
      : page,
  );
}
