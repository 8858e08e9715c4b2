import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuthResponse } from '@hms/shared/auth';
import { setToken } from '@/lib/auth-token';
import { getMeQueryOptions } from '../api/get-me';

/** Sign-in and registration both answer with a token and the user: keep both, skip a /auth/me round trip. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    ({ token, user }: AuthResponse) => {
      // The user goes in first so the guards never see a token without its user.
      queryClient.setQueryData(getMeQueryOptions(token).queryKey, user);
      setToken(token);
    },
    [queryClient],
  );
}
