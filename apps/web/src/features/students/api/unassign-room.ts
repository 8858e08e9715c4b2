import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { studentMessages } from '@hms/shared/messages';
import { studentSchema, type Student } from '@hms/shared/students';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/**
 * Frees the student's bed; they stay on the books without a hostel or room
 * (docs/product-rules.md#room-moves).
 */
export async function unassignRoom(id: string): Promise<Student> {
  const body = await apiClient.delete(
    `/admin/students/${encodeURIComponent(id)}/room`,
    successResponseSchema(studentSchema),
  );
  return body.data;
}

export function useUnassignRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignRoom,
    onSuccess: () => {
      toast.success(studentMessages.roomUnassigned);
      void queryClient.invalidateQueries({ queryKey: queryKeys.students });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rooms });
      void queryClient.invalidateQueries({ queryKey: queryKeys.hostels });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, studentMessages.unassignFailed));
    },
  });
}
