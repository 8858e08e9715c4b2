import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import { studentMessages } from '@hms/shared/messages';
import { studentSchema, type Student, type studentCreateSchema } from '@hms/shared/students';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type StudentCreateInput = z.output<typeof studentCreateSchema>;

/**
 * An administrator adds a student through the registration call (docs/product-rules.md#api-calls).
 * Sent with the admin's token, it answers with the new student and leaves the admin signed in.
 */
export async function createStudent(input: StudentCreateInput): Promise<Student> {
  const body = await apiClient.post(
    '/auth/student/register',
    input,
    successResponseSchema(studentSchema),
  );
  return body.data;
}

export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: () => {
      toast.success(studentMessages.added);
      void queryClient.invalidateQueries({ queryKey: queryKeys.students });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, studentMessages.addFailed));
    },
  });
}
