import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedResponseSchema } from '@hms/shared/api';
import { studentMessages } from '@hms/shared/messages';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/**
 * Frees the student's bed and removes their complaints with them
 * (docs/product-rules.md#deleting).
 */
export async function deleteStudent(id: string): Promise<void> {
  await apiClient.delete(`/admin/students/${encodeURIComponent(id)}`, deletedResponseSchema);
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudent,
    onSuccess: () => {
      toast.success(studentMessages.deleted);
      void queryClient.invalidateQueries({ queryKey: queryKeys.students });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rooms });
      void queryClient.invalidateQueries({ queryKey: queryKeys.hostels });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, studentMessages.deleteFailed));
    },
  });
}
