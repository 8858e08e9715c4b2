import { Navigate } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { dashboardPathFor, paths } from '@/config/paths';
import { SessionCheckFailed } from '@/features/auth/components/session-check-failed';
import { useSession } from '@/features/auth/hooks/use-session';

/** `/`: the dashboard of whoever is signed in, else sign-in. */
export function HomeRoute() {
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner label="Loading session" />;
  if (session.status === 'unchecked') return <SessionCheckFailed onRetry={session.retry} />;
  if (session.status === 'signed-out') return <Navigate to={paths.login} replace />;
  return <Navigate to={dashboardPathFor(session.user.role)} replace />;
}
