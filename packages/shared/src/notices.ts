import { z } from 'zod';
import { pagedResponseSchema, pageQueryFields } from './pagination';

/** Notices from the office to hostels (docs/product-rules.md#notices). */
export const NOTICE_TITLE_MAX = 150;
export const NOTICE_BODY_MAX = 5000;
/** How many current notices the student dashboard shows before "All notices". */
export const DASHBOARD_NOTICES = 3;

export const noticeMessages = {
  titleRequired: 'Give the notice a title',
  titleTooLong: `A title must be at most ${NOTICE_TITLE_MAX} characters`,
  bodyRequired: 'Write what the notice says',
  bodyTooLong: `A notice must be at most ${NOTICE_BODY_MAX.toLocaleString('en-IN')} characters`,
  hostelsRequired: 'Choose at least one hostel, or send it to every hostel',
  expiryInPast: 'Choose an expiry in the future, or leave it empty',
  wardenAllHostels: 'A warden posts to their own hostels only. Choose them from the list.',
  hostelMissing: 'One of the chosen hostels no longer exists. Choose again.',
  notFound: 'This notice does not exist or is not one you can see.',
  allHostelsAdminOnly: 'Only an administrator can change a notice to every hostel.',
  otherHostels:
    'This notice also goes to hostels you do not run. Ask the hostel office to change it.',
  posted: 'Notice posted',
  updated: 'Notice updated',
  removed: 'Notice removed',
  postFailed: 'Failed to post the notice',
  updateFailed: 'Failed to update the notice',
  removeFailed: 'Failed to remove the notice',
  loadFailed: 'Error loading notices',
  empty: 'No notices right now',
  markedAllRead: 'All notices marked as read',
  markFailed: 'Failed to mark as read',
} as const;
const m = noticeMessages;

/**
 * `POST /api/notices` and `PUT /api/notices/{id}`. `hostels` is empty with `allHostels`; a warden
 * names some of their own. `expiresAt` is an ISO instant or absent.
 */
export const noticeInputSchema = z
  .object({
    title: z
      .string({ error: m.titleRequired })
      .trim()
      .min(1, { error: m.titleRequired })
      .max(NOTICE_TITLE_MAX, { error: m.titleTooLong }),
    body: z
      .string({ error: m.bodyRequired })
      .trim()
      .min(1, { error: m.bodyRequired })
      .max(NOTICE_BODY_MAX, { error: m.bodyTooLong }),
    pinned: z.boolean().default(false),
    expiresAt: z.iso.datetime({ offset: true, error: 'Enter a real date and time' }).optional(),
    allHostels: z.boolean().default(false),
    hostels: z
      .array(z.uuid({ error: 'Choose a hostel from the list' }))
      .max(200)
      .default([]),
  })
  .refine((notice) => notice.allHostels || notice.hostels.length > 0, {
    message: m.hostelsRequired,
    path: ['hostels'],
  });
export type NoticeInput = z.infer<typeof noticeInputSchema>;

/** Whose notices a rule is asked about: an administrator, or a warden with their hostels. */
type NoticeManager = { role: string; hostelIds?: readonly string[] | undefined };

/**
 * Why `account` may not post a notice to these hostels, or null when they may
 * (docs/product-rules.md#notices): a warden posts to their own hostels only.
 */
export function noticeAudienceRefusal(
  account: NoticeManager,
  audience: { allHostels: boolean; hostels: readonly string[] },
): string | null {
  if (account.role === 'admin') return null;
  const own = account.hostelIds ?? [];
  if (audience.allHostels || audience.hostels.some((id) => !own.includes(id))) {
    return m.wardenAllHostels;
  }
  return null;
}

/**
 * Why `account` may not edit or remove the notice, or null when they may
 * (docs/product-rules.md#notices): an administrator any; a warden one whose every hostel is theirs,
 * whoever wrote it, and never one to every hostel.
 */
export function noticeChangeRefusal(
  account: NoticeManager,
  notice: { allHostels: boolean; hostels: readonly { _id: string }[] },
): string | null {
  if (account.role === 'admin') return null;
  if (notice.allHostels) return m.allHostelsAdminOnly;
  const own = account.hostelIds ?? [];
  return notice.hostels.every((hostel) => own.includes(hostel._id)) ? null : m.otherHostels;
}

/** An expiry must lie ahead of `now` when the notice is saved; none at all is fine. */
export function noticeExpiryRefusal(expiresAt: string | undefined, now: Date): string | null {
  if (expiresAt === undefined) return null;
  return Date.parse(expiresAt) > now.getTime() ? null : m.expiryInPast;
}
export type NoticeFormValues = z.input<typeof noticeInputSchema>;

export const noticeSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** Plain text with line breaks; shown as text, never as HTML. */
  body: z.string(),
  pinned: z.boolean(),
  expiresAt: z.string().nullable(),
  allHostels: z.boolean(),
  hostels: z.array(z.object({ _id: z.string(), name: z.string() })),
  author: z.object({ name: z.string(), role: z.string() }),
  /** For a student: whether they have opened it. Staff: always true. */
  read: z.boolean(),
  /** Staff: whether it is past its expiry (a student sees only current ones). */
  expired: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeQuerySchema = z.object({
  /** Staff: include expired notices. */
  includeExpired: z
    .enum(['true', 'false'], { error: 'Choose true or false' })
    .optional()
    .transform((value) => value === 'true'),
  ...pageQueryFields,
});
/** `GET /api/student/notices`: a page of the student's current notices. */
export const studentNoticeQuerySchema = z.object({ ...pageQueryFields });

/** `POST /api/student/notices/read-all`: how many were marked just now. */
export const noticesMarkedSchema = z.object({ marked: z.number().int() });

export const noticeListResponseSchema = pagedResponseSchema(noticeSchema).extend({
  /** A student's unread current notices. */
  unread: z.number().int(),
});
export type NoticeList = z.infer<typeof noticeListResponseSchema>;
