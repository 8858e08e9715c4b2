import type { Role } from '@hms/shared/enums';
import { apiMessages } from '@hms/shared/messages';
import { AppError } from '../../errors/app-error';

/**
 * The caller of a route whose own statement checks the account (decision 014): what the verified
 * token names, and `confirm`, which checks the account on its own and throws when it is gone, for
 * when that statement cannot say.
 */
export type Caller = { _id: string; role: Role; confirm: () => Promise<void> };

/** What a statement that checked the caller's account throws when it found none. */
export function accountGone(): AppError {
  return new AppError('UNAUTHORIZED', apiMessages.sessionExpired);
}
