import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Hostel } from '@hms/shared/hostels';
import { hostelMessages } from '@hms/shared/messages';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteHostel } from '../api/delete-hostel';

/** A hostel card's Delete button, which asks first (decision 14). */
export function DeleteHostel({ hostel }: { hostel: Pick<Hostel, '_id' | 'name'> }) {
  const [open, setOpen] = useState(false);
  const deleteHostel = useDeleteHostel();

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${hostel.name}`}
        onClick={() => setOpen(true)}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete Hostel"
        message={hostelMessages.confirmDelete(hostel.name)}
        pending={deleteHostel.isPending}
        onClose={() => setOpen(false)}
        // Closed either way: on failure the toast says why (e.g. residents remain).
        onConfirm={() => deleteHostel.mutate(hostel._id, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
