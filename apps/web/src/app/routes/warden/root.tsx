import { Outlet } from 'react-router';
import { WardenLayout } from '@/components/layouts/warden-layout';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useSessionUser } from '@/features/auth/hooks/use-session';
import { useConfig } from '@/features/config/api/get-config';

export function WardenRoot() {
  const user = useSessionUser();
  const logout = useLogout();
  const config = useConfig();
  return (
    <WardenLayout userName={user?.name} creditUrl={config.creditUrl} onLogout={logout}>
      <Outlet />
    </WardenLayout>
  );
}
