import { Navigate, useLocation } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ResetPasswordForm } from '@/features/password-reset/components/reset-password-form';
import { resetTokenIn } from '@/features/password-reset/reset-token';

/** Opened from the e-mailed link, signed in or not: the token is in the address's fragment. */
export function ResetPasswordRoute() {
  const location = useLocation();
  const { token, movedFrom } = resetTokenIn(location);
  if (movedFrom !== undefined) {
    // An older link's token leaves the address bar's query, and so the history, for the fragment.
    return (
      <Navigate
        replace
        to={{
          pathname: location.pathname,
          search: movedFrom,
          hash: `#token=${encodeURIComponent(token)}`,
        }}
      />
    );
  }
  return (
    <AuthLayout
      title="Choose a new password"
      description="The link works once. After this, sign in with your new password."
    >
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
