import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ledgerPageSchema } from '@hms/shared/fees';
import { apiClient } from '@/lib/api-client';
import { accountKey, accountPath, type AccountOf } from '@/lib/fee-account';

/** How many ledger entries a page shows. */
export const ENTRIES_PAGE_SIZE = 10;

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
