import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { hostelSchema, type Hostel, type HostelInput } from '@hms/shared/hostels';
import { hostelMessages } from '@hms/shared/messages';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export async function createHostel(input: HostelInput): Promise<Hostel> {
  const body = await apiClient.post('/hostels', input, successResponseSchema(hostelSchema));
  return body.data;
}

export function useCreateHostel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHostel,
    onSuccess: () => {
      toast.success(hostelMessages.added);
      void queryClient.invalidateQueries({ queryKey: queryKeys.hostels });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, hostelMessages.addFailed));
    },
  });
}
