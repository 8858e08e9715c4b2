import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { complaintSchema, type Complaint, type ComplaintCreateInput } from '@hms/shared/complaints';
import { complaintMessages } from '@hms/shared/messages';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** A student's new complaint; it starts Open, with no comments. */
export async function createComplaint(input: ComplaintCreateInput): Promise<Complaint> {
  const body = await apiClient.post('/complaints', input, successResponseSchema(complaintSchema));
  return body.data;
}

export function useCreateComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComplaint,
    onSuccess: () => {
      toast.success(complaintMessages.submitted);
      void queryClient.invalidateQueries({ queryKey: queryKeys.complaints });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, complaintMessages.submitFailed));
    },
  });
}
