import { useQuery } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { gatePassSchema, PASS_WINDOW_SECONDS, type GatePass } from '@hms/shared/gate';
import { apiClient } from '@/lib/api-client';

const passResponse = successResponseSchema(gatePassSchema);

/** Fetched this long before the code's window ends, so the next code is on screen in time. */
const RENEW_EARLY_MS = 2_000;
/**
 * Never sooner than this: a phone whose clock runs ahead would otherwise ask every moment. The
 * gate reads a code for one window after its own (docs/decisions/063), so a renewal at most one
 * window apart always shows a code the guard can read.
 */
const MIN_RENEW_MS = 5_000;
const MAX_RENEW_MS = PASS_WINDOW_SECONDS * 1000;

/** How long to wait before fetching the next code. */
export function renewDelayMs(pass: Pick<GatePass, 'expiresAt'>, now: number = Date.now()): number {
  const left = new Date(pass.expiresAt).getTime() - now - RENEW_EARLY_MS;
  return Math.min(MAX_RENEW_MS, Math.max(MIN_RENEW_MS, left));
}

/**
 * The signed-in student's gate pass, fetched again shortly before it expires for as long as the
 * page is open, also when the tab is in the background: the student may be walking to the gate.
 */
export function useGatePass() {
  return useQuery({
    queryKey: ['gate-pass'],
    queryFn: ({ signal }) => apiClient.get('/student/gate-pass', passResponse, { signal }),
    select: (response) => response.data,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: true,
    // A refusal (no room) stays until the student retries; a failure with a code on show keeps
    // trying, so the code renews once the connection returns.
    refetchInterval: (query) =>
      query.state.data
        ? renewDelayMs(query.state.data.data)
        : query.state.error
          ? false
          : MIN_RENEW_MS,
    refetchIntervalInBackground: true,
  });
}
