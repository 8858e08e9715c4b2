import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  passwordResetConfirmResponseSchema,
  passwordResetMessages as m,
  passwordResetSentSchema,
  type PasswordResetConfirmInput,
  type PasswordResetConfirmResponse,
  type PasswordResetRequestInput,
} from '@hms/shared/password-reset';
import { loginPathFor } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

export async function requestPasswordReset(input: PasswordResetRequestInput): Promise<string> {
  return (await apiClient.post('/auth/password-reset', input, passwordResetSentSchema)).message;
}

export function confirmPasswordReset(
  input: PasswordResetConfirmInput,
): Promise<PasswordResetConfirmResponse> {
  return apiClient.post('/auth/password-reset/confirm', input, passwordResetConfirmResponseSchema);
}

/** The page shows the answer in place: the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => {
      toast.error(getErrorMessage(error, m.requestFailed));
    },
  });
}

/** On to sign-in, on the tab of the account whose password it was. */
export function useConfirmPasswordReset() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: ({ message, role }) => {
      toast.success(message);
      void navigate(loginPathFor(role), { replace: true });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, 'Your password could not be changed'));
    },
  });
}
