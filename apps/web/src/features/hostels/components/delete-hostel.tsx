import { Trash2 } from 'lucide-react';
import type { Hostel } from '@hms/shared/hostels';
import { hostelMessages } from '@hms/shared/messages';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { useDeleteHostel } from '../api/delete-hostel';

/** A hostel card's Delete button, which asks first (docs/product-rules.md#deleting). */
export function DeleteHostel({ hostel }: { hostel: Pick<Hostel, '_id' | 'name'> }) {
  const deleteHostel = useDeleteHostel();

  return (
    <ConfirmActionButton
      label="Delete"
      icon={Trash2}
      aria-label={`Delete ${hostel.name}`}
      danger
      title="Delete Hostel"
      message={hostelMessages.confirmDelete(hostel.name)}
      // Refused while residents remain; the dialog closes and the toast says so.
      action={deleteHostel}
      variables={hostel._id}
    />
  );
}
