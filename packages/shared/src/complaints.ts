import { z } from 'zod';
import { staffMemberSchema } from './staff';
import {
  COMMENT_AUTHOR_MODELS,
  COMPLAINT_CATEGORIES,
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  toCanonicalCategory,
  type ComplaintStatus,
} from './enums';
import { requiredText } from './fields';
import { complaintMessages as m } from './messages';
import { pagedResponseSchema, pageQueryFields } from './pagination';
import { sortField, type SortKey } from './sorting';

export const SUBJECT_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5_000;
export const COMMENT_MAX_LENGTH = 2_000;

/**
 * The only status changes there are (docs/product-rules.md#status-transitions). Used by the
 * server to refuse the rest and by the admin screen to offer only these buttons.
 */
export const ALLOWED_TRANSITIONS: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  Open: ['In Progress', 'Resolved'],
  'In Progress': ['Resolved'],
  Resolved: ['Closed'],
  Closed: [],
};

/**
 * Accepts the canonical names and the original submit form's names
 * (docs/product-rules.md#complaint-categories).
 */
const categoryField = z.preprocess(
  (value) => (typeof value === 'string' ? (toCanonicalCategory(value.trim()) ?? value) : value),
  z.enum(COMPLAINT_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? m.categoryRequired : m.categoryInvalid,
  }),
);

/** The 'Submit New Complaint' dialog and `POST /api/complaints`. */
export const complaintCreateSchema = z.object({
  subject: requiredText(m.subjectRequired).max(SUBJECT_MAX_LENGTH, m.subjectTooLong),
  category: categoryField,
  priority: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 'Medium' : value),
    z.enum(COMPLAINT_PRIORITIES, { error: m.priorityInvalid }),
  ),
  description: requiredText(m.descriptionRequired).max(
    DESCRIPTION_MAX_LENGTH,
    m.descriptionTooLong,
  ),
});
export type ComplaintCreateFormValues = z.input<typeof complaintCreateSchema>;
export type ComplaintCreateInput = z.infer<typeof complaintCreateSchema>;

/** `PUT /api/complaints/{id}` (administrators). */
export const complaintUpdateSchema = z
  .object({
    status: z.enum(COMPLAINT_STATUSES, {
      error: (issue) => (issue.input === undefined ? m.statusRequired : m.statusInvalid),
    }),
    resolution: z
      .string({ error: 'Resolution must be text' })
      .trim()
      .max(DESCRIPTION_MAX_LENGTH, m.resolutionTooLong)
      .optional(),
  })
  .refine((value) => value.status !== 'Resolved' || (value.resolution ?? '') !== '', {
    message: m.resolutionRequired,
    path: ['resolution'],
  });
export type ComplaintUpdateInput = z.infer<typeof complaintUpdateSchema>;

/** `POST /api/complaints/{id}/comments`. */
export const commentCreateSchema = z.object({
  message: requiredText(m.commentRequired).max(COMMENT_MAX_LENGTH, m.commentTooLong),
});
export type CommentCreateInput = z.infer<typeof commentCreateSchema>;

export const commentSchema = z.object({
  _id: z.string(),
  author: z.object({ _id: z.string(), name: z.string() }),
  authorModel: z.enum(COMMENT_AUTHOR_MODELS),
  message: z.string(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const complaintSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  description: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  priority: z.enum(COMPLAINT_PRIORITIES),
  category: z.enum(COMPLAINT_CATEGORIES),
  student: z.object({ _id: z.string(), name: z.string(), studentId: z.string() }),
  /** Who has it: a warden or an administrator, or nobody yet. */
  assignee: staffMemberSchema.nullable(),
  comments: z.array(commentSchema),
  resolution: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** When the complaint's service target, as it stood when it was submitted, runs out. */
  dueAt: z.string(),
  /** Not Resolved or Closed, and past `dueAt` (docs/product-rules.md#service-targets). */
  overdue: z.boolean(),
  /** Whole minutes from submission to resolution; null until resolved. */
  minutesToResolve: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Complaint = z.infer<typeof complaintSchema>;

/**
 * The fewest characters a complaint search may have: shorter text holds no three-letter piece
 * for the search index to look up, and would be matched against every complaint.
 */
export const COMPLAINT_SEARCH_MIN_LENGTH = 3;

export const ASSIGNED_FILTERS = ['me', 'none'] as const;

/**
 * The column the complaints list sorts by: when each was submitted, newest first unless asked
 * (rule sorted-lists). Every complaint index ends in that time, so either way reads in order.
 */
export const COMPLAINT_SORT_FIELDS = ['submitted'] as const;
export type ComplaintSortField = (typeof COMPLAINT_SORT_FIELDS)[number];
export const COMPLAINT_DEFAULT_SORT: SortKey<ComplaintSortField> = '-submitted';

/**
 * `GET /api/complaints` filters. An administrator's search runs in the database; a student's own
 * text search runs in the browser (docs/product-rules.md#complaint-lists).
 */
export const complaintListQuerySchema = z.object({
  status: z.enum(COMPLAINT_STATUSES, { error: m.statusInvalid }).optional(),
  category: z.preprocess(
    (value) => (typeof value === 'string' ? (toCanonicalCategory(value) ?? value) : value),
    z.enum(COMPLAINT_CATEGORIES, { error: m.categoryInvalid }).optional(),
  ),
  priority: z.enum(COMPLAINT_PRIORITIES, { error: m.priorityInvalid }).optional(),
  /** Staff only: the caller's own complaints ('me') or nobody's ('none'). */
  assigned: z.enum(ASSIGNED_FILTERS, { error: m.assignedInvalid }).optional(),
  /** Only complaints past their service target and not yet Resolved or Closed. */
  overdue: z
    .enum(['true', 'false'], { error: m.overdueInvalid })
    .transform((value) => value === 'true')
    .optional(),
  search: z
    .string()
    .trim()
    .max(100, 'Search must be at most 100 characters')
    .refine((text) => text === '' || text.length >= COMPLAINT_SEARCH_MIN_LENGTH, m.searchTooShort)
    .optional(),
  sort: sortField('complaints', COMPLAINT_SORT_FIELDS),
  ...pageQueryFields,
});
export type ComplaintListQuery = z.input<typeof complaintListQuerySchema>;

/** `PUT /api/complaints/{id}/assignee`: a staff member's id, or null to take it off everyone. */
export const complaintAssignSchema = z.object({
  assigneeId: z.uuid({ error: m.assigneeInvalid }).nullable(),
});
export type ComplaintAssignInput = z.infer<typeof complaintAssignSchema>;

/** One step in a complaint's life, as its timeline shows it. */
export const timelineEventSchema = z.object({
  at: z.string(),
  kind: z.enum(['submitted', 'status', 'assigned']),
  /** Who did it; a student sees "Hostel office" for staff (docs/decisions/043). */
  by: z.string(),
  status: z.enum(COMPLAINT_STATUSES).optional(),
  /** For an assignment: whom it was given to, or null when taken off everyone. */
  assignee: z.string().nullable().optional(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const complaintListResponseSchema = pagedResponseSchema(complaintSchema);
