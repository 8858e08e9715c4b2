import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  passwordResetMessages as m,
  temporaryPasswordResponseSchema,
} from '@hms/shared/password-reset';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type TemporaryPasswordRequest = {
  role: 'student' | 'warden';
  id: string;
  password: string;
};

export async function setTemporaryPassword({ role, id, password }: TemporaryPasswordRequest) {
  await apiClient.post(
    `/admin/${role}s/${encodeURIComponent(id)}/temporary-password`,
    { password },
    temporaryPasswordResponseSchema,
  );
}

/** A warden's card says when they are on a temporary password, so the wardens are read again. */
export function useSetTemporaryPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTemporaryPassword,
    onSuccess: () => {
      toast.success(m.temporarySet);
      void queryClient.invalidateQueries({ queryKey: queryKeys.wardens });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, m.temporaryFailed));
    },
  });
}
