import { AuthLayout } from '@/components/layouts/auth-layout';
import { SignInTabs } from '@/features/auth/components/sign-in-tabs';

export function LoginRoute() {
  return (
    <AuthLayout title="Sign in to your account">
      <SignInTabs />
    </AuthLayout>
  );
}
