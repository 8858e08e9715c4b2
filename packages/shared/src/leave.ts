import { z } from 'zod';
import { addDays, calendarDayField, type CalendarDay } from './calendar-day';
import { LEAVE_STATUSES, type LeaveStatus } from './enums';
import { phoneField } from './fields';
import { instantAt } from './gate-rules';
import { pagedResponseSchema, pageQueryFields, hostelFilterField } from './pagination';

/**
 * Leave (out-pass) applications (docs/product-rules.md#leave). A leave covers the days `from` to
 * `to`, both included: the student is away on each and due back on `to`.
 */
export const LEAVE_MAX_DAYS = 90;
/** How far ahead a student may apply. */
export const LEAVE_MAX_AHEAD_DAYS = 180;
export const LEAVE_TEXT_MAX = 500;

export const leaveMessages = {
  destinationRequired: 'Say where you are going',
  reasonRequired: 'Say why you are going',
  textTooLong: `At most ${LEAVE_TEXT_MAX} characters`,
  decisionTooLong: 'A note must be at most 1,000 characters',
  rejectNoteRequired: 'Give a reason the student will read',
  fromInPast: (today: CalendarDay) => `Leave cannot start before today (${today}).`,
  toBeforeFrom: 'The last day must be on or after the first day.',
  tooLong: `A leave can be at most ${LEAVE_MAX_DAYS} days. Apply again for the rest.`,
  tooFarAhead: `Apply at most ${LEAVE_MAX_AHEAD_DAYS} days ahead.`,
  overlaps: (from: CalendarDay, to: CalendarDay) =>
    `You already have leave from ${from} to ${to} that overlaps these days. Cancel it first or choose other days.`,
  noRoom: 'Leave is for students living in a hostel. You have no room yet.',
  inactive: 'Your account is inactive. Contact the hostel office.',
  notPending: (status: string) =>
    `This leave is ${status.toLowerCase()}; only a pending leave can be decided.`,
  notCancellable: 'Only pending or approved leave that has not started can be cancelled.',
  notFound: 'This leave does not exist or is not one you can see.',
  applied: 'Leave applied for',
  cancelled: 'Leave cancelled',
  approved: 'Leave approved',
  rejected: 'Leave rejected',
  applyFailed: 'Failed to apply for leave',
  cancelFailed: 'Failed to cancel leave',
  decideFailed: 'Failed to save the decision',
  loadFailed: 'Error loading leave',
  empty: 'No leave yet',
  nobodyAway: 'Nobody is away today',
  nobodyDue: 'Nobody is due back today or tomorrow',
  guardianNeeded:
    "Your hostel asks a guardian to approve leave first. On your profile, under Guardians and emergency contact, give a guardian's e-mail address and tick the box for leave, then apply again.",
  waitingForGuardian: (until: string) =>
    `Waiting for the guardian's answer: their link works until ${until}. Reject the leave now, or decide after then.`,
  guardianDeclined:
    "The student's guardian declined this leave, so it cannot be approved. You may reject it.",
} as const;
const m = leaveMessages;

const leaveText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(LEAVE_TEXT_MAX, { error: m.textTooLong });

/** `POST /api/student/leaves`. */
export const leaveApplySchema = z.object({
  from: calendarDayField,
  to: calendarDayField,
  destination: leaveText(m.destinationRequired),
  reason: leaveText(m.reasonRequired),
  contactPhone: phoneField,
});
export type LeaveApplyInput = z.infer<typeof leaveApplySchema>;

/** `POST /api/leaves/{id}/approve` (note optional) and `/reject` (note required). */
export const leaveApproveSchema = z.object({
  note: z.string().trim().max(1000, { error: m.decisionTooLong }).optional(),
});
export const leaveRejectSchema = z.object({
  note: z
    .string({ error: m.rejectNoteRequired })
    .trim()
    .min(1, { error: m.rejectNoteRequired })
    .max(1000, { error: m.decisionTooLong }),
});

/**
 * What is wrong with the days of a new leave, field by field, or nothing: the one rule the form
 * and the server share. Overlap with other leave is the database's to decide (migration 0025).
 */
export function leaveDaysProblem(input: {
  from: CalendarDay;
  to: CalendarDay;
  today: CalendarDay;
}): { path: 'from' | 'to'; message: string } | undefined {
  const { from, to, today } = input;
  if (from < today) return { path: 'from', message: m.fromInPast(today) };
  if (from > addDays(today, LEAVE_MAX_AHEAD_DAYS)) return { path: 'from', message: m.tooFarAhead };
  if (to < from) return { path: 'to', message: m.toBeforeFrom };
  if (to > addDays(from, LEAVE_MAX_DAYS - 1)) return { path: 'to', message: m.tooLong };
  return undefined;
}

/** A student may cancel pending or approved leave until its first day. */
export function mayCancelLeave(
  leave: { status: LeaveStatus; from: CalendarDay },
  today: CalendarDay,
): boolean {
  return (leave.status === 'Pending' || leave.status === 'Approved') && leave.from > today;
}

/**
 * A guardian's approval of leave (docs/product-rules.md#leave): where the hostel asks for it, the
 * student's guardians are e-mailed a signed link that answers once, until 48 hours after the
 * application or the leave's first day at 00:00 in the college's time zone, whichever is sooner.
 */
export const GUARDIAN_LINK_HOURS = 48;
export const GUARDIAN_DECISIONS = ['Approved', 'Declined'] as const;
export type GuardianDecision = (typeof GUARDIAN_DECISIONS)[number];

