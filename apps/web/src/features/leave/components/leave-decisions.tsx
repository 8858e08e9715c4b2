import { Check, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { leaveApproveSchema, leaveRejectSchema, type Leave } from '@hms/shared/leave';
import { DialogFormActions } from '@/components/ui/dialog';
import { DialogButton } from '@/components/ui/dialog-button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useApproveLeave, useRejectLeave } from '../api/leave';
import { leaveDays, typedText } from './leave-card';

type Verdict = 'approve' | 'reject';

function DecisionForm({
  leave,
  verdict,
  onClose,
}: {
  leave: Leave;
  verdict: Verdict;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const approve = useApproveLeave();
  const reject = useRejectLeave();
  const pending = approve.isPending || reject.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const options = { onSuccess: onClose };
    if (verdict === 'approve') {
      const parsed = leaveApproveSchema.safeParse({ note });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message);
      setError(undefined);
      return approve.mutate({ id: leave._id, note: parsed.data.note || undefined }, options);
    }
    const parsed = leaveRejectSchema.safeParse({ note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    reject.mutate({ id: leave._id, note: parsed.data.note }, options);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField
        label={verdict === 'approve' ? 'Note (optional)' : 'Reason'}
        hint="The student reads this."
        error={error}
      >
        {(control) => (
          <Textarea
            {...control}
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
            data-autofocus
          />
        )}
      </FormField>
      <DialogFormActions
        pending={pending}
        onCancel={onClose}
        submitLabel={verdict === 'approve' ? 'Approve' : 'Reject'}
        pendingText={verdict === 'approve' ? 'Approving...' : 'Rejecting...'}
      />
    </form>
  );
}

/** Approve and Reject for a pending application; each asks in a dialog, Reject for a reason. */
export function LeaveDecisions({ leave }: { leave: Leave }) {
  const whose = `${leave.student.name}, ${leaveDays(leave)}`;
  return (
    <>
      <DialogButton
        label="Approve"
        name={`Approve the leave of ${leave.student.name}`}
        icon={Check}
        title="Approve Leave"
        description={<span className={typedText}>{whose}. The student is told at once.</span>}
      >
        {(close) => <DecisionForm leave={leave} verdict="approve" onClose={close} />}
      </DialogButton>
      <DialogButton
        label="Reject"
        name={`Reject the leave of ${leave.student.name}`}
        icon={X}
        title="Reject Leave"
        description={
          <span className={typedText}>{whose}. The student reads the reason you give.</span>
        }
      >
        {(close) => <DecisionForm leave={leave} verdict="reject" onClose={close} />}
      </DialogButton>
    </>
  );
}
