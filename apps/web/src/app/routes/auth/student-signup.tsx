import { AuthLayout } from '@/components/layouts/auth-layout';
import { StudentRegisterForm } from '@/features/auth/components/student-register-form';
import { useConfig } from '@/lib/public-config';

export function StudentSignupRoute() {
  const config = useConfig();
  return (
    <AuthLayout
      title="Student Registration"
      description="Create your account with your student ID."
      wide
    >
      <StudentRegisterForm signupOpen={config.studentSignupOpen} />
    </AuthLayout>
  );
}
