import { Trash2 } from 'lucide-react';
import type { Notice, NoticeInput } from '@hms/shared/notices';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { EditButton } from '@/components/ui/form-dialog-button';
import { useRemoveNotice, useUpdateNotice } from '../api/notices';
import { NoticeForm, type NoticeAuthor } from './notice-form';

type NoticeActionsProps = {
  notice: Notice;
  account: NoticeAuthor;
  hostels: { _id: string; name: string }[] | undefined;
};

/** A notice card's Edit, in a dialog, and Remove, which asks first. */
export function NoticeActions({ notice, account, hostels }: NoticeActionsProps) {
  const update = useUpdateNotice();
  const remove = useRemoveNotice();
  return (
    <>
      <EditButton
        name={`the notice ${notice.title}`}
        title="Edit Notice"
        save={(input: NoticeInput) => update.mutateAsync({ id: notice._id, input })}
        form={(props) => (
          <NoticeForm account={account} hostels={hostels} notice={notice} {...props} />
        )}
      />
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
    </>
  );
}
