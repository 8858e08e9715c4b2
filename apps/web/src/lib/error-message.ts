import { toastMessages } from '@hms/shared/messages';
import { ApiError } from './api-client';

/**
 * Show the server's sentence when it sent one, else the action's own fallback ('Login failed',
 * 'Failed to add room', ...); anything without an answer is unexpected
 * (docs/product-rules.md#toasts).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return toastMessages.unexpected;
  return error.message || fallback;
}

/** The server's or the transport's sentence, for under a load error; nothing for other failures. */
export function getErrorDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.message ? error.message : undefined;
}
