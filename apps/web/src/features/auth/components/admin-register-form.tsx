import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { adminRegisterFormSchema } from '@hms/shared/auth';
import { EmailField, NameField, NewPasswordField } from '@/components/forms/account-fields';
import { FormField } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextLink } from '@/components/ui/text-link';
import { loginPathFor } from '@/config/paths';
import { applyFieldErrors } from '@/lib/form-errors';
import { useRegisterAdmin } from '../api/register-admin';

const fieldNames = Object.keys(adminRegisterFormSchema.shape);

type AdminRegisterFormProps = {
  /** From /api/config; when closed the form stays usable and the server's refusal is shown. */
  signupOpen: boolean;
};

export function AdminRegisterForm({ signupOpen }: AdminRegisterFormProps) {
  const registerAdmin = useRegisterAdmin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(adminRegisterFormSchema) });

  const onSubmit = handleSubmit(({ name, email, password }) => {
    registerAdmin.mutate(
      { name, email, password },
      { onError: (error) => applyFieldErrors(error, setError, fieldNames) },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {signupOpen ? null : (
        <Notice tone="warning" title="Admin sign-up is closed">
          An administrator account already exists. Ask an administrator to add you.
        </Notice>
      )}
      <Notice>
        Students are registered by administrators. If you are a student, ask the hostel office for
        your account.
      </Notice>
      <NameField register={register} error={errors.name?.message} autofill="own" />
      <EmailField register={register} error={errors.email?.message} autofill="own" />
      <NewPasswordField register={register} error={errors.password?.message} />
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('confirmPassword')}
            autoComplete="new-password"
            revealLabel="confirm password"
          />
        )}
      </FormField>
      <SubmitButton pending={registerAdmin.isPending} pendingText="Registering...">
        Register
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        Already have an account? <TextLink to={loginPathFor('admin')}>Sign in</TextLink>
      </p>
    </form>
  );
}
