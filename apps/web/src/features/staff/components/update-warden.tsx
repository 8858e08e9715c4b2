import type { Hostel } from '@hms/shared/hostels';
import type { Warden, WardenFormInput } from '@hms/shared/staff';
import { DeleteButton } from '@/components/ui/confirm-action-button';
import { EditButton } from '@/components/ui/form-dialog-button';
import { useDeleteWarden, useUpdateWarden } from '../api/save-warden';
import { confirmDeleteOf, staffRoleWords } from '../staff-roles';
import { WardenForm } from './warden-form';

type WardenActionsProps = {
  warden: Warden;
  hostels: Pick<Hostel, '_id' | 'name'>[] | undefined;
};

/**
 * A warden's or guard's card's Edit (details, hostels, on or off; the role stays) and Delete,
 * which asks first.
 */
export function WardenActions({ warden, hostels }: WardenActionsProps) {
  const words = staffRoleWords[warden.role];
  const updateWarden = useUpdateWarden(words.updated);
  const deleteWarden = useDeleteWarden(words.deleted);

  return (
    <>
      <EditButton
        name={warden.name}
        title={`Edit ${words.label}`}
        save={({ role: _fixed, ...input }: WardenFormInput) =>
          updateWarden.mutateAsync({ id: warden._id, input })
        }
        form={(props) => <WardenForm warden={warden} hostels={hostels} {...props} />}
      />
      <DeleteButton
        name={warden.name}
        title={`Delete ${words.label}`}
        message={confirmDeleteOf(warden.role, warden.name)}
        action={deleteWarden}
        variables={warden._id}
      />
    </>
  );
}
