import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AdminLoginInput, AuthResponse, StudentLoginInput } from '@hms/shared/auth';
import { toastMessages } from '@hms/shared/messages';
import { dashboardPathFor } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useStartSession } from '../hooks/use-start-session';

export type LoginRequest =
  | { role: 'student'; credentials: StudentLoginInput }
  | { role: 'admin'; credentials: AdminLoginInput };

export async function login(request: LoginRequest): Promise<AuthResponse> {
  // Loaded on submit: the contract brings Zod, which the sign-in page does not need to render.
  const { authResponseSchema, toStudentLoginIdentifier } = await import('@hms/shared/auth');
  if (request.role === 'admin') {
    return apiClient.post('/admin/login', request.credentials, authResponseSchema);
  }
  const { studentId, password } = request.credentials;
  return apiClient.post(
    '/student/login',
    { studentId: toStudentLoginIdentifier(studentId), password },
    authResponseSchema,
  );
}

export function useLogin() {
  const startSession = useStartSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: login,
    onSuccess: (auth) => {
      startSession(auth);
      toast.success(toastMessages.loginSuccess);
      void navigate(dashboardPathFor(auth.user.role), { replace: true });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, toastMessages.loginFailed));
    },
  });
}
