import type { Role } from '@hms/shared/enums';
import { RESET_TOKEN_MINUTES } from '@hms/shared/password-reset';

export const RESET_MAIL_SUBJECT = 'Choose a new password';

const accountOf: Record<Role, string> = {
  admin: 'administrator account',
  warden: 'warden account',
  guard: 'guard account',
  mess: 'mess manager account',
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

/**
 * What a reset e-mail's row keeps once the message is sent, given up on, or its link has lapsed:
 * the link opens the account, and the outbox, like every backup of it, is no place to keep that.
 * Should the message go out after all (sent again from the Settings page, or late), it says this.
 */
export const RESET_MAIL_KEPT_TEXT = [
  `A link to choose a new password was sent to this address. It worked once, for ${RESET_TOKEN_MINUTES} minutes, and is not kept.`,
  '',
  'If you still need a new password, ask for a new link from the sign-in page.',
].join('\n');

/** The outbox sender's `keptText`: a reset e-mail's body is not kept once it is done with. */
export function resetMailKeptText(mail: { subject: string; text: string }): string | undefined {
  const carriesLink = mail.subject === RESET_MAIL_SUBJECT && mail.text.includes('/reset-password');
  return carriesLink ? RESET_MAIL_KEPT_TEXT : undefined;
}
