import { useQuery } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { accountSchema } from '@hms/shared/fees';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whose account: a student's, as the office reads it, or the signed-in student's own. */
export type AccountOf = { student: string } | 'own';

const accountResponseSchema = successResponseSchema(accountSchema);

/** Where an account lives on the API; its ledger entries are under it. */
export function accountPath(of: AccountOf): string {
  return of === 'own' ? '/student/fees' : `/fees/students/${encodeURIComponent(of.student)}`;
}

/**
 * One key per account, so the fee screens and the check-out dialog's deposit (features/students)
 * share one answer, and every fee change stales it (lib/query-client.ts).
 */
export function accountKey(of: AccountOf) {
  return [...queryKeys.fees, 'account', of === 'own' ? 'own' : of.student] as const;
}

/** Balance, dues by month and deposits held. */
export function useAccount(of: AccountOf, { enabled = true } = {}) {
  return useQuery({
    queryKey: accountKey(of),
    queryFn: ({ signal }) =>
      apiClient.get(accountPath(of), accountResponseSchema, { signal }).then((body) => body.data),
    enabled,
  });
}
