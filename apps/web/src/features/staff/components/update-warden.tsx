import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Hostel } from '@hms/shared/hostels';
import { staffMessages } from '@hms/shared/messages';
import type { Warden } from '@hms/shared/staff';
import { Button } from '@/components/ui/button';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { Dialog } from '@/components/ui/dialog';
import { useDeleteWarden, useUpdateWarden } from '../api/save-warden';
import { WardenForm } from './warden-form';

type WardenActionsProps = {
  warden: Warden;
  hostels: Pick<Hostel, '_id' | 'name'>[] | undefined;
};

/** A warden card's Edit (details, hostels, on or off) and Delete, which asks first. */
export function WardenActions({ warden, hostels }: WardenActionsProps) {
  const [open, setOpen] = useState(false);
  const updateWarden = useUpdateWarden();
  const deleteWarden = useDeleteWarden();
  const close = () => setOpen(false);

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Edit ${warden.name}`}
        onClick={() => setOpen(true)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <ConfirmActionButton
        label="Delete"
        icon={Trash2}
        aria-label={`Delete ${warden.name}`}
        danger
        title="Delete Warden"
        message={staffMessages.confirmDelete(warden.name)}
        action={deleteWarden}
        variables={warden._id}
      />
      <Dialog open={open} onClose={close} title="Edit Warden" size="lg">
        <WardenForm
          warden={warden}
          hostels={hostels}
          onCancel={close}
          onSubmit={async (input) => {
            await updateWarden.mutateAsync({ id: warden._id, input });
            close();
          }}
        />
      </Dialog>
    </>
  );
}
