import { AuthLayout } from '@/components/layouts/auth-layout';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { SignUpOptions } from '@/features/auth/components/sign-up-options';
import { useConfig } from '@/lib/public-config';

export function RegisterRoute() {
  const config = useConfig();
  return (
    <AuthLayout title="Create an account" description="Choose the kind of account you need." wide>
      <div className="space-y-6">
        <SignUpOptions
          adminSignupOpen={config.adminSignupOpen}
          studentSignupOpen={config.studentSignupOpen}
        />
        <p className="text-center text-sm text-slate-600">
          Already have an account? <TextLink to={paths.login}>Sign in</TextLink>
        </p>
      </div>
    </AuthLayout>
  );
}
