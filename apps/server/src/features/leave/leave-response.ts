import type { CalendarDay } from '@hms/shared/calendar-day';
import { guardianLinkExpiry, mayCancelLeave, type Leave } from '@hms/shared/leave';
import type { LeaveRow } from './leave-repository';

const iso = (value: Date | string) => new Date(value).toISOString();

type GuardianColumns = Pick<
  LeaveRow,
  'guardianAskedAt' | 'guardianDecision' | 'guardianDecidedAt' | 'fromDay'
>;

/** The guardian's part of a leave: null unless the hostel asked one first. */
export function guardianOf(row: GuardianColumns, timeZone: string): Leave['guardian'] {
  if (row.guardianAskedAt === null) return null;
  const askedAt = new Date(row.guardianAskedAt);
  return {
    askedAt: askedAt.toISOString(),
    decision: row.guardianDecision,
    decidedAt: row.guardianDecidedAt === null ? null : iso(row.guardianDecidedAt),
    expiresAt: guardianLinkExpiry(askedAt, row.fromDay, timeZone).toISOString(),
  };
}

/**
 * A leave as the API answers it; `today` decides whether it may still be cancelled, and the
 * college's `timeZone` when a guardian's link ends.
 */
export function toLeaveResponse(row: LeaveRow, today: CalendarDay, timeZone: string): Leave {
  return {
    _id: row.id,
    status: row.status,
    from: row.fromDay,
    to: row.toDay,
    destination: row.destination,
    reason: row.reason,
    contactPhone: row.contactPhone,
    student: { _id: row.studentId, name: row.studentName, studentId: row.rollNumber },
    hostel: row.hostelId && row.hostelName ? { _id: row.hostelId, name: row.hostelName } : null,
    roomNumber: row.roomNumber,
    decisionNote: row.decisionNote,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt === null ? null : iso(row.decidedAt),
    cancellable: mayCancelLeave({ status: row.status, from: row.fromDay }, today),
    createdAt: iso(row.createdAt),
    guardian: guardianOf(row, timeZone),
  };
}
