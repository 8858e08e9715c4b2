import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@hms/shared/auth';
import { apiClient } from '@/lib/api-client';
import { clearToken } from '@/lib/auth-token';
import { queryKeys } from '@/lib/query-keys';

export async function getMe(signal?: AbortSignal): Promise<SessionUser> {
  // The schema, and Zod with it, is loaded here rather than with the app (a signed-out visitor's
  // first page does not need it), and downloads while the call is under way.
  let schemaFailed = false;
  const schema = import('@hms/shared/auth').then(
    ({ meResponseSchema }) => meResponseSchema,
    (error: unknown) => {
      schemaFailed = true;
      throw error;
    },
  );
  schema.catch(() => {
    // Reported through the call below; this only stops an unhandled rejection when both fail.
  });
  try {
    const body = await apiClient.get('/auth/me', schema, { signal });
    return body.data;
  } catch (error) {
    // A stored token that cannot be turned back into a user is dropped
    // (docs/product-rules.md#sessions); code that failed to download says nothing about the token.
    if (!signal?.aborted && !schemaFailed) clearToken();
    throw error;
  }
}

/**
 * Keyed by token, so a token swapped in another tab never shows the previous user's name.
 * Checked once per token; sign-in seeds it directly and sign-out clears the cache.
 */
export function getMeQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...queryKeys.session, token],
    queryFn: token === null ? skipToken : ({ signal }) => getMe(signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useMe(token: string | null) {
  return useQuery(getMeQueryOptions(token));
}
