import { gateScanResultSchema } from '@hms/shared/gate';
import { ApiError, apiClient } from '@/lib/api-client';
import type { QueuedScan, SendOutcome } from './scan-queue';

/**
 * Answers worth waiting out: no answer at all (status 0), a server error or overload (5xx, with
 * 503 the overload guard's), a timeout or throttle, and a session that ran out (401: the guard
 * signs in again and the scan is sent then, under their name).
 */
function isWorthRetrying(status: number): boolean {
  return status === 0 || status >= 500 || status === 401 || status === 408 || status === 429;
}

const fallback = 'This scan was not recorded. Scan again or type the roll number.';

/** `POST /api/gate/scans` for the queue: what the server said, as the queue needs it. */
export async function sendScan(scan: QueuedScan): Promise<SendOutcome> {
  try {
    const answer = await apiClient.post('/gate/scans', scan, gateScanResultSchema);
    return { kind: 'recorded', result: answer.data };
  } catch (error) {
    if (error instanceof ApiError) {
      if (isWorthRetrying(error.status)) return { kind: 'retry' };
      return { kind: 'refused', message: error.message || error.errors[0]?.message || fallback };
    }
    // A 2xx whose body is not a scan's answer: sending it again would get the same.
    return { kind: 'refused', message: fallback };
  }
}
