import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { studentLoginSchema } from '@hms/shared/auth';
import { CurrentPasswordField } from '@/components/forms/account-fields';
import { StudentIdField } from '@/components/forms/student-fields';
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
      <StudentIdField register={register} error={errors.studentId?.message} autofill="own" />
      <CurrentPasswordField register={register} error={errors.password?.message} />
      <SubmitButton pending={login.isPending} pendingText="Signing in...">
        Sign In
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        New here? <TextLink to={paths.studentSignup}>Sign Up as Student</TextLink>
      </p>
    </form>
  );
}
