import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  guardianAnswerResponseSchema,
  guardianLeaveResponseSchema,
  type GuardianDecision,
} from '@hms/shared/leave';
import { apiClient } from '@/lib/api-client';

const keyOf = (token: string) => ['guardian-leave', token] as const;
const path = (token: string) => `/guardian/leave/${encodeURIComponent(token)}`;

/** The leave a guardian's link names, read without signing in. */
export function useGuardianLeave(token: string) {
  return useQuery({
    queryKey: keyOf(token),
    queryFn: async ({ signal }) =>
      (await apiClient.get(path(token), guardianLeaveResponseSchema, { signal })).data,
    retry: false,
  });
}

/** The guardian's one answer; the page shows the leave as it then stands. */
export function useAnswerGuardianLeave(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: GuardianDecision) =>
      apiClient.post(path(token), { decision }, guardianAnswerResponseSchema),
    onSuccess: ({ data }) => queryClient.setQueryData(keyOf(token), data),
    onError: () => queryClient.invalidateQueries({ queryKey: keyOf(token) }),
  });
}
