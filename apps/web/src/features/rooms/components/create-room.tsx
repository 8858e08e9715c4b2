import type { Room, RoomInput } from '@hms/shared/rooms';
import { AddButton } from '@/components/ui/form-dialog-button';
import { useCreateRoom } from '../api/create-room';
import { RoomForm } from './room-form';

type CreateRoomProps = {
  hostels: readonly Pick<Room['hostel'], '_id' | 'name'>[];
  /** The hostel the list is filtered by, preselected in the form. */
  defaultHostel?: string | undefined;
};

/** The 'Add Room' button and its dialog. */
export function CreateRoom({ hostels, defaultHostel }: CreateRoomProps) {
  const createRoom = useCreateRoom();

  return (
    <AddButton
      label="Add Room"
      save={(input: RoomInput) => createRoom.mutateAsync(input)}
      form={(props) => <RoomForm hostels={hostels} defaultHostel={defaultHostel} {...props} />}
    />
  );
}
