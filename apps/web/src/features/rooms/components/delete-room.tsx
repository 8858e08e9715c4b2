import { roomMessages } from '@hms/shared/messages';
import type { Room } from '@hms/shared/rooms';
import { DeleteButton } from '@/components/ui/confirm-action-button';
import { useDeleteRoom } from '../api/delete-room';
import { roomLabel } from './room-label';

/** A room card's Delete button, which asks first (docs/product-rules.md#deleting). */
export function DeleteRoom({ room }: { room: Pick<Room, '_id' | 'roomNumber' | 'hostel'> }) {
  const deleteRoom = useDeleteRoom();

  return (
    <DeleteButton
      name={roomLabel(room)}
      title="Delete Room"
      message={roomMessages.confirmDelete(room.roomNumber)}
      // Refused while students still live there; the dialog closes and the toast says so.
      action={deleteRoom}
      variables={room._id}
    />
  );
}
