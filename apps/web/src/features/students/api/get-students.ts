import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { studentListResponseSchema, type studentListQuerySchema } from '@hms/shared/students';
import { downloadCsv } from '@/lib/download-csv';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/students` filters and page, as the server reads them (rule paged-lists). */
export type StudentsQuery = z.output<typeof studentListQuerySchema>;
export type StudentsPage = Omit<z.output<typeof studentListResponseSchema>, 'success'>;

/** The list's filters, without its page: what an export takes. */
export type StudentsFilters = Omit<StudentsQuery, 'page' | 'limit'>;

/** The query string, in a fixed order so that equal queries make equal URLs. */
function studentsSearchParams({
  search,
  hostel,
  sort,
  page,
  limit,
}: StudentsFilters & Partial<StudentsQuery>): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (hostel) params.set('hostel', hostel);
  if (sort) params.set('sort', sort);
  if (page !== undefined) params.set('page', String(page));
  if (limit !== undefined) params.set('limit', String(limit));
  return params.toString();
}

/** Every page of the filtered list as a CSV file (docs/product-rules.md#exports). */
export function exportStudents(filters: StudentsFilters): Promise<void> {
  return downloadCsv('/students.csv', studentsSearchParams(filters), 'students.csv');
}

/** One page of students, searched, filtered and ordered (by name unless told) in the database. */
export async function getStudents(
  query: StudentsQuery,
  signal?: AbortSignal,
): Promise<StudentsPage> {
  const { data, pagination } = await apiClient.get(
    `/admin/students?${studentsSearchParams(query)}`,
    studentListResponseSchema,
    { signal },
  );
  return { data, pagination };
}

export function getStudentsQueryOptions(query: StudentsQuery) {
  return queryOptions({
    queryKey: [...queryKeys.students, 'list', query],
    queryFn: ({ signal }) => getStudents(query, signal),
    // The previous page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useStudents(query: StudentsQuery) {
  return useQuery(getStudentsQueryOptions(query));
}
