import { Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { reversalCreateSchema, type LedgerEntry } from '@hms/shared/fees';
import { formatRupees } from '@hms/shared/money';
import { DialogFormActions } from '@/components/ui/dialog';
import { DialogButton } from '@/components/ui/dialog-button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useReverseEntry } from '../api/adjust-entries';

function ReverseForm({ entry, onClose }: { entry: LedgerEntry; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const reverse = useReverseEntry();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = reversalCreateSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    reverse.mutate(
      { id: entry._id, reason: parsed.data.reason },
      {
        onSuccess: onClose,
        onError: (failure) => {
          const field =
            failure instanceof ApiError && failure.errors.find((e) => e.path === 'reason');
          if (field) setError(field.message);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Reason" hint="Kept with the reversal in the ledger." error={error}>
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            data-autofocus
          />
        )}
      </FormField>
      <DialogFormActions
        pending={reverse.isPending}
        onCancel={onClose}
        submitLabel="Reverse"
        pendingText="Reversing..."
      />
    </form>
  );
}

/**
 * Undoes an entry (administrators): a new entry of the opposite amount that names it and says
 * why. The entry itself never changes, so the ledger shows both.
 */
export function ReverseEntry({ entry }: { entry: LedgerEntry }) {
  return (
    <DialogButton
      label="Reverse"
      name={`Reverse ${entry.description}`}
      icon={Undo2}
      title="Reverse Entry"
      description={`${entry.kind} of ${formatRupees(Math.abs(entry.amount))}: ${entry.description}. A new entry will undo it; this one stays in the ledger.`}
    >
      {(close) => <ReverseForm entry={entry} onClose={close} />}
    </DialogButton>
  );
}
