import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import { hostelMessages } from '@hms/shared/messages';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

const deleteResponseSchema = successResponseSchema(z.object({ _id: z.string() }));

/**
 * Refused (409) while residents remain; otherwise the hostel's rooms go with it
 * (docs/product-rules.md#deleting).
 */
export async function deleteHostel(id: string): Promise<void> {
  await apiClient.delete(`/hostels/${encodeURIComponent(id)}`, deleteResponseSchema);
}

export function useDeleteHostel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHostel,
    onSuccess: () => {
      toast.success(hostelMessages.deleted);
      void queryClient.invalidateQueries({ queryKey: queryKeys.hostels });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rooms });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, hostelMessages.deleteFailed));
    },
  });
}
