import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import type { SessionUser } from '@hms/shared/auth';
import { profileMessages } from '@hms/shared/messages';
import {
  studentProfileSchema,
  type ProfileUpdateInput,
  type StudentProfile,
} from '@hms/shared/profile';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/**
 * A student changes only their name and phone (docs/product-rules.md#profile-edit); the answer is
 * the whole profile.
 */
export async function updateProfile(input: ProfileUpdateInput): Promise<StudentProfile> {
  const body = await apiClient.put(
    '/student/profile',
    input,
    successResponseSchema(studentProfileSchema),
  );
  return body.data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      toast.success(profileMessages.updated);
      // The answer is the profile as saved: shown at once, with no second request for it.
      queryClient.setQueryData(queryKeys.studentProfile, profile);
      // The sidebar shows the session's name. It is set from the answer rather than fetched
      // again: a failed /auth/me drops the token, and a save must never sign the student out.
      queryClient.setQueriesData<SessionUser>({ queryKey: queryKeys.session }, (user) =>
        user ? { ...user, name: profile.name } : user,
      );
      // The student dashboard is staled by the rule for every change in lib/query-client.ts.
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, profileMessages.updateFailed));
    },
  });
}
