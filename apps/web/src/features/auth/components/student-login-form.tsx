import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { studentLoginSchema } from '@hms/shared/auth';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { applyFieldErrors } from '@/lib/form-errors';
import { useLogin } from '../api/login';

const fieldNames = Object.keys(studentLoginSchema.shape);

export function StudentLoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(studentLoginSchema) });

  const onSubmit = handleSubmit((credentials) => {
    login.mutate(
      { role: 'student', credentials },
      { onError: (error) => applyFieldErrors(error, setError, fieldNames) },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label="Student ID" error={errors.studentId?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('studentId')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="e.g. 2024CS001"
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
        )}
      </FormField>
      <SubmitButton pending={login.isPending} pendingText="Signing in...">
        Sign In
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        New here? <TextLink to={paths.studentSignup}>Sign Up as Student</TextLink>
      </p>
    </form>
  );
}
