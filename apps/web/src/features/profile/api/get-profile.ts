import { queryOptions, useQuery } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { studentProfileSchema, type StudentProfile } from '@hms/shared/profile';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const profileResponseSchema = successResponseSchema(studentProfileSchema);

/** The signed-in student's own record, with their hostel and room (null until assigned). */
export async function getProfile(signal?: AbortSignal): Promise<StudentProfile> {
  const body = await apiClient.get('/student/profile', profileResponseSchema, { signal });
  return body.data;
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.studentProfile,
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
