import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminLoginInput } from '@hms/shared/auth';
import { CurrentPasswordField } from '@/components/forms/account-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { applyFieldErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useLogin } from '../api/login';

// The schema, and Zod with it, loads when the visitor starts typing (see lazyZodResolver).
const resolver = lazyZodResolver(async () => (await import('@hms/shared/auth')).adminLoginSchema);
const fieldNames = ['email', 'password'] satisfies (keyof AdminLoginInput)[];

export function AdminLoginForm({ forgotPassword }: { forgotPassword?: ReactNode }) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver });

  const onSubmit = handleSubmit((credentials) => {
    login.mutate(
      { role: 'admin', credentials },
      { onError: (error) => applyFieldErrors(error, setError, fieldNames) },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} onFocus={resolver.preload} className="space-y-5">
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
          />
        )}
      </FormField>
      <CurrentPasswordField register={register} error={errors.password?.message} />
      {forgotPassword}
      <SubmitButton pending={login.isPending} pendingText="Signing in...">
        Sign In
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        Managing a hostel? <TextLink to={paths.adminSignup}>Sign Up as Admin</TextLink>
      </p>
    </form>
  );
}
