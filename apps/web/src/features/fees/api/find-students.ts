import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { studentListResponseSchema } from '@hms/shared/students';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How many students the payment form's picker offers at a time. */
const CHOICES = 10;

/**
 * Students to pay for, found by name, student ID or e-mail in the students list the office
 * already has (a warden's holds their hostels' students).
 */
export function useStudentChoices(search: string) {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  params.set('page', '1');
  params.set('limit', String(CHOICES));
  return useQuery({
    queryKey: [...queryKeys.students, 'choices', search],
    queryFn: ({ signal }) =>
      apiClient.get(`/admin/students?${params}`, studentListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
