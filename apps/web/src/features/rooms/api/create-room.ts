import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { roomMessages } from '@hms/shared/messages';
import { roomSchema, type Room, type RoomInput } from '@hms/shared/rooms';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** Not sent: the server derives capacity from the type (docs/product-rules.md#bed-capacity). */
export async function createRoom(input: RoomInput): Promise<Room> {
  const body = await apiClient.post('/rooms', input, successResponseSchema(roomSchema));
  return body.data;
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: () => {
      toast.success(roomMessages.added);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rooms });
      // Hostel cards count the rooms added so far.
      void queryClient.invalidateQueries({ queryKey: queryKeys.hostels });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, roomMessages.addFailed));
    },
  });
}
