import { MutationCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { QUERY_RETRY, QUERY_STALE_TIME_MS } from '@hms/shared/constants';
import { ApiError } from './api-client';
import { queryKeys } from './query-keys';

// A 4xx will not change on a second try; only transport and server failures are retried, once
// (docs/product-rules.md#fresh-after-change).
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRY;
}

export const queryConfig = {
  queries: {
    staleTime: QUERY_STALE_TIME_MS,
    refetchOnWindowFocus: false,
    retry: shouldRetry,
  },
} satisfies DefaultOptions;

/**
 * The dashboards count what every other screen changes: a student added, a room assigned, a
 * complaint moved on or submitted, a name edited. Kept fresh for 300 s like every list, they would
 * show the figures from before the change. So any successful change stales them, here once rather
 * than in each feature, where a new mutation could forget to. Not awaited: a save must not wait
 * for a dashboard that is on screen to reload.
 */
function createMutationCache(): MutationCache {
  return new MutationCache({
    onSuccess: (_data, _variables, _onMutateResult, _mutation, { client }) => {
      void client.invalidateQueries({ queryKey: queryKeys.dashboards });
      void client.invalidateQueries({ queryKey: queryKeys.activity });
      void client.invalidateQueries({ queryKey: queryKeys.reports });
      // Stays: assigning, deactivating or deleting a student ends or begins one.
      void client.invalidateQueries({ queryKey: queryKeys.residencies });
      // Fees: a payment or reversal, and also an assignment (the hostel's deposit), a move or a
      // check-out (days not lived credited, a deposit returned) all change an account.
      void client.invalidateQueries({ queryKey: queryKeys.fees });
    },
  });
}

/** Tests pass their own defaults (no retries); the mutation rules are the app's either way. */
export function createQueryClient(defaultOptions: DefaultOptions = queryConfig): QueryClient {
  return new QueryClient({ defaultOptions, mutationCache: createMutationCache() });
}

/** Resolves once no query is fetching: the screen on show has the data it asked for. */
export function whenQueriesSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = client.getQueryCache();
    let unsubscribe = () => {};
    const check = () => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    unsubscribe = cache.subscribe(check);
    check();
  });
}
