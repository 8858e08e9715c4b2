import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { roomRequestRejectSchema, type RoomRequest } from '@hms/shared/room-requests';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFormActions } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useRejectRequest } from '../api/room-requests';

/** Rejects a pending request with a reason the student reads. */
export function RejectRequest({ request }: { request: RoomRequest }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const reject = useRejectRequest();
  const close = () => setOpen(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = roomRequestRejectSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    reject.mutate({ id: request._id, reason: parsed.data.reason }, { onSuccess: close });
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Reject the request of ${request.student.name}`}
        onClick={() => setOpen(true)}
      >
        <X aria-hidden="true" className="size-4" />
        Reject
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="Reject Request"
        description={`${request.student.name} will read the reason you give.`}
      >
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
            onCancel={close}
            submitLabel="Reject"
            pendingText="Rejecting..."
          />
        </form>
      </Dialog>
    </>
  );
}
