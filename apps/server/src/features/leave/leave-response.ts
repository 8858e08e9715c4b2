import type { CalendarDay } from '@hms/shared/calendar-day';
import { mayCancelLeave, type Leave } from '@hms/shared/leave';
import type { LeaveRow } from './leave-repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A leave as the API answers it; `today` decides whether it may still be cancelled. */
export function toLeaveResponse(row: LeaveRow, today: CalendarDay): Leave {
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
  };
}
