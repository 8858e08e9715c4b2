import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@hms/shared/auth';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The session check. Only a 401 ends the session, and the HTTP client drops the token for it
 * (docs/product-rules.md#sessions). Any other failure (no answer, the timeout, a 5xx, a page left
 * before the answer came) says nothing about the token, which is kept: dropping it would sign out
 * every tab of this browser.
 */
export async function getMe(signal?: AbortSignal): Promise<SessionUser> {
  // The schema, and Zod with it, is loaded here rather than with the app (a signed-out visitor's
  // first page does not need it), and downloads while the call is under way.
  const schema = import('@hms/shared/auth').then(({ meResponseSchema }) => meResponseSchema);
  const body = await apiClient.get('/auth/me', schema, { signal });
  return body.data;
}

/**
 * Keyed by token, so a token swapped in another tab never shows the previous user's name.
 * Checked once per token; sign-in seeds it directly and sign-out clears the cache. A check that
 * failed without a 401 is retried as any read is (lib/query-client.ts), and again on Try again.
 */
export function getMeQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...queryKeys.session, token],
    queryFn: token === null ? skipToken : ({ signal }) => getMe(signal),
    staleTime: Infinity,
  });
}

export function useMe(token: string | null) {
  return useQuery(getMeQueryOptions(token));
}
