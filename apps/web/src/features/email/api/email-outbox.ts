import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import {
  emailOutboxItemSchema,
  emailOutboxListResponseSchema,
  emailOutboxMessages as m,
  type EmailStatus,
} from '@hms/shared/email-outbox';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** A page of the outbox, newest first, of one status or all. */
export function useEmailOutbox(status: EmailStatus | undefined, page: number) {
  const params = new URLSearchParams({ page: String(page), limit: '10' });
  if (status) params.set('status', status);
  return useQuery({
    queryKey: [...queryKeys.emailOutbox, status ?? 'all', page],
    queryFn: ({ signal }) =>
      apiClient.get(`/admin/email-outbox?${params}`, emailOutboxListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export async function retryEmail(id: string) {
  const body = await apiClient.post(
    `/admin/email-outbox/${encodeURIComponent(id)}/retry`,
    {},
    successResponseSchema(emailOutboxItemSchema),
  );
  return body.data;
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    onSuccess: () => {
      toast.success(m.retried);
      void queryClient.invalidateQueries({ queryKey: queryKeys.emailOutbox });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, m.retryFailed));
    },
  });
}
