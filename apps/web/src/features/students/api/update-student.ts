import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { studentMessages } from '@hms/shared/messages';
import { studentSchema, type Student, type StudentUpdateInput } from '@hms/shared/students';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type UpdateStudentRequest = { id: string; input: StudentUpdateInput };

/**
 * The student ID and the password are not the administrator's to change
 * (docs/product-rules.md#student-edit).
 */
export async function updateStudent({ id, input }: UpdateStudentRequest): Promise<Student> {
  const body = await apiClient.put(
    `/admin/students/${encodeURIComponent(id)}`,
    input,
    successResponseSchema(studentSchema),
  );
  return body.data;
}

export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    onSuccess: () => {
      toast.success(studentMessages.updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.students });
      // Room cards list their residents by name, and setting a student inactive frees their bed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.rooms });
      void queryClient.invalidateQueries({ queryKey: queryKeys.hostels });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, studentMessages.updateFailed));
    },
  });
}
