import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { complaintSchema, type Complaint, type ComplaintUpdateInput } from '@hms/shared/complaints';
import { complaintMessages } from '@hms/shared/messages';
import { ApiError, apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { replaceComplaintInLists } from './get-complaints';

export type UpdateComplaintRequest = { id: string; input: ComplaintUpdateInput };

/**
 * An administrator moves a complaint on (docs/product-rules.md#status-transitions). The server
 * refuses any change outside ALLOWED_TRANSITIONS with a 409, and Resolved without a resolution
 * with a 400.
 */
export async function updateComplaint({ id, input }: UpdateComplaintRequest): Promise<Complaint> {
  const body = await apiClient.put(
    `/complaints/${encodeURIComponent(id)}`,
    input,
    successResponseSchema(complaintSchema),
  );
  return body.data;
}

export function useUpdateComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComplaint,
    onSuccess: (complaint) => {
      toast.success(complaintMessages.updated);
      replaceComplaintInLists(queryClient, complaint);
      void queryClient.invalidateQueries({ queryKey: queryKeys.complaints });
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeline });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, complaintMessages.updateFailed));
      // A refused change usually means someone else moved it meanwhile: show where it stands now.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.complaints });
      }
    },
  });
}
