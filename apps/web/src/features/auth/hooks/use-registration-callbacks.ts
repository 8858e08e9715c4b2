import { useNavigate } from 'react-router';
import type { AuthResponse } from '@hms/shared/auth';
import { toastMessages } from '@hms/shared/messages';
import { dashboardPathFor } from '@/config/paths';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useStartSession } from './use-start-session';

/** Both sign-up forms end the same way: signed in on the new account's dashboard, or told why not. */
export function useRegistrationCallbacks() {
  const startSession = useStartSession();
  const navigate = useNavigate();
  return {
    onSuccess: (auth: AuthResponse) => {
      startSession(auth);
      toast.success(toastMessages.registrationSuccess);
      void navigate(dashboardPathFor(auth.user.role), { replace: true });
    },
    onError: (error: unknown) => {
      toast.error(getErrorMessage(error, toastMessages.registrationFailed));
    },
  };
}
