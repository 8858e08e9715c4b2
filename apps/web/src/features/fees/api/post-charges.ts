import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { feeMessages as m, postingResultSchema, type PostingInput } from '@hms/shared/fees';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

const postingResponseSchema = successResponseSchema(postingResultSchema);

function postingQuery({ month, hostel }: PostingInput): string {
  const params = new URLSearchParams({ month });
  if (hostel) params.set('hostel', hostel);
  return params.toString();
}

/** What posting the month would add now: lines, students and their total. */
export function usePostingPreview(input: PostingInput) {
  return useQuery({
    queryKey: [...queryKeys.fees, 'preview', input.month, input.hostel ?? 'all'],
    queryFn: ({ signal }) =>
      apiClient
        .get(`/fees/postings/preview?${postingQuery(input)}`, postingResponseSchema, { signal })
        .then((body) => body.data),
    enabled: /^\d{4}-\d{2}$/.test(input.month),
  });
}

/** One hostel to post, or every hostel at once when `_id` is absent. */
export type PostingTarget = { _id?: string; name: string };
export type PostingStep = { name: string; index: number; count: number };

type PostChargesInput = {
  month: string;
  targets: readonly PostingTarget[];
  /** Called as each hostel's posting starts, for the progress bar. */
  onStep: (step: PostingStep) => void;
};

/** A posting that failed part-way: the hostel it stopped at and the lines posted before it. */
export class PostingStopped extends Error {
  constructor(
    readonly hostel: string,
    readonly posted: number,
    failure: unknown,
  ) {
    super(getErrorMessage(failure, m.saveFailed));
  }
}

/**
 * Posts a month hostel by hostel, one request after another: each is one transaction on the
 * server, so a campus is never locked at once, and the office sees how far it has got.
 */
async function postCharges({ month, targets, onStep }: PostChargesInput): Promise<number> {
  let posted = 0;
  for (const [index, target] of targets.entries()) {
    onStep({ name: target.name, index: index + 1, count: targets.length });
    try {
      const body = await apiClient.post(
        '/fees/postings',
        target._id ? { month, hostel: target._id } : { month },
        postingResponseSchema,
      );
      posted += body.data.lines;
    } catch (error) {
      throw new PostingStopped(target.name, posted, error);
    }
  }
  return posted;
}

export function usePostCharges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCharges,
    onSuccess: (lines) => toast.success(lines === 0 ? m.nothingToPost : m.posted(lines)),
    onError: (error) => {
      // The hostels posted before the failure stand: the fee screens must show them.
      void queryClient.invalidateQueries({ queryKey: queryKeys.fees });
      if (!(error instanceof PostingStopped)) return toast.error(m.saveFailed);
      const before = error.posted > 0 ? ` ${m.posted(error.posted)} before it.` : '';
      toast.error(`Posting stopped at ${error.hostel}: ${error.message}${before}`);
    },
  });
}
