import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import {
  ROLL_CALL_REFRESH_MS,
  rollCallEntrySchema,
  rollCallListSchema,
  rollCallMessages as m,
  rollCallResponseSchema,
  studentRollCallListSchema,
  type RollCall,
  type RollCallMark,
  type RollCallStartInput,
} from '@hms/shared/roll-call';
import { useToastedMutation } from '@/hooks/use-toasted-mutation';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

const rollCallKey = (id: string) => [...queryKeys.rollCalls, 'one', id] as const;
const HISTORY_PAGE_SIZE = 10;

/**
 * `GET /api/roll-calls/{id}`: the list and its marks. While it is open it is read again every
 * few seconds, so two wardens marking one list see each other's marks.
 */
export function useRollCall(id: string) {
  return useQuery({
    queryKey: rollCallKey(id),
    queryFn: ({ signal }) =>
      apiClient.get(`/roll-calls/${encodeURIComponent(id)}`, rollCallResponseSchema, { signal }),
    select: (body) => body.data,
    refetchInterval: (query) =>
      query.state.data?.data.closedAt === null ? ROLL_CALL_REFRESH_MS : false,
  });
}

/** `GET /api/roll-calls?hostel=`: a hostel's nights, newest first, a page at a time. */
export function useRollCallHistory(hostel: string | undefined, page: number) {
  return useQuery({
    queryKey: [...queryKeys.rollCalls, 'history', hostel, page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        hostel: hostel ?? '',
        page: String(page),
        limit: String(HISTORY_PAGE_SIZE),
      });
      return apiClient.get(`/roll-calls?${query}`, rollCallListSchema, { signal });
    },
    enabled: hostel !== undefined,
  });
}

/** `POST /api/roll-calls`: tonight's roll-call, new or the one already open. */
export function useStartRollCall() {
  return useToastedMutation(
    async (input: RollCallStartInput) =>
      (await apiClient.post('/roll-calls', input, rollCallResponseSchema)).data,
    { failed: m.startFailed, stale: [queryKeys.rollCalls] },
  );
}

/**
 * `PUT /api/roll-calls/{id}/marks/{studentId}`: one tap. The list shows the mark at once; a
 * refusal (the roll-call closed meanwhile) says why in a toast and the list is read again.
 */
export function useMarkResident(id: string) {
  const queryClient = useQueryClient();
  const key = rollCallKey(id);
  return useMutation({
    mutationFn: async ({ studentId, mark }: { studentId: string; mark: RollCallMark }) =>
      (
        await apiClient.put(
          `/roll-calls/${encodeURIComponent(id)}/marks/${encodeURIComponent(studentId)}`,
          { mark },
          successResponseSchema(rollCallEntrySchema),
        )
      ).data,
    onMutate: async ({ studentId, mark }) => {
      // A refresh under way would otherwise put the old mark back for a moment.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<{ success: true; data: RollCall }>(key, (old) =>
        old ? { ...old, data: withMark(old.data, studentId, mark) } : old,
      );
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, m.markFailed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rollCalls }),
  });
}

/** `POST /api/roll-calls/{id}/close`: the answer is the closed roll-call, shown at once. */
export function useCloseRollCall(id: string) {
  const queryClient = useQueryClient();
  return useToastedMutation(
    async () => {
      const body = await apiClient.post(
        `/roll-calls/${encodeURIComponent(id)}/close`,
        {},
        rollCallResponseSchema,
      );
      queryClient.setQueryData(rollCallKey(id), body);
      return body.data;
    },
    { done: m.closedToast, failed: m.closeFailed, stale: [queryKeys.rollCalls] },
  );
}

/** The roll-call with one resident's mark changed, and its counts with it. */
export function withMark(rollCall: RollCall, studentId: string, mark: RollCallMark): RollCall {
  const counts = { ...rollCall.counts };
  const rooms = rollCall.rooms.map((room) => ({
    ...room,
    residents: room.residents.map((entry) => {
      if (entry.studentId !== studentId) return entry;
      counts[entry.mark ?? 'unmarked'] -= 1;
      counts[mark] += 1;
      return { ...entry, mark };
    }),
  }));
  return { ...rollCall, rooms, counts };
}

export { HISTORY_PAGE_SIZE };

/** `GET /api/admin/students/{id}/roll-calls`: one student's nights, newest first. */
export function useStudentRollCalls(studentId: string, page: number) {
  return useQuery({
    queryKey: [...queryKeys.rollCalls, 'student', studentId, page],
    queryFn: ({ signal }) =>
      apiClient.get(
        `/admin/students/${encodeURIComponent(studentId)}/roll-calls?page=${page}&limit=${HISTORY_PAGE_SIZE}`,
        studentRollCallListSchema,
        { signal },
      ),
  });
}
