import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authResponseSchema, type AuthResponse, type PasswordChangeInput } from '@hms/shared/auth';
import { staffMessages } from '@hms/shared/messages';
import { dashboardPathFor } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useStartSession } from '../hooks/use-start-session';

export function changePassword(input: PasswordChangeInput): Promise<AuthResponse> {
  return apiClient.put('/auth/password', input, authResponseSchema);
}

/** The answer is a fresh sign-in, no longer on a temporary password: on to the dashboard. */
export function useChangePassword() {
  const startSession = useStartSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (auth) => {
      startSession(auth);
      toast.success(staffMessages.passwordChanged);
      void navigate(dashboardPathFor(auth.user.role), { replace: true });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, 'Your password could not be changed'));
    },
  });
}
