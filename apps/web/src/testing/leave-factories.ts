import { todayIn, type CalendarDay } from '@hms/shared/calendar-day';
import type { Leave } from '@hms/shared/leave';
import { nextId } from './factories';

/** The day `days` after today on the test config's calendar (Asia/Kolkata). */
export function dayFromToday(days: number): CalendarDay {
  const day = new Date(`${todayIn('Asia/Kolkata')}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export function createLeave(overrides: Partial<Leave> = {}): Leave {
  return {
    _id: nextId(),
    status: 'Pending',
    from: dayFromToday(2),
    to: dayFromToday(4),
    destination: 'Home, Kochi',
    reason: 'Sister’s wedding',
    contactPhone: '9876501234',
    student: { _id: nextId(), name: 'Meera Pillai', studentId: '2024CS010' },
    hostel: { _id: nextId(), name: 'Kaveri' },
    roomNumber: '101',
    decisionNote: null,
    decidedBy: null,
    decidedAt: null,
    cancellable: true,
    createdAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}
