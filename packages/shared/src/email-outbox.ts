import { z } from 'zod';
import { pagedResponseSchema, pageQueryFields } from './pagination';

/**
 * E-mail waiting to go, sent, or given up on (docs/product-rules.md#e-mail): what administrators
 * see of it, and how they send a failed message again.
 */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const emailStatusLabels: Record<EmailStatus, string> = {
  pending: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
};

export const emailOutboxMessages = {
  notFound: 'This message does not exist.',
  notFailed: (status: EmailStatus) =>
    `This message is ${emailStatusLabels[status].toLowerCase()}; only a failed message can be sent again.`,
  retried: 'The message will be sent again in a moment',
  retryFailed: 'Failed to send the message again',
  loadFailed: 'Error loading e-mail',
  empty: 'No e-mail yet',
  emptyFiltered: 'No e-mail with this status',
  notConfigured:
    'E-mail is not set up on this server, so nothing is sent. Set SMTP_URL to send notifications and password-reset links by e-mail.',
} as const;

/**
 * `:id` of one message: a whole number, as the outbox numbers its messages. A malformed id is bad
 * input (400), not a missing message.
 */
export const emailOutboxParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, { error: 'The id in the address is not valid.' })
    .transform(Number),
});

/** `GET /api/admin/email-outbox`: newest first, of one status or all. */
export const emailOutboxQuerySchema = z.object({
  status: z.enum(EMAIL_STATUSES, { error: 'Choose a status from the list' }).optional(),
  ...pageQueryFields,
});
export type EmailOutboxQuery = z.infer<typeof emailOutboxQuerySchema>;

export const emailOutboxItemSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number(),
  /** Why the last attempt failed, as the mail server or the network said it. */
  lastError: z.string().nullable(),
  /** A waiting message's next attempt. */
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type EmailOutboxItem = z.infer<typeof emailOutboxItemSchema>;

export const emailOutboxListResponseSchema = pagedResponseSchema(emailOutboxItemSchema).extend({
  /** Whether this server sends e-mail at all (SMTP_URL is set). */
  mailConfigured: z.boolean(),
});
export type EmailOutboxList = z.infer<typeof emailOutboxListResponseSchema>;
