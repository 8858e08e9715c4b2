import { Outlet } from 'react-router';
import type { SidebarBell } from '@/components/layouts/sidebar';
import { paths } from '@/config/paths';
import { StudentLayout } from '@/components/layouts/student-layout';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useSessionUser } from '@/features/auth/hooks/use-session';
import { useConfig } from '@/lib/public-config';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

export function StudentRoot() {
  const user = useSessionUser();
  const logout = useLogout();
  const config = useConfig();
  const bell: SidebarBell = (place) => (
    <NotificationBell to={paths.student.notifications} {...place} />
  );
  return (
    <StudentLayout
      userName={user?.name}
      studentId={user?.studentId ?? ''}
      creditUrl={config.creditUrl}
      onLogout={logout}
      bell={bell}
    >
      <Outlet />
    </StudentLayout>
  );
}
