import { Outlet } from 'react-router';
import { StudentLayout } from '@/components/layouts/student-layout';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useSessionUser } from '@/features/auth/hooks/use-session';
import { useConfig } from '@/features/config/api/get-config';

export function StudentRoot() {
  const user = useSessionUser();
  const logout = useLogout();
  const config = useConfig();
  return (
    <StudentLayout
      userName={user?.name}
      studentId={user?.studentId ?? ''}
      creditUrl={config.creditUrl}
      onLogout={logout}
    >
      <Outlet />
    </StudentLayout>
  );
}
