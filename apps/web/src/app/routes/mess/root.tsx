import { Outlet } from 'react-router';
import { MessLayout } from '@/components/layouts/mess-layout';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useSessionUser } from '@/features/auth/hooks/use-session';

/** The mess manager's frame around their one page (docs/decisions/064). */
export function MessRoot() {
  const user = useSessionUser();
  const logout = useLogout();
  return (
    <MessLayout userName={user?.name} onLogout={logout}>
      <Outlet />
    </MessLayout>
  );
}
