import { Navigate, Outlet } from 'react-router';
import type { Role } from '@hms/shared/enums';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '../hooks/use-session';

/** Spec §2: signed-out visitors go to sign-in, the wrong role goes to /unauthorized. */
export function RequireRole({ role }: { role: Role }) {
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner label="Loading session" />;
  if (session.status === 'signed-out') return <Navigate to={paths.login} replace />;
  if (session.user.role !== role) return <Navigate to={paths.unauthorized} replace />;
  return <Outlet />;
}
