import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { temporaryPasswordSchema } from '@hms/shared/password-reset';
import { DialogFormActions } from '@/components/ui/dialog';
import { DialogButton } from '@/components/ui/dialog-button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSetTemporaryPassword } from '../api/temporary-password';

type Account = { role: 'student' | 'warden'; _id: string; name: string };

function TemporaryPasswordForm({ account, onClose }: { account: Account; onClose: () => void }) {
  const save = useSetTemporaryPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(temporaryPasswordSchema) });

  const onSubmit = handleSubmit(({ password }) => {
    save.mutate(
      { role: account.role, id: account._id, password },
      {
        onSuccess: onClose,
        onError: (error) => applyFieldErrors(error, setError, ['password']),
      },
    );
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField
        label="Temporary password"
        hint="At least 6 characters. Tell it to them yourself: it is not sent anywhere."
        error={errors.password?.message}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password')}
            autoComplete="new-password"
            revealLabel="temporary password"
            data-autofocus
          />
        )}
      </FormField>
      <DialogFormActions
        pending={save.isPending}
        onCancel={onClose}
        submitLabel="Set Password"
        pendingText="Setting..."
      />
    </form>
  );
}

/**
 * The office gives a student or warden a password to sign in with once; they must choose their
 * own first thing (docs/product-rules.md#password-reset).
 */
export function SetTemporaryPassword({ account }: { account: Account }) {
  return (
    <DialogButton
      label="Temporary Password"
      name={`Set a temporary password for ${account.name}`}
      icon={KeyRound}
      title="Set Temporary Password"
      description={`${account.name} signs in with it once, then must choose a password of their own. Links they were e-mailed stop working.`}
    >
      {(close) => <TemporaryPasswordForm account={account} onClose={close} />}
    </DialogButton>
  );
}
