import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import { curfewSchema, gateMessages, type Curfew, type CurfewInput } from '@hms/shared/gate';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export const curfewMessages = {
  loadFailed: 'Error loading the curfews',
  saveFailed: 'Failed to save the curfew',
  noHostels: 'No hostels yet. Add a hostel to give it a curfew.',
} as const;

const listSchema = successResponseSchema(z.array(curfewSchema));
const oneSchema = successResponseSchema(curfewSchema);

/** `GET /api/gate/curfews`: each of the caller's hostels with its curfew. */
export function useCurfews() {
  return useQuery({
    queryKey: queryKeys.curfews,
    queryFn: ({ signal }) => apiClient.get('/gate/curfews', listSchema, { signal }),
    select: (body) => body.data,
  });
}

/**
 * `PUT /api/gate/curfews/{hostelId}` (administrators): one hostel's curfew and whether a guardian
 * approves leave first. The saved curfew replaces its hostel's in the list; whether each resident
 * is late may change with it, so the gate's lists are read again.
 */
export function useSaveCurfew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ hostelId, input }: { hostelId: string; input: CurfewInput }) =>
      (await apiClient.put(`/gate/curfews/${encodeURIComponent(hostelId)}`, input, oneSchema)).data,
    onSuccess: (saved: Curfew) => {
      toast.success(gateMessages.curfewSaved);
      queryClient.setQueryData<z.infer<typeof listSchema>>(queryKeys.curfews, (list) =>
        list
          ? {
              ...list,
              data: list.data.map((one) => (one.hostelId === saved.hostelId ? saved : one)),
            }
          : list,
      );
      void queryClient.invalidateQueries({
        queryKey: queryKeys.gate,
        predicate: ({ queryKey }) => queryKey[1] !== queryKeys.curfews[1],
      });
    },
    onError: (error) => toast.error(getErrorMessage(error, curfewMessages.saveFailed)),
  });
}

/** '22:00:00' as the database may keep it → '22:00', as the time field and the page show it. */
export function hoursAndMinutes(curfew: string): string {
  return curfew.slice(0, 5);
}
