import { z } from 'zod';
import { pagedResponseSchema, pageQueryFields } from './pagination';

/**
 * What a bell line tells of (docs/product-rules.md#notifications). A student hears of their own
 * complaints, room, requests, leave and fees; staff of new work in their scope.
 */
export const NOTIFICATION_KINDS = [
  'complaint.status',
  'complaint.comment',
  'complaint.created',
  'complaint.overdue',
  'room.assigned',
  'room.changed',
  'room.checkedout',
  'request.created',
  'request.decided',
  'leave.created',
  'leave.decided',
  'leave.cancelled',
  'leave.guardian',
  'fee.charged',
  'fee.paid',
  'notice.posted',
  'gate.late',
  'gate.overdue',
  'rollcall.absent',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Kinds the bell alone tells of, never e-mail: a notice goes to everyone in its hostels, and
 * thousands of messages for each would hold up the e-mail meant for one person behind them
 * (docs/product-rules.md#notices).
 */
export const BELL_ONLY_KINDS: readonly NotificationKind[] = ['notice.posted'];

export const notificationMessages = {
  loadFailed: 'Error loading notifications',
  empty: 'Nothing new. You will hear here when something changes.',
  markedAll: 'All notifications marked as read',
  markFailed: 'Failed to mark as read',
  notFound: 'This notification does not exist or is not yours.',
} as const;

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path inside the product, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationQuerySchema = z.object({
  unreadOnly: z
    .enum(['true', 'false'], { error: 'Choose true or false' })
    .optional()
    .transform((value) => value === 'true'),
  ...pageQueryFields,
});
export const notificationListResponseSchema = pagedResponseSchema(notificationSchema).extend({
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

/** `GET /api/notifications/unread-count`: what the bell polls. */
export const unreadCountResponseSchema = z.object({
  success: z.literal(true),
  unread: z.number().int(),
});
/** `GET /api/notifications/{id}` ids are bigint row numbers, sent as digits. */
export const notificationIdParamsSchema = z.object({
  id: z.string().regex(/^[0-9]{1,18}$/, { error: 'This notification does not exist' }),
});
