import type { CalendarDay } from '@hms/shared/calendar-day';
import { mayCancelLeave, type Leave } from '@hms/shared/leave';
import type { LeaveRow } from './leave-repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A leave as the API answers it; `today` decides whether it may still be cancelled. */
export function toLeaveResponse(row: LeaveRow, today: CalendarDay): Leave {
  return {
    _id: row.id,
    status: row.status,
    from: row.from_day,
    to: row.to_day,
    destination: row.destination,
    reason: row.reason,
    contactPhone: row.contact_phone,
    student: { _id: row.student_id, name: row.student_name, studentId: row.student_number },
    hostel: row.hostel_id && row.hostel_name ? { _id: row.hostel_id, name: row.hostel_name } : null,
    roomNumber: row.room_number,
    decisionNote: row.decision_note,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    cancellable: mayCancelLeave({ status: row.status, from: row.from_day }, today),
    createdAt: iso(row.created_at),
  };
}
