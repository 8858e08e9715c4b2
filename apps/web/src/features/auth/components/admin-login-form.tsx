import type { ReactNode } from 'react';
import type { AdminLoginInput } from '@hms/shared/auth';
import { CurrentPasswordField } from '@/components/forms/account-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useLoginForm } from '../hooks/use-login-form';
import { LoginFormFrame } from './login-form-frame';

// The schema, and Zod with it, loads when the visitor starts typing (see lazyZodResolver).
const resolver = lazyZodResolver(async () => (await import('@hms/shared/auth')).adminLoginSchema);
const fieldNames = ['email', 'password'] satisfies (keyof AdminLoginInput)[];

export function AdminLoginForm({ forgotPassword }: { forgotPassword?: ReactNode }) {
  const { register, errors, frame } = useLoginForm('admin', resolver, fieldNames);

  return (
    <LoginFormFrame
      {...frame}
      forgotPassword={forgotPassword}
      signUp={
        <>
          Managing a hostel? <TextLink to={paths.adminSignup}>Sign Up as Admin</TextLink>
        </>
      }
    >
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
    </LoginFormFrame>
  );
}
