import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { StudentLoginInput } from '@hms/shared/auth';
import { CurrentPasswordField } from '@/components/forms/account-fields';
import { StudentIdField } from '@/components/forms/student-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { applyFieldErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useLogin } from '../api/login';

// The schema, and Zod with it, loads when the visitor starts typing (see lazyZodResolver).
const resolver = lazyZodResolver(async () => (await import('@hms/shared/auth')).studentLoginSchema);
const fieldNames = ['studentId', 'password'] satisfies (keyof StudentLoginInput)[];

export function StudentLoginForm({ forgotPassword }: { forgotPassword?: ReactNode }) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver });

  const onSubmit = handleSubmit((credentials) => {
    login.mutate(
      { role: 'student', credentials },
      { onError: (error) => applyFieldErrors(error, setError, fieldNames) },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} onFocus={resolver.preload} className="space-y-5">
      <StudentIdField register={register} error={errors.studentId?.message} autofill="own" />
      <CurrentPasswordField register={register} error={errors.password?.message} />
      {forgotPassword}
      <SubmitButton pending={login.isPending} pendingText="Signing in...">
        Sign In
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        New here? <TextLink to={paths.studentSignup}>Sign Up as Student</TextLink>
      </p>
    </form>
  );
}
