import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { passwordResetMessages as m, passwordResetRequestSchema } from '@hms/shared/password-reset';
import { EmailField } from '@/components/forms/account-fields';
import { Notice } from '@/components/ui/notice';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { getConfigQueryOptions } from '@/lib/public-config';
import { applyFieldErrors } from '@/lib/form-errors';
import { useRequestPasswordReset } from '../api/password-reset';

function BackToSignIn() {
  return (
    <p className="text-center text-sm text-slate-600">
      Remembered it? <TextLink to={paths.login}>Back to sign in</TextLink>
    </p>
  );
}

/**
 * Asks for a link by e-mail (docs/product-rules.md#password-reset). The answer is the same
 * whether or not the address has an account, and is shown in place of the form.
 */
export function ForgotPasswordForm() {
  const config = useQuery(getConfigQueryOptions());
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordResetRequestSchema) });

  if (config.data?.passwordResetByEmail === false) {
    return (
      <div className="space-y-5">
        <Notice tone="warning">{m.notConfigured}</Notice>
        <BackToSignIn />
      </div>
    );
  }
  if (request.data) {
    return (
      <div className="space-y-5">
        <div role="status">
          <Notice title="Check your e-mail">{request.data}</Notice>
        </div>
        <BackToSignIn />
      </div>
    );
  }

  const onSubmit = handleSubmit((input) => {
    request.mutate(input, {
      onError: (error) => applyFieldErrors(error, setError, ['email']),
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">
        Type the e-mail your account uses. We will send a link to choose a new password.
      </p>
      <EmailField register={register} error={errors.email?.message} autofill="own" />
      <SubmitButton pending={request.isPending} pendingText="Sending...">
        Send Link
      </SubmitButton>
      <BackToSignIn />
    </form>
  );
}
