import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { roomRequestRejectSchema, type RoomRequest } from '@hms/shared/room-requests';
import { DialogFormActions } from '@/components/ui/dialog';
import { DialogButton } from '@/components/ui/dialog-button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useRejectRequest } from '../api/room-requests';

function RejectForm({ request, onClose }: { request: RoomRequest; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const reject = useRejectRequest();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = roomRequestRejectSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    reject.mutate({ id: request._id, reason: parsed.data.reason }, { onSuccess: onClose });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Reason" error={error}>
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            maxLength={1000}
            onChange={(event) => setReason(event.target.value)}
            data-autofocus
          />
        )}
      </FormField>
      <DialogFormActions
        pending={reject.isPending}
        onCancel={onClose}
        submitLabel="Reject"
        pendingText="Rejecting..."
      />
    </form>
  );
}

/** Rejects a pending request with a reason the student reads. */
export function RejectRequest({ request }: { request: RoomRequest }) {
  return (
    <DialogButton
      label="Reject"
      name={`Reject the request of ${request.student.name}`}
      icon={X}
      title="Reject Request"
      description={`${request.student.name} will read the reason you give.`}
    >
      {(close) => <RejectForm request={request} onClose={close} />}
    </DialogButton>
  );
}
