import type { FormEventHandler, ReactNode } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';

type LoginFormFrameProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus: () => void;
  pending: boolean;
  /** Who signs in, and their password. */
  children: ReactNode;
  /** Under the password: the way to reset it, where the page offers one. */
  forgotPassword?: ReactNode;
  /** The line under Sign In that leads to signing up instead. */
  signUp: ReactNode;
};

/** What the student's and the administrator's sign-in forms share around their fields. */
export function LoginFormFrame({
  onSubmit,
  onFocus,
  pending,
  children,
  forgotPassword,
  signUp,
}: LoginFormFrameProps) {
  return (
    <form noValidate onSubmit={onSubmit} onFocus={onFocus} className="space-y-5">
      {children}
      {forgotPassword}
      <SubmitButton pending={pending} pendingText="Signing in...">
        Sign In
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">{signUp}</p>
    </form>
  );
}
