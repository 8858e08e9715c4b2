import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { residencyListResponseSchema, type ResidencyList } from '@hms/shared/residencies';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whose stays: a student's or a room's (staff), or the signed-in student's own. */
export type HistoryOf = { student: string } | { room: string } | 'own';

function pathOf(of: HistoryOf): string {
  if (of === 'own') return '/student/residencies';
  if ('student' in of) return `/admin/students/${encodeURIComponent(of.student)}/residencies`;
  return `/admin/rooms/${encodeURIComponent(of.room)}/residencies`;
}

export async function getResidencies(
  of: HistoryOf,
  page: number,
  signal?: AbortSignal,
): Promise<ResidencyList> {
  return apiClient.get(`${pathOf(of)}?page=${page}&limit=10`, residencyListResponseSchema, {
    signal,
  });
}

export function useResidencies(of: HistoryOf, page: number) {
  return useQuery({
    queryKey: [...queryKeys.residencies, of, page],
    queryFn: ({ signal }) => getResidencies(of, page, signal),
    placeholderData: keepPreviousData,
  });
}
