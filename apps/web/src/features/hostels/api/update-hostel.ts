import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { hostelSchema, type Hostel, type HostelInput } from '@hms/shared/hostels';
import { hostelMessages } from '@hms/shared/messages';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type UpdateHostelRequest = { id: string; input: HostelInput };

export async function updateHostel({ id, input }: UpdateHostelRequest): Promise<Hostel> {
  const body = await apiClient.put(
    `/hostels/${encodeURIComponent(id)}`,
    input,
    successResponseSchema(hostelSchema),
  );
  return body.data;
}

export function useUpdateHostel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHostel,
    onSuccess: () => {
      toast.success(hostelMessages.updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.hostels });
      // Room cards show their hostel's name.
      void queryClient.invalidateQueries({ queryKey: queryKeys.rooms });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, hostelMessages.updateFailed));
    },
  });
}