/** When a guardian's link asked at `askedAt` stops working. */
export function guardianLinkExpiry(askedAt: Date, fromDay: CalendarDay, timeZone: string): Date {
  const afterHours = askedAt.getTime() + GUARDIAN_LINK_HOURS * 3_600_000;
  return new Date(Math.min(afterHours, instantAt(fromDay, '00:00', timeZone).getTime()));
}

/** Where a leave stands with the guardian, as its card says it. */
export type GuardianState = 'waiting' | 'approved' | 'declined' | 'unanswered';

export function guardianStateOf(
  leave: { status: LeaveStatus; guardian?: LeaveGuardian | null | undefined },
  now: Date,
): GuardianState | null {
  const guardian = leave.guardian;
  if (!guardian) return null;
  if (guardian.decision === 'Approved') return 'approved';
  if (guardian.decision === 'Declined') return 'declined';
  const open = leave.status === 'Pending' && now < new Date(guardian.expiresAt);
  return open ? 'waiting' : 'unanswered';
}

export const GUARDIAN_STATE_LABELS: Record<GuardianState, string> = {
  waiting: 'Waiting for guardian',
  approved: 'Guardian approved',
  declined: 'Guardian declined',
  unanswered: 'No answer from guardian',
};

export const leaveSchema = z.object({
  _id: z.string(),
  status: z.enum(LEAVE_STATUSES),
  from: z.string(),
  to: z.string(),
  destination: z.string(),
  reason: z.string(),
  contactPhone: z.string(),
  student: z.object({ _id: z.string(), name: z.string(), studentId: z.string() }),
  /** The hostel and room the student lived in when applying (room: where they live now). */
  hostel: z.object({ _id: z.string(), name: z.string() }).nullable(),
  roomNumber: z.string().nullable(),
  decisionNote: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** For the student: whether they may still cancel it. */
  cancellable: z.boolean(),
  createdAt: z.string(),
  /** When the hostel asked a guardian first: their answer, if any, and when the link ends. */
  guardian: z
    .object({
      askedAt: z.string(),
      decision: z.enum(GUARDIAN_DECISIONS).nullable(),
      decidedAt: z.string().nullable(),
      expiresAt: z.string(),
    })
    .nullable()
    .optional(),
});
export type Leave = z.infer<typeof leaveSchema>;
export type LeaveGuardian = NonNullable<Leave['guardian']>;

export const leaveQuerySchema = z.object({
  status: z.enum(LEAVE_STATUSES, { error: 'Choose a status from the list' }).optional(),
  hostel: hostelFilterField,
  ...pageQueryFields,
});
export const leaveListResponseSchema = pagedResponseSchema(leaveSchema);
export type LeaveList = z.infer<typeof leaveListResponseSchema>;

/** `GET /api/leaves/away`: the warden's day, in their scope. */
export const leaveAwayQuerySchema = z.object({ hostel: hostelFilterField });
export const leaveAwayResponseSchema = z.object({
  success: z.literal(true),
  day: z.string(),
  /** Approved leave covering today. */
  awayToday: z.array(leaveSchema),
  /** Approved leave whose last day is today or tomorrow. */
  dueBack: z.array(leaveSchema),
});
export type LeaveAway = z.infer<typeof leaveAwayResponseSchema>;

export const guardianLinkMessages = {
  invalid: 'This link is not valid. Open it again from the e-mail, with the whole address.',
  expired: 'This link has expired. The hostel office now decides the leave without your answer.',
  answered: (decision: GuardianDecision) =>
    `This leave was already ${decision.toLowerCase()} through this link. An answer cannot be changed.`,
  notPending: (status: string) =>
    `This leave is ${status.toLowerCase()}, so it no longer waits for your answer.`,
  gone: 'This leave no longer exists.',
  decisionInvalid: 'Choose Approve or Decline',
  Approved: 'Thank you. You approved this leave; the hostel office decides next.',
  Declined: 'Thank you. You declined this leave; the hostel office will not approve it.',
  loadFailed: 'The leave could not be loaded. Try again in a moment.',
  answerFailed: 'Your answer could not be saved. Try again in a moment.',
} as const;

/** `/api/guardian/leave/{token}`: the token is the signed link's, no sign-in needed. */
export const guardianLinkParamsSchema = z.object({
  token: z
    .string({ error: guardianLinkMessages.invalid })
    .max(200, { error: guardianLinkMessages.invalid }),
});

export const guardianAnswerSchema = z.object({
  decision: z.enum(GUARDIAN_DECISIONS, { error: guardianLinkMessages.decisionInvalid }),
});
export type GuardianAnswerInput = z.infer<typeof guardianAnswerSchema>;

/** What the guardian's page shows: no reason, no phone, no room. */
export const guardianLeaveSchema = z.object({
  student: z.string(),
  hostel: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  destination: z.string(),
  /** Waiting for the answer; answered; the link expired; or the leave is no longer pending. */
  state: z.enum(['waiting', 'answered', 'expired', 'closed']),
  decision: z.enum(GUARDIAN_DECISIONS).nullable(),
  expiresAt: z.string(),
});
export type GuardianLeave = z.infer<typeof guardianLeaveSchema>;
export const guardianLeaveResponseSchema = z.object({
  success: z.literal(true),
  data: guardianLeaveSchema,
});
export const guardianAnswerResponseSchema = guardianLeaveResponseSchema.extend({
  message: z.string(),
});
