import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { studentListResponseSchema, type studentListQuerySchema } from '@hms/shared/students';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/students` filters and page, as the server reads them (rule paged-lists). */
export type StudentsQuery = z.output<typeof studentListQuerySchema>;
export type StudentsPage = Omit<z.output<typeof studentListResponseSchema>, 'success'>;

/** The query string, in a fixed order so that equal queries make equal URLs. */
function studentsSearchParams({ search, hostel, page, limit }: StudentsQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (hostel) params.set('hostel', hostel);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return params.toString();
}

/** One page of students, searched, filtered and ordered by name in the database. */
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
