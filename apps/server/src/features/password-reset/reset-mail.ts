import type { Role } from '@hms/shared/enums';
import { RESET_TOKEN_MINUTES } from '@hms/shared/password-reset';

export const RESET_MAIL_SUBJECT = 'Choose a new password';

const accountOf: Record<Role, string> = {
  admin: 'administrator account',
  warden: 'warden account',
  student: 'student account',
};

/**
 * Where the link leads: the reset page, with the token in its fragment, which the browser keeps
 * to itself: no server or proxy on the way sees it, or logs it.
 */
export function resetLink(appUrl: string, token: string): string {
  return `${appUrl}/reset-password#token=${token}`;
}

/** The e-mail that carries a reset link (docs/product-rules.md#password-reset). */
export function resetMailText(
  account: { role: Role; name: string },
  link: string,
  collegeName: string,
): string {
  return [
    `Hello ${account.name},`,
    '',
    `Someone asked to choose a new password for your ${accountOf[account.role]}.`,
    '',
    `Choose a new password here: ${link}`,
    '',
    `The link works once, for ${RESET_TOKEN_MINUTES} minutes. If you did not ask, ignore this e-mail: your password stays as it is.`,
    '',
    collegeName,
  ].join('\n');
}
