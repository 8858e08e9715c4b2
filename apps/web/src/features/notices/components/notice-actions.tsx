import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Notice } from '@hms/shared/notices';
import { Button } from '@/components/ui/button';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { Dialog } from '@/components/ui/dialog';
import { useRemoveNotice, useUpdateNotice } from '../api/notices';
import { NoticeForm, type NoticeAuthor } from './notice-form';

type NoticeActionsProps = {
  notice: Notice;
  account: NoticeAuthor;
  hostels: { _id: string; name: string }[] | undefined;
};

/** A notice card's Edit, in a dialog, and Remove, which asks first. */
export function NoticeActions({ notice, account, hostels }: NoticeActionsProps) {
  const [open, setOpen] = useState(false);
  const update = useUpdateNotice();
  const remove = useRemoveNotice();
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Edit the notice ${notice.title}`}
        onClick={() => setOpen(true)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <ConfirmActionButton
        label="Remove"
        icon={Trash2}
        aria-label={`Remove the notice ${notice.title}`}
        danger
        title="Remove Notice"
        message="Remove this notice? Students will no longer see it."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        action={remove}
        variables={notice._id}
      />
      <Dialog open={open} onClose={close} title="Edit Notice" size="lg">
        <NoticeForm
          account={account}
          hostels={hostels}
          notice={notice}
          onCancel={close}
          onSubmit={async (input) => {
            await update.mutateAsync({ id: notice._id, input });
            close();
          }}
        />
      </Dialog>
    </>
  );
}
