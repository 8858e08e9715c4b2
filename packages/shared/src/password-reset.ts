import { z } from 'zod';
import { ROLES } from './enums';
import { emailField, passwordField } from './fields';
import { validationMessages } from './messages';

/** Password reset by e-mail link, and temporary passwords (docs/product-rules.md#password-reset). */
export const RESET_TOKEN_MINUTES = 30;

export const passwordResetMessages = {
  /** The same answer whether or not the address has an account, so it cannot be probed. */
  sent: 'If an account uses that address, a link to choose a new password is on its way. It works once, for 30 minutes.',
  notConfigured:
    'Password reset by e-mail is not available here. Ask the hostel office for a temporary password.',
  tokenInvalid:
    'This link has expired or has already been used. Ask for a new one from the sign-in page.',
  changed: 'Password changed. Sign in with your new password.',
  temporarySet: 'Temporary password set. They must choose their own at next sign-in.',
  temporaryFailed: 'Failed to set the temporary password',
  requestFailed: 'Failed to send the link',
} as const;

/** `POST /api/auth/password-reset`: ask for a link. */
export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** `POST /api/auth/password-reset/confirm`: the token from the link and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: passwordResetMessages.tokenInvalid })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: passwordResetMessages.tokenInvalid }),
  newPassword: passwordField,
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;

/**
 * `POST /api/admin/students/{id}/temporary-password` and `/api/admin/wardens/{id}/…`: the office
 * sets one; the account must replace it at next sign-in.
 */
export const temporaryPasswordSchema = z.object({ password: passwordField });
export type TemporaryPasswordInput = z.infer<typeof temporaryPasswordSchema>;

/** The answer to a request for a link: the same whether or not the address has an account. */
export const passwordResetSentSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** The answer to a new password from a link: whose account it was, for the sign-in tab. */
export const passwordResetConfirmResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  role: z.enum(ROLES),
});
export type PasswordResetConfirmResponse = z.infer<typeof passwordResetConfirmResponseSchema>;

/** The reset page's form, with its confirmation field. */
export const passwordResetFormSchema = z
  .object({
    newPassword: passwordField,
    confirmPassword: z
      .string({ error: validationMessages.confirmPasswordRequired })
      .min(1, validationMessages.confirmPasswordRequired),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: validationMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type PasswordResetFormValues = z.input<typeof passwordResetFormSchema>;

/** The answer to a temporary password: the account, now held to choosing its own. */
export const temporaryPasswordResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ _id: z.string(), mustChangePassword: z.literal(true) }),
});
