import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deletedResponseSchema, successResponseSchema } from '@hms/shared/api';
import {
  DASHBOARD_NOTICES,
  noticeListResponseSchema,
  noticeMessages as m,
  noticeSchema,
  noticesMarkedSchema,
  type NoticeInput,
} from '@hms/shared/notices';
import { useToastedMutation } from '@/hooks/use-toasted-mutation';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const one = successResponseSchema(noticeSchema);
const PAGE_SIZE = 20;

/** The office's notices: current ones, or with the expired too. */
export function useStaffNotices(includeExpired: boolean, page: number) {
  const params = new URLSearchParams({
    page: String(page),
    limit: String(PAGE_SIZE),
    includeExpired: String(includeExpired),
  });
  return useQuery({
    queryKey: [...queryKeys.notices, 'staff', includeExpired, page],
    queryFn: ({ signal }) =>
      apiClient.get(`/notices?${params}`, noticeListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in student's current notices, with their unread count. */
export function useOwnNotices(page: number, limit = PAGE_SIZE) {
  return useQuery({
    queryKey: [...queryKeys.notices, 'own', limit, page],
    queryFn: ({ signal }) =>
      apiClient.get(`/student/notices?page=${page}&limit=${limit}`, noticeListResponseSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The dashboard's few: the first of the Notices page. */
export const useDashboardNotices = () => useOwnNotices(1, DASHBOARD_NOTICES);

const useNoticeMutation = <Variables>(
  send: (variables: Variables) => Promise<unknown>,
  messages: { done?: string; failed: string },
) => useToastedMutation(send, { ...messages, stale: [queryKeys.notices] });

export const usePostNotice = () =>
  useNoticeMutation((input: NoticeInput) => apiClient.post('/notices', input, one), {
    done: m.posted,
    failed: m.postFailed,
  });

export const useUpdateNotice = () =>
  useNoticeMutation(
    ({ id, input }: { id: string; input: NoticeInput }) =>
      apiClient.put(`/notices/${encodeURIComponent(id)}`, input, one),
    { done: m.updated, failed: m.updateFailed },
  );

export const useRemoveNotice = () =>
  useNoticeMutation(
    (id: string) => apiClient.delete(`/notices/${encodeURIComponent(id)}`, deletedResponseSchema),
    { done: m.removed, failed: m.removeFailed },
  );

/** Marking read says nothing when it works: the mark disappearing is the answer. */
export const useMarkNoticeRead = () =>
  useNoticeMutation(
    (id: string) => apiClient.post(`/student/notices/${encodeURIComponent(id)}/read`, {}, one),
    { failed: m.markFailed },
  );

export const useMarkAllNoticesRead = () =>
  useNoticeMutation(
    () =>
      apiClient.post('/student/notices/read-all', {}, successResponseSchema(noticesMarkedSchema)),
    { done: m.markedAllRead, failed: m.markFailed },
  );
