import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { complaintSchema, type CommentCreateInput, type Complaint } from '@hms/shared/complaints';
import { complaintMessages } from '@hms/shared/messages';
import { ApiError, apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { replaceComplaintInLists } from './get-complaints';

export type AddCommentRequest = { id: string; input: CommentCreateInput };

/** Answers with the whole complaint and all its comments; a Closed complaint refuses (409). */
export async function addComment({ id, input }: AddCommentRequest): Promise<Complaint> {
  const body = await apiClient.post(
    `/complaints/${encodeURIComponent(id)}/comments`,
    input,
    successResponseSchema(complaintSchema),
  );
  return body.data;
}

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (complaint) => {
      toast.success(complaintMessages.commentAdded);
      replaceComplaintInLists(queryClient, complaint);
      void queryClient.invalidateQueries({ queryKey: queryKeys.complaints });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, complaintMessages.commentFailed));
      // Closed meanwhile: the refetch hides the comment box.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.complaints });
      }
    },
  });
}
