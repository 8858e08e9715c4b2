import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './constants';
import { wholeNumberField } from './numbers';

export const auditMessages = {
  actorInvalid: 'Choose who made the change from the list.',
  entityTypeInvalid: 'Choose a kind of record from the list.',
  entityIdInvalid: "The record's id is not valid. Open its history from its card.",
  actionInvalid: 'Choose an action from the list.',
  fromInvalid: 'Enter the "from" date as YYYY-MM-DD.',
  toInvalid: 'Enter the "to" date as YYYY-MM-DD.',
  rangeReversed: 'The "to" date must be on or after the "from" date.',
  searchTooShort: 'Type at least 3 characters to search by record.',
  searchTooLong: 'Search must be at most 100 characters',
  cursorInvalid: 'The page asked for is not valid. Go back to the newest entries.',
  bothCursors: 'Ask for older or newer entries, not both.',
  loadFailed: 'Failed to load activity',
} as const;
const m = auditMessages;

/** The kinds of record the Activity page filters by; entries may name others later. */
export const AUDIT_ENTITY_TYPES = [
  'student',
  'room',
  'hostel',
  'complaint',
  'request',
  'ledger',
  'posting',
  'leave',
  'notice',
  'email',
  'admin',
  'rollcall',
  'messplan',
] as const;

/** The actions written today (docs/decisions/040), `entity.verb`, for the Activity filter. */
export const AUDIT_ACTIONS = [
  'admin.register',
  'student.register',
  'student.create',
  'student.update',
  'student.profile',
  'student.delete',
  'student.assign',
  'student.move',
  'student.unassign',
  'student.checkout',
  'student.swap',
  'hostel.create',
  'hostel.update',
  'hostel.delete',
  'room.create',
  'room.update',
  'room.delete',
  'complaint.create',
  'complaint.status',
  'complaint.comment',
  'request.create',
  'request.withdraw',
  'request.approve',
  'request.reject',
  'ledger.charge',
  'ledger.credit',
  'ledger.payment',
  'ledger.fine',
  'ledger.waiver',
  'ledger.refund',
  'ledger.deposit',
  'ledger.reverse',
  'posting.create',
  'notice.post',
  'notice.update',
  'notice.remove',
  'leave.apply',
  'leave.cancel',
  'leave.approve',
  'leave.reject',
  'leave.guardian',
  'student.reset',
  'warden.reset',
  'guard.reset',
  'email.retry',
  'gate.out',
  'gate.in',
  'hostel.curfew',
  'guardian.update',
  'guardian.told',
  'rollcall.start',
  'rollcall.mark',
  'rollcall.close',
  'mess.reset',
  'messplan.create',
  'messplan.update',
  'messplan.delete',
  'messmenu.update',
  'mess.enrol',
] as const;

/** The fewest characters a search by record may have: the index looks up three-letter pieces. */
export const AUDIT_SEARCH_MIN_LENGTH = 3;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateField = (message: string) =>
  z
    .string()
    .trim()
    .refine((text) => DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), message)
    .optional();

const cursorField = (message: string) =>
  wholeNumberField({
    required: message,
    min: 1,
    minMessage: message,
    max: Number.MAX_SAFE_INTEGER,
    maxMessage: message,
    invalid: message,
  }).optional();

/** The Activity page's filters, kept under the same names in its URL. */
const auditFilterFields = {
  actor: z.uuid({ error: m.actorInvalid }).optional(),
  entityType: z
    .string()
    .trim()
    .regex(/^[a-z]{1,30}$/, m.entityTypeInvalid)
    .optional(),
  entityId: z.uuid({ error: m.entityIdInvalid }).optional(),
  action: z
    .string()
    .trim()
    .regex(/^[a-z]{1,30}\.[a-z]{1,30}$/, m.actionInvalid)
    .optional(),
  from: dateField(m.fromInvalid),
  to: dateField(m.toInvalid),
  search: z
    .string()
    .trim()
    .max(100, m.searchTooLong)
    .refine((text) => text === '' || text.length >= AUDIT_SEARCH_MIN_LENGTH, m.searchTooShort)
    .optional(),
};

/** Dates are whole days in UTC, both ends included: `to` may not come before `from`. */
const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;

/**
 * `GET /api/audit-entries`: the filters, paged by id, newest first: `before` reads the entries
 * older than that id, `after` those newer (docs/decisions/041).
 */
export const auditEntryQuerySchema = z
  .object({
    ...auditFilterFields,
    before: cursorField(m.cursorInvalid),
    after: cursorField(m.cursorInvalid),
    limit: wholeNumberField({
      required: 'Limit is required',
      min: 1,
      minMessage: 'Limit must be at least 1',
      max: PAGE_LIMIT_MAX,
      maxMessage: `Limit must be at most ${PAGE_LIMIT_MAX}`,
    }).default(PAGE_LIMIT_DEFAULT),
  })
  .refine((q) => q.before === undefined || q.after === undefined, {
    message: m.bothCursors,
    path: ['after'],
  })
  .refine(rangeInOrder, { message: m.rangeReversed, path: ['to'] });
export type AuditEntryQuery = z.input<typeof auditEntryQuerySchema>;
export type AuditEntryFilter = z.infer<typeof auditEntryQuerySchema>;

/** `GET /api/activity.csv`: the Activity page's filters, without its paging. */
export const auditExportQuerySchema = z
  .object(auditFilterFields)
  .refine(rangeInOrder, { message: m.rangeReversed, path: ['to'] });
export type AuditExportFilter = z.infer<typeof auditExportQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  // The actor's role is text: roles may be added, and an entry keeps the one its actor had.
  actor: z.object({ id: z.string().nullable(), role: z.string(), name: z.string() }),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  label: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * Beside a page of entries: the cursors of the pages on either side, null where there is none.
 * No total: counting a million entries on every page would cost more than the page.
 */
export const auditPagingSchema = z.object({
  older: z.number().nullable(),
  newer: z.number().nullable(),
});
export type AuditPaging = z.infer<typeof auditPagingSchema>;

export const auditEntryListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(auditEntrySchema),
  paging: auditPagingSchema,
});
export type AuditEntryListResponse = z.infer<typeof auditEntryListResponseSchema>;
