import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { dashboardPathFor } from '@/config/paths';
import { useSession } from '../hooks/use-session';
import { SessionCheckFailed } from './session-check-failed';

/** Sign-in and sign-up pages: a signed-in user belongs on their dashboard instead. */
export function RequireSignedOut() {
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner label="Loading session" />;
  if (session.status === 'unchecked') return <SessionCheckFailed onRetry={session.retry} />;
  if (session.status === 'signed-in') {
    return <Navigate to={dashboardPathFor(session.user.role)} replace />;
  }
  return <Outlet />;
}
