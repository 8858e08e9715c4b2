import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import { staffMessages } from '@hms/shared/messages';
import {
  wardenCreatedSchema,
  wardenSchema,
  type Warden,
  type WardenCreated,
  type WardenFormValues,
  type WardenUpdateInput,
} from '@hms/shared/staff';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** A warden, or a guard or mess manager with `role: 'guard'` or `'mess'`. */
export function createWarden(input: WardenFormValues): Promise<WardenCreated> {
  return apiClient.post('/wardens', input, wardenCreatedSchema);
}

export async function updateWarden(request: {
  id: string;
  input: WardenUpdateInput;
}): Promise<Warden> {
  const body = await apiClient.put(
    `/wardens/${encodeURIComponent(request.id)}`,
    request.input,
    successResponseSchema(wardenSchema),
  );
  return body.data;
}

export async function deleteWarden(id: string): Promise<void> {
  await apiClient.delete(
    `/wardens/${encodeURIComponent(id)}`,
    successResponseSchema(z.object({ _id: z.string() })),
  );
}

function useStaffMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  messages: { success?: string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      if (messages.success) toast.success(messages.success);
      void queryClient.invalidateQueries({ queryKey: queryKeys.wardens });
      void queryClient.invalidateQueries({ queryKey: queryKeys.staff });
    },
    onError: (error) => {
      toast.error(getErrorMessage(error, messages.failure));
    },
  });
}

/** The temporary password is shown by the caller, in its own dialog, this once. */
export const useCreateWarden = () =>
  useStaffMutation(createWarden, { failure: staffMessages.saveFailed });
/** `success`: the toast, in the words of the account's role ('Warden updated', 'Guard updated'). */
export const useUpdateWarden = (success: string = staffMessages.updated) =>
  useStaffMutation(updateWarden, { success, failure: staffMessages.saveFailed });
export const useDeleteWarden = (success: string = staffMessages.deleted) =>
  useStaffMutation(deleteWarden, { success, failure: staffMessages.deleteFailed });
