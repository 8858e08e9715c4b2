import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  passwordResetConfirmSchema,
  passwordResetFormSchema,
  passwordResetMessages as m,
} from '@hms/shared/password-reset';
import { FormField } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useConfirmPasswordReset } from '../api/password-reset';

const fields = [
  { name: 'newPassword', label: 'New Password', hint: 'At least 6 characters.' },
  { name: 'confirmPassword', label: 'Confirm New Password', hint: undefined },
] as const;

function LinkNoLongerWorks() {
  return (
    <div className="space-y-5">
      <Notice tone="warning">{m.tokenInvalid}</Notice>
      <p className="text-center text-sm text-slate-600">
        <TextLink to={paths.forgotPassword}>Send a new link</TextLink>
      </p>
    </div>
  );
}

/** The new password for the account an e-mailed link names, with its confirmation. */
export function ResetPasswordForm({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const [linkRefused, setLinkRefused] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordResetFormSchema) });

  // A link cut short or mangled by a mail reader is told apart before anything is typed.
  if (linkRefused || !passwordResetConfirmSchema.shape.token.safeParse(token).success) {
    return <LinkNoLongerWorks />;
  }

  const onSubmit = handleSubmit(({ newPassword }) => {
    confirm.mutate(
      { token, newPassword },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.errors.some((e) => e.path === 'token')) {
            setLinkRefused(true);
          }
          applyFieldErrors(error, setError, ['newPassword']);
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {fields.map(({ name, label, hint }) => (
        <FormField key={name} label={label} hint={hint} error={errors[name]?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register(name)}
              autoComplete="new-password"
              revealLabel={label.toLowerCase()}
            />
          )}
        </FormField>
      ))}
      <SubmitButton pending={confirm.isPending} pendingText="Saving...">
        Set New Password
      </SubmitButton>
    </form>
  );
}
