import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { roomMessages } from '@hms/shared/messages';
import type { Room } from '@hms/shared/rooms';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteRoom } from '../api/delete-room';
import { roomLabel } from './room-label';

/** A room card's Delete button, which asks first (decision 14). */
export function DeleteRoom({ room }: { room: Pick<Room, '_id' | 'roomNumber' | 'hostel'> }) {
  const [open, setOpen] = useState(false);
  const deleteRoom = useDeleteRoom();

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${roomLabel(room)}`}
        onClick={() => setOpen(true)}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete Room"
        message={roomMessages.confirmDelete(room.roomNumber)}
        pending={deleteRoom.isPending}
        onClose={() => setOpen(false)}
        // Closed either way: on failure the toast says why (e.g. students still live there).
        onConfirm={() => deleteRoom.mutate(room._id, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
