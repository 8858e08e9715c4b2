import { z } from 'zod';
import { addDays, calendarDayField, type CalendarDay } from './calendar-day';
import { LEAVE_STATUSES, type LeaveStatus } from './enums';
import { phoneField } from './fields';
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
});
export type Leave = z.infer<typeof leaveSchema>;

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
