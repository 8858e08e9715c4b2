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
  posted: 'Notice posted',
  updated: 'Notice updated',
  removed: 'Notice removed',
  postFailed: 'Failed to post the notice',
  loadFailed: 'Error loading notices',
  empty: 'No notices right now',
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
export const noticeListResponseSchema = pagedResponseSchema(noticeSchema).extend({
  /** A student's unread current notices. */
  unread: z.number().int(),
});
export type NoticeList = z.infer<typeof noticeListResponseSchema>;
