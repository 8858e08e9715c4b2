import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type StudentRegisterInput } from '@hms/shared/auth';
import { apiClient } from '@/lib/api-client';
import { useRegistrationCallbacks } from '../hooks/use-registration-callbacks';

/** `year` is already the integer the API takes: the shared schema converts the select's text. */
export function registerStudent(input: Omit<StudentRegisterInput, 'role'>): Promise<AuthResponse> {
  return apiClient.post('/student/register', { ...input, role: 'student' }, authResponseSchema);
}

export function useRegisterStudent() {
  return useMutation({ mutationFn: registerStudent, ...useRegistrationCallbacks() });
}
