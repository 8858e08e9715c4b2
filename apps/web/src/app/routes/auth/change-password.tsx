import { Navigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { SessionCheckFailed } from '@/features/auth/components/session-check-failed';
import { useSession } from '@/features/auth/hooks/use-session';

/** Any signed-in account; a warden on a temporary password is sent here before anything else. */
export function ChangePasswordRoute() {
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner label="Loading session" />;
  if (session.status === 'unchecked') return <SessionCheckFailed onRetry={session.retry} />;
  if (session.status === 'signed-out') return <Navigate to={paths.login} replace />;
  const temporary = session.user.mustChangePassword === true;
  return (
    <AuthLayout
      title={temporary ? 'Choose your own password' : 'Change your password'}
      description={
        temporary
          ? 'You signed in with a temporary password from the hostel office. Choose one of your own to go on.'
          : undefined
      }
    >
      <ChangePasswordForm />
    </AuthLayout>
  );
}
