import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import {
  notificationListResponseSchema,
  notificationMessages as m,
  notificationSchema,
  unreadCountResponseSchema,
} from '@hms/shared/notifications';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** How often the bell asks for its count while the page is open and seen. */
export const UNREAD_POLL_MS = 30_000;
const PAGE_SIZE = 20;

/**
 * The bell's count (docs/product-rules.md#notifications): asked again every 30 seconds while the
 * window is seen, and at once when it is focused again.
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: [...queryKeys.notifications, 'unread'],
    queryFn: ({ signal }) =>
      apiClient
        .get('/notifications/unread-count', unreadCountResponseSchema, { signal })
        .then((body) => body.unread),
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** A page of the account's notifications, all of them or the unread ones, newest first. */
export function useNotifications(filter: { unreadOnly: boolean; page: number }) {
  const params = new URLSearchParams({
    page: String(filter.page),
    limit: String(PAGE_SIZE),
    unreadOnly: String(filter.unreadOnly),
  });
  return useQuery({
    queryKey: [...queryKeys.notifications, 'list', filter.unreadOnly, filter.page],
    queryFn: ({ signal }) =>
      apiClient.get(`/notifications?${params}`, notificationListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

function useMarkMutation<Variables>(
  send: (variables: Variables) => Promise<unknown>,
  done?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      if (done) toast.success(done);
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
    onError: (error) => toast.error(getErrorMessage(error, m.markFailed)),
  });
}

export const useMarkNotificationRead = () =>
  useMarkMutation((id: string) =>
    apiClient.post(
      `/notifications/${encodeURIComponent(id)}/read`,
      {},
      successResponseSchema(notificationSchema),
    ),
  );

export const useMarkAllNotificationsRead = () =>
  useMarkMutation(
    () => apiClient.post('/notifications/read-all', {}, unreadCountResponseSchema),
    m.markedAll,
  );
