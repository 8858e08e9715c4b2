import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { passwordChangeFormSchema } from '@hms/shared/auth';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { applyFieldErrors } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';

const fieldNames = ['currentPassword', 'newPassword', 'confirmPassword'];

const fields = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordChangeFormSchema) });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    changePassword.mutate(
      { currentPassword, newPassword },
      { onError: (error) => applyFieldErrors(error, setError, fieldNames) },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {fields.map(({ name, label, autoComplete }) => (
        <FormField key={name} label={label} error={errors[name]?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register(name)}
              autoComplete={autoComplete}
              revealLabel={label.toLowerCase()}
            />
          )}
        </FormField>
      ))}
      <SubmitButton pending={changePassword.isPending} pendingText="Saving...">
        Change Password
      </SubmitButton>
    </form>
  );
}
