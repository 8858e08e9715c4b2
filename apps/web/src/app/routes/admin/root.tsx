import { Outlet } from 'react-router';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useSessionUser } from '@/features/auth/hooks/use-session';
import { useConfig } from '@/features/config/api/get-config';

export function AdminRoot() {
  const user = useSessionUser();
  const logout = useLogout();
  const config = useConfig();
  return (
    <AdminLayout userName={user?.name} creditUrl={config.creditUrl} onLogout={logout}>
      <Outlet />
    </AdminLayout>
  );
}
