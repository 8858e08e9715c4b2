import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { studentMessages } from '@hms/shared/messages';
import { studentSchema, type AssignRoomInput, type Student } from '@hms/shared/students';
import { ApiError, apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type AssignRoomRequest = { id: string; input: AssignRoomInput };

/**
 * The server checks what the dialog already narrowed (an active student, a free bed in the chosen
 * hostel, a hostel for their gender: docs/product-rules.md#bed-assignment) and answers 409 with
 * the reason if not. A student who has a room is moved, their old bed freed in the same step
 * (docs/product-rules.md#room-moves).
 */
export async function assignRoom({ id, input }: AssignRoomRequest): Promise<Student> {
  const body = await apiClient.put(
    `/admin/students/${encodeURIComponent(id)}/assign-room`,
    input,
    successResponseSchema(studentSchema),
  );
  return body.data;
}

export function useAssignRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRoom,
    onSuccess: () => {
      toast.success(studentMessages.roomAssigned);
      // Occupancy is derived from assignments: rooms and hostels changed as well as the student.
      void queryClient.invalidateQueries({ queryKey: queryKeys.students });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rooms });
      void queryClient.invalidateQueries({ queryKey: queryKeys.hostels });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, studentMessages.assignFailed));
      // A conflict often means the list is out of date (the last bed went meanwhile): refresh it.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.rooms });
      }
    },
  });
}
