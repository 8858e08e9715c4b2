import type { Hostel } from '@hms/shared/hostels';
import { staffMessages } from '@hms/shared/messages';
import type { Warden, WardenUpdateInput } from '@hms/shared/staff';
import { DeleteButton } from '@/components/ui/confirm-action-button';
import { EditButton } from '@/components/ui/form-dialog-button';
import { useDeleteWarden, useUpdateWarden } from '../api/save-warden';
import { WardenForm } from './warden-form';

type WardenActionsProps = {
  warden: Warden;
  hostels: Pick<Hostel, '_id' | 'name'>[] | undefined;
};

/** A warden card's Edit (details, hostels, on or off) and Delete, which asks first. */
export function WardenActions({ warden, hostels }: WardenActionsProps) {
  const updateWarden = useUpdateWarden();
  const deleteWarden = useDeleteWarden();

  return (
    <>
      <EditButton
        name={warden.name}
        title="Edit Warden"
        save={(input: WardenUpdateInput) => updateWarden.mutateAsync({ id: warden._id, input })}
        form={(props) => <WardenForm warden={warden} hostels={hostels} {...props} />}
      />
      <DeleteButton
        name={warden.name}
        title="Delete Warden"
        message={staffMessages.confirmDelete(warden.name)}
        action={deleteWarden}
        variables={warden._id}
      />
    </>
  );
}
