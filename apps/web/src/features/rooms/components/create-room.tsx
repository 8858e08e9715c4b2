import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Room } from '@hms/shared/rooms';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCreateRoom } from '../api/create-room';
import { RoomForm } from './room-form';

type CreateRoomProps = {
  hostels: readonly Pick<Room['hostel'], '_id' | 'name'>[];
  /** The hostel the list is filtered by, preselected in the form. */
  defaultHostel?: string | undefined;
};

/** The 'Add Room' button and its dialog. */
export function CreateRoom({ hostels, defaultHostel }: CreateRoomProps) {
  const [open, setOpen] = useState(false);
  const createRoom = useCreateRoom();
  const close = () => setOpen(false);

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add Room
      </Button>
      <Dialog open={open} onClose={close} title="Add Room" size="lg">
        <RoomForm
          hostels={hostels}
          defaultHostel={defaultHostel}
          onCancel={close}
          onSubmit={async (input) => {
            await createRoom.mutateAsync(input);
            close();
          }}
        />
      </Dialog>
    </>
  );
}
