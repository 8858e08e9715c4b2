import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { accountSchema, ledgerPageSchema } from '@hms/shared/fees';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whose account: a student's, as the office reads it, or the signed-in student's own. */
export type AccountOf = { student: string } | 'own';

const accountResponseSchema = successResponseSchema(accountSchema);

/** How many ledger entries a page shows. */
export const ENTRIES_PAGE_SIZE = 10;

function accountPath(of: AccountOf): string {
  return of === 'own' ? '/student/fees' : `/fees/students/${encodeURIComponent(of.student)}`;
}

/**
 * The key of an account, shared with the check-out dialog's deposit (features/students), which
 * reads the same answer.
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

/** The ledger, newest entry first, a page at a time. */
export function useLedgerEntries(of: AccountOf, page: number) {
  return useQuery({
    queryKey: [...accountKey(of), 'entries', page],
    queryFn: ({ signal }) =>
      apiClient.get(
        `${accountPath(of)}/entries?page=${page}&limit=${ENTRIES_PAGE_SIZE}`,
        ledgerPageSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
