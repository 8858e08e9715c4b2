import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import type { LeaveStatus } from '@hms/shared/enums';
import {
  leaveAwayResponseSchema,
  leaveListResponseSchema,
  leaveMessages as m,
  leaveSchema,
  type LeaveApplyInput,
} from '@hms/shared/leave';
import { useToastedMutation } from '@/hooks/use-toasted-mutation';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const one = successResponseSchema(leaveSchema);
const PAGE_SIZE = '20';

/** The signed-in student's leave, newest first. */
export function useOwnLeave(page: number) {
  const params = new URLSearchParams({ page: String(page), limit: PAGE_SIZE });
  return useQuery({
    queryKey: [...queryKeys.leave, 'own', page],
    queryFn: ({ signal }) =>
      apiClient.get(`/student/leaves?${params}`, leaveListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The list's filters; one left undefined is not applied. */
export type LeaveFilters = { status?: LeaveStatus | undefined; hostel?: string | undefined };

/** The office's applications, pending first, in the caller's hostels. */
export function useLeaveList(filters: LeaveFilters, page: number) {
  const params = new URLSearchParams({ page: String(page), limit: PAGE_SIZE });
  if (filters.status) params.set('status', filters.status);
  if (filters.hostel) params.set('hostel', filters.hostel);
  return useQuery({
    queryKey: [...queryKeys.leave, 'list', filters, page],
    queryFn: ({ signal }) =>
      apiClient.get(`/leaves?${params}`, leaveListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Who is away today and who is due back, in the caller's hostels or the one chosen. */
export function useLeaveAway(hostel: string | undefined) {
  const query = hostel ? `?${new URLSearchParams({ hostel })}` : '';
  return useQuery({
    queryKey: [...queryKeys.leave, 'away', hostel],
    queryFn: ({ signal }) =>
      apiClient.get(`/leaves/away${query}`, leaveAwayResponseSchema, { signal }),
  });
}

const useLeaveMutation = <Input>(
  send: (input: Input) => Promise<unknown>,
  messages: { done: string; failed: string },
) => useToastedMutation(send, { ...messages, stale: [queryKeys.leave] });

const path = (id: string) => encodeURIComponent(id);

export const useApplyLeave = () =>
  useLeaveMutation((input: LeaveApplyInput) => apiClient.post('/student/leaves', input, one), {
    done: m.applied,
    failed: m.applyFailed,
  });

export const useCancelLeave = () =>
  useLeaveMutation((id: string) => apiClient.post(`/student/leaves/${path(id)}/cancel`, {}, one), {
    done: m.cancelled,
    failed: m.cancelFailed,
  });

export const useApproveLeave = () =>
  useLeaveMutation(
    ({ id, note }: { id: string; note?: string | undefined }) =>
      apiClient.post(`/leaves/${path(id)}/approve`, note ? { note } : {}, one),
    { done: m.approved, failed: m.decideFailed },
  );

export const useRejectLeave = () =>
  useLeaveMutation(
    ({ id, note }: { id: string; note: string }) =>
      apiClient.post(`/leaves/${path(id)}/reject`, { note }, one),
    { done: m.rejected, failed: m.decideFailed },
  );
