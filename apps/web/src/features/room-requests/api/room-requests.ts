import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import type { RoomRequestStatus } from '@hms/shared/enums';
import {
  roomRequestListResponseSchema,
  roomRequestMessages as m,
  roomRequestOptionsSchema,
  roomRequestSchema,
  type RoomRequestCreateInput,
} from '@hms/shared/room-requests';
import { useToastedMutation } from '@/hooks/use-toasted-mutation';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const one = successResponseSchema(roomRequestSchema);

/** The signed-in student's requests, newest first. */
export function useOwnRequests() {
  return useQuery({
    queryKey: [...queryKeys.roomRequests, 'own'],
    queryFn: ({ signal }) =>
      apiClient.get('/student/room-requests?page=1&limit=20', roomRequestListResponseSchema, {
        signal,
      }),
  });
}

export function useRequestOptions() {
  return useQuery({
    queryKey: [...queryKeys.roomRequests, 'options'],
    queryFn: ({ signal }) =>
      apiClient
        .get('/student/room-request-options', successResponseSchema(roomRequestOptionsSchema), {
          signal,
        })
        .then((body) => body.data),
  });
}

/** The office's queue, filtered by status. */
export function useRequestQueue(status: RoomRequestStatus | undefined, page: number) {
  const params = new URLSearchParams({ page: String(page), limit: '20' });
  if (status) params.set('status', status);
  return useQuery({
    queryKey: [...queryKeys.roomRequests, 'queue', status ?? 'all', page],
    queryFn: ({ signal }) =>
      apiClient.get(`/room-requests?${params}`, roomRequestListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

const useRequestMutation = <Input>(
  send: (input: Input) => Promise<unknown>,
  messages: { done: string; failed: string },
) => useToastedMutation(send, { ...messages, stale: [queryKeys.roomRequests] });

export const useAskForRoom = () =>
  useRequestMutation(
    (input: RoomRequestCreateInput) => apiClient.post('/student/room-requests', input, one),
    { done: m.submitted, failed: m.submitFailed },
  );

export const useWithdrawRequest = () =>
  useRequestMutation(
    (id: string) =>
      apiClient.post(`/student/room-requests/${encodeURIComponent(id)}/withdraw`, {}, one),
    { done: m.withdrawn, failed: m.withdrawFailed },
  );

export const useRejectRequest = () =>
  useRequestMutation(
    ({ id, reason }: { id: string; reason: string }) =>
      apiClient.post(`/room-requests/${encodeURIComponent(id)}/reject`, { reason }, one),
    { done: m.rejected, failed: m.decideFailed },
  );
