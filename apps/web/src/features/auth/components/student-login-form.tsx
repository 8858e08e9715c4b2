import type { ReactNode } from 'react';
import type { StudentLoginInput } from '@hms/shared/auth';
import { CurrentPasswordField } from '@/components/forms/account-fields';
import { StudentIdField } from '@/components/forms/student-fields';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useLoginForm } from '../hooks/use-login-form';
import { LoginFormFrame } from './login-form-frame';

// The schema, and Zod with it, loads when the visitor starts typing (see lazyZodResolver).
const resolver = lazyZodResolver(async () => (await import('@hms/shared/auth')).studentLoginSchema);
const fieldNames = ['studentId', 'password'] satisfies (keyof StudentLoginInput)[];

export function StudentLoginForm({ forgotPassword }: { forgotPassword?: ReactNode }) {
  const { register, errors, frame } = useLoginForm('student', resolver, fieldNames);

  return (
    <LoginFormFrame
      {...frame}
      forgotPassword={forgotPassword}
      signUp={
        <>
          New here? <TextLink to={paths.studentSignup}>Sign Up as Student</TextLink>
        </>
      }
    >
      <StudentIdField register={register} error={errors.studentId?.message} autofill="own" />
      <CurrentPasswordField register={register} error={errors.password?.message} />
    </LoginFormFrame>
  );
}
