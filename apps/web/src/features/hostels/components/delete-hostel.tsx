import type { Hostel } from '@hms/shared/hostels';
import { hostelMessages } from '@hms/shared/messages';
import { DeleteButton } from '@/components/ui/confirm-action-button';
import { useDeleteHostel } from '../api/delete-hostel';

/** A hostel card's Delete button, which asks first (docs/product-rules.md#deleting). */
export function DeleteHostel({ hostel }: { hostel: Pick<Hostel, '_id' | 'name'> }) {
  const deleteHostel = useDeleteHostel();

  return (
    <DeleteButton
      name={hostel.name}
      title="Delete Hostel"
      message={hostelMessages.confirmDelete(hostel.name)}
      // Refused while residents remain; the dialog closes and the toast says so.
      action={deleteHostel}
      variables={hostel._id}
    />
  );
}
