import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

type ToastedMutationOptions = {
  /**
   * The toast once it is done (none where the screen's own change says it, such as a mark that
   * disappears), and the one when it fails without a message of the server's.
   */
  done?: string;
  failed: string;
  /** The lists it changes, marked stale once it is done (the dashboards' are: query-client.ts). */
  stale: readonly QueryKey[];
};

/** A change that says in a toast how it went, and has the lists it changed read again. */
export function useToastedMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  { done, failed, stale }: ToastedMutationOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      if (done) toast.success(done);
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toast.error(getErrorMessage(error, failed)),
  });
}
