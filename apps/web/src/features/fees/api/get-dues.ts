import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { duesPageSchema } from '@hms/shared/fees';
import { downloadCsv } from '@/lib/download-csv';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The dues list's filters as the API names them; amounts in paise. */
export type DuesFilters = {
  search?: string | undefined;
  hostel?: string | undefined;
  minAmount?: number | undefined;
  minDays?: number | undefined;
};

export const DUES_PAGE_SIZE = 20;

/** The query string of a filter, in a fixed order so that equal filters make equal URLs. */
export function duesSearchParams(filters: DuesFilters, page?: number): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.hostel) params.set('hostel', filters.hostel);
  if (filters.minAmount !== undefined) params.set('minAmount', String(filters.minAmount));
  if (filters.minDays !== undefined) params.set('minDays', String(filters.minDays));
  if (page !== undefined) {
    params.set('page', String(page));
    params.set('limit', String(DUES_PAGE_SIZE));
  }
  return params.toString();
}

/** Students who owe, oldest dues first, paged by the server. */
export function useDues(filters: DuesFilters, page: number) {
  return useQuery({
    queryKey: [...queryKeys.fees, 'dues', filters, page],
    queryFn: ({ signal }) =>
      apiClient.get(`/fees/dues?${duesSearchParams(filters, page)}`, duesPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every page of the same list as a CSV file, saved under the server's name for it. */
export function exportDues(filters: DuesFilters): Promise<void> {
  return downloadCsv('/fees/dues.csv', duesSearchParams(filters), 'dues.csv');
}
