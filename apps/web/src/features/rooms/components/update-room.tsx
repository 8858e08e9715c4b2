import type { Room, RoomInput } from '@hms/shared/rooms';
import { EditButton } from '@/components/ui/form-dialog-button';
import { useUpdateRoom } from '../api/update-room';
import { roomLabel } from './room-label';
import { RoomForm } from './room-form';

type UpdateRoomProps = {
  room: Room;
  hostels: readonly Pick<Room['hostel'], '_id' | 'name'>[];
};

/** A room card's Edit button and its dialog, filled in with the room. */
export function UpdateRoom({ room, hostels }: UpdateRoomProps) {
  const updateRoom = useUpdateRoom();

  return (
    <EditButton
      name={roomLabel(room)}
      title="Edit Room"
      save={(input: RoomInput) => updateRoom.mutateAsync({ id: room._id, input })}
      form={(props) => <RoomForm room={room} hostels={hostels} {...props} />}
    />
  );
}
