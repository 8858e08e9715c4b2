import { AuthLayout } from '@/components/layouts/auth-layout';
import { AdminRegisterForm } from '@/features/auth/components/admin-register-form';
import { useConfig } from '@/lib/public-config';

export function AdminSignupRoute() {
  const config = useConfig();
  return (
    <AuthLayout
      title="Admin Registration"
      description="Create the administrator account for your hostel office."
    >
      <AdminRegisterForm signupOpen={config.adminSignupOpen} />
    </AuthLayout>
  );
}
