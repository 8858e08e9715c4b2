import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Role } from '@hms/shared/enums';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { AdminLoginForm } from './admin-login-form';
import { StudentLoginForm } from './student-login-form';

const tabs: readonly TabItem<Role>[] = [
  { value: 'student', label: 'Student' },
  { value: 'admin', label: 'Admin' },
];

/**
 * The chosen tab lives in the URL (`?tab=admin`), so it survives a reload and can be linked to.
 * `forgotPassword` goes under each form's password.
 */
export function SignInTabs({ forgotPassword }: { forgotPassword?: ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Role = searchParams.get('tab') === 'admin' ? 'admin' : 'student';

  return (
    <Tabs
      label="Sign in as"
      items={tabs}
      value={tab}
      onValueChange={(next) => setSearchParams({ tab: next }, { replace: true })}
    >
      {tab === 'admin' ? (
        <AdminLoginForm forgotPassword={forgotPassword} />
      ) : (
        <StudentLoginForm forgotPassword={forgotPassword} />
      )}
    </Tabs>
  );
}
