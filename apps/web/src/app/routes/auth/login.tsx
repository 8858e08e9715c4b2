import { AuthLayout } from '@/components/layouts/auth-layout';
import { SignInTabs } from '@/features/auth/components/sign-in-tabs';
import { ForgotPasswordLink } from '@/features/password-reset/components/forgot-password-link';

export function LoginRoute() {
  return (
    <AuthLayout title="Sign in to your account">
      <SignInTabs forgotPassword={<ForgotPasswordLink />} />
    </AuthLayout>
  );
}
