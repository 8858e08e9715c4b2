import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import { roomMessages } from '@hms/shared/messages';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

const deleteResponseSchema = successResponseSchema(z.object({ _id: z.string() }));

/** Refused (409) while students live in the room (docs/product-rules.md#deleting). */
export async function deleteRoom(id: string): Promise<void> {
  await apiClient.delete(`/rooms/${encodeURIComponent(id)}`, deleteResponseSchema);
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: () => {
      toast.success(roomMessages.deleted);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rooms });
      void queryClient.invalidateQueries({ queryKey: queryKeys.hostels });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, roomMessages.deleteFailed));
    },
  });
}
