import { useQuery } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { accountSchema } from '@hms/shared/fees';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const accountResponseSchema = successResponseSchema(accountSchema);

/**
 * A student's fee account, for the deposit check-out returns. Under the fees feature's own key
 * for the account (features/fees/api/get-account.ts), so the two share one answer and every fee
 * change stales both.
 */
export function useStudentAccount(id: string) {
  return useQuery({
    queryKey: [...queryKeys.fees, 'account', id],
    queryFn: ({ signal }) =>
      apiClient
        .get(`/fees/students/${encodeURIComponent(id)}`, accountResponseSchema, { signal })
        .then((body) => body.data),
  });
}
