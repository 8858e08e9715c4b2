import { AuthLayout } from '@/components/layouts/auth-layout';
import { ForgotPasswordForm } from '@/features/password-reset/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <AuthLayout title="Forgot your password?">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
