import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { roomMessages } from '@hms/shared/messages';
import { roomSchema, type Room, type RoomInput } from '@hms/shared/rooms';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type UpdateRoomRequest = { id: string; input: RoomInput };

export async function updateRoom({ id, input }: UpdateRoomRequest): Promise<Room> {
  const body = await apiClient.put(
    `/rooms/${encodeURIComponent(id)}`,
    input,
    successResponseSchema(roomSchema),
  );
  return body.data;
}

export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoom,
    onSuccess: () => {
      toast.success(roomMessages.updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rooms });
      // A room moved to another hostel changes both hostels' room counts.
      void queryClient.invalidateQueries({ queryKey: queryKeys.hostels });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, roomMessages.updateFailed));
    },
  });
}
