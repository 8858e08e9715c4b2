import { Navigate, Outlet } from 'react-router';
import type { Role } from '@hms/shared/enums';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '../hooks/use-session';
import { SessionCheckFailed } from './session-check-failed';

/**
 * Signed-out visitors go to sign-in, the wrong role goes to /unauthorized
 * (docs/product-rules.md#screen-routes).
 *
 * While the server checks the stored token (/auth/me), a token that claims this area's role gets
 * the area's frame and page at once, with a spinner where the user's name goes: the page's code
 * and data load alongside the check instead of after it. The only data shown is what the server
 * sends for this token, every call being authorised on its own, so a forged claim gets an empty
 * frame at most; a refused token still ends on sign-in. Any other token waits for the check. A
 * check that fails without refusing the token keeps it, and offers to try again.
 */
export function RequireRole({ role }: { role: Role }) {
  const session = useSession();
  if (session.status === 'loading') {
    if (session.claimedRole === role) return <Outlet />;
    return <FullPageSpinner label="Loading session" />;
  }
  if (session.status === 'unchecked') return <SessionCheckFailed onRetry={session.retry} />;
  if (session.status === 'signed-out') return <Navigate to={paths.login} replace />;
  if (session.user.role !== role) return <Navigate to={paths.unauthorized} replace />;
  // A temporary password opens nothing but the page that replaces it.
  if (session.user.mustChangePassword) return <Navigate to={paths.changePassword} replace />;
  return <Outlet />;
}
