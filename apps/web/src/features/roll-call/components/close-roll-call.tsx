import { Lock } from 'lucide-react';
import { useState } from 'react';
import type { RollCall } from '@hms/shared/roll-call';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCloseRollCall } from '../api/roll-call-api';

const plural = (count: number, one: string, other: string) =>
  `${count} ${count === 1 ? one : other}`;

/** What closing does, said before it is done: the unmarked count as absent. */
export function closeDetails(counts: RollCall['counts']): string {
  const unmarked =
    counts.unmarked === 0
      ? 'Everyone is marked.'
      : `${plural(counts.unmarked, 'resident is', 'residents are')} unmarked and will count as absent.`;
  return `${unmarked} The wardens and the office are told of everyone absent, and so are their guardians where the student agreed to it. Nothing can be marked after closing.`;
}

/** Close, which asks first and says how many unmarked residents will count as absent. */
export function CloseRollCall({ rollCall }: { rollCall: RollCall }) {
  const [open, setOpen] = useState(false);
  const close = useCloseRollCall(rollCall._id);
  return (
    <>
      <Button variant="danger" className="min-h-12 w-full sm:w-auto" onClick={() => setOpen(true)}>
        <Lock aria-hidden="true" className="size-4" />
        Close roll-call
      </Button>
      <ConfirmDialog
        open={open}
        title="Close roll-call"
        message="Close tonight’s roll-call?"
        details={closeDetails(rollCall.counts)}
        confirmLabel="Close roll-call"
        pendingLabel="Closing..."
        pending={close.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => close.mutate(undefined, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
