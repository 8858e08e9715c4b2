import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ResetPasswordForm } from '@/features/password-reset/components/reset-password-form';

/** Opened from the e-mailed link, signed in or not: the token is in the address. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout
      title="Choose a new password"
      description="The link works once. After this, sign in with your new password."
    >
      <ResetPasswordForm token={searchParams.get('token') ?? ''} />
    </AuthLayout>
  );
}
