import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import {
  roomRequestMessages as m,
  roomRequestSchema,
  type RoomRequestApproveInput,
} from '@hms/shared/room-requests';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** Approving a request moves its student: the students, rooms and hostels change with it. */
export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RoomRequestApproveInput }) =>
      apiClient.post(
        `/room-requests/${encodeURIComponent(id)}/approve`,
        input,
        successResponseSchema(roomRequestSchema),
      ),
    onSuccess: () => {
      toast.success(m.approved);
      for (const queryKey of [
        queryKeys.roomRequests,
        queryKeys.students,
        queryKeys.rooms,
        queryKeys.hostels,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => toast.error(getErrorMessage(error, m.decideFailed)),
  });
}
