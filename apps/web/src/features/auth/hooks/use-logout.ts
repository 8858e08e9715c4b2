import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clearToken } from '@/lib/auth-token';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearToken();
    // Nothing of this user's data may remain for whoever signs in next on this browser.
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);
}
