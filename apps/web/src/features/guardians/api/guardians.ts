import { useQuery } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import {
  guardianMessages as m,
  studentGuardiansSchema,
  type GuardiansInput,
} from '@hms/shared/guardians';
import { useToastedMutation } from '@/hooks/use-toasted-mutation';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const one = successResponseSchema(studentGuardiansSchema);

/** The signed-in student's guardians, emergency contact and consent. */
export function useOwnGuardians() {
  return useQuery({
    queryKey: [...queryKeys.guardians, 'own'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/student/guardians', one, { signal })).data,
  });
}

/** A student's, for the office and the wardens of their hostel. */
export function useStudentGuardians(studentId: string) {
  return useQuery({
    queryKey: [...queryKeys.guardians, studentId],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/admin/students/${encodeURIComponent(studentId)}/guardians`, one, {
          signal,
        })
      ).data,
  });
}

/** The student replaces the whole set. */
export const useSaveGuardians = () =>
  useToastedMutation(
    async (input: GuardiansInput) => (await apiClient.put('/student/guardians', input, one)).data,
    { done: m.saved, failed: m.saveFailed, stale: [queryKeys.guardians] },
  );
