import { Outlet } from 'react-router';
import { GuardLayout } from '@/components/layouts/guard-layout';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useSessionUser } from '@/features/auth/hooks/use-session';

/** The guard's frame around their one page (docs/decisions/062). */
export function GuardRoot() {
  const user = useSessionUser();
  const logout = useLogout();
  return (
    <GuardLayout userName={user?.name} onLogout={logout}>
      <Outlet />
    </GuardLayout>
  );
}
