import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AdminRegisterInput, type AuthResponse } from '@hms/shared/auth';
import { apiClient } from '@/lib/api-client';
import { useRegistrationCallbacks } from '../hooks/use-registration-callbacks';

export function registerAdmin(input: Omit<AdminRegisterInput, 'role'>): Promise<AuthResponse> {
  return apiClient.post('/admin/register', { ...input, role: 'admin' }, authResponseSchema);
}

export function useRegisterAdmin() {
  return useMutation({ mutationFn: registerAdmin, ...useRegistrationCallbacks() });
}
