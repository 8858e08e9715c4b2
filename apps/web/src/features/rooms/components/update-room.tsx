import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Room } from '@hms/shared/rooms';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useUpdateRoom } from '../api/update-room';
import { roomLabel } from './room-label';
import { RoomForm } from './room-form';

type UpdateRoomProps = {
  room: Room;
  hostels: readonly Pick<Room['hostel'], '_id' | 'name'>[];
};

/** A room card's Edit button and its dialog, filled in with the room. */
export function UpdateRoom({ room, hostels }: UpdateRoomProps) {
  const [open, setOpen] = useState(false);
  const updateRoom = useUpdateRoom();
  const close = () => setOpen(false);

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Edit ${roomLabel(room)}`}
        onClick={() => setOpen(true)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Dialog open={open} onClose={close} title="Edit Room" size="lg">
        <RoomForm
          room={room}
          hostels={hostels}
          onCancel={close}
          onSubmit={async (input) => {
            await updateRoom.mutateAsync({ id: room._id, input });
            close();
          }}
        />
      </Dialog>
    </>
  );
}
