import { todayIn, type CalendarDay } from '@hms/shared/calendar-day';
import type { Leave } from '@hms/shared/leave';
import { and, eq, like } from 'drizzle-orm';
import { auditEntries, notifications } from '../core/db/schema';
import { createHostel, createRoom, placeStudentInRoom, registerAdmin } from './factories';
import { callApi } from './call-api';
import { createWarden } from './staff-factories';
import type { TestApp } from './test-app';

/** The day `days` after today in the test app's time zone (before it, when negative). */
export function dayFromToday(days: number): CalendarDay {
  const day = new Date(`${todayIn('Asia/Kolkata')}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A valid application: away from the day after tomorrow for three days. */
export function buildLeaveInput(overrides: Record<string, unknown> = {}) {
  return {
    from: dayFromToday(2),
    to: dayFromToday(4),
    destination: 'Home, Kochi',
    reason: 'Sister’s wedding',
    contactPhone: '9876501234',
    ...overrides,
  };
}

/** A student applies; the answer as it came, status and body. */
export function applyForLeave(
  app: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  return callApi<{ data: Leave }>(
    app,
    token,
    'POST',
    '/student/leaves',
    buildLeaveInput(overrides),
  );
}

/** A student applies, and the application must be saved. */
export async function appliedLeave(
  app: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Leave> {
  const applied = await applyForLeave(app, token, overrides);
  if (applied.status !== 201) {
    throw new Error(
      `POST /api/student/leaves answered ${applied.status}: ${JSON.stringify(applied.body)}`,
    );
  }
  return applied.body.data;
}

/**
 * Two girls' hostels with a warden each, and the office's Asha Menon; warden Lakshmi runs
 * `hostel`. With the calls the leave routes' tests make, each answer's status and JSON.
 */
export async function arrangeLeaveHostels(app: TestApp) {
  const office = await registerAdmin(app, { name: 'Asha Menon' });
  const admin = { token: office.token, id: office.user._id };
  const roomy = { totalRooms: 60, totalCapacity: 240 };
  const hostel = (await createHostel(app, admin.token, { type: 'Girls', ...roomy }))._id;
  const otherHostel = (await createHostel(app, admin.token, { type: 'Girls', ...roomy }))._id;
  const otherRoom = (await createRoom(app, admin.token, otherHostel, { type: 'Quadruple' }))._id;
  const warden = await createWarden(app, admin.token, [hostel], { name: 'Lakshmi Warden' });
  const otherWarden = await createWarden(app, admin.token, [otherHostel]);

  const call = <T>(token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    callApi<T>(app, token, method, url, payload);
  return {
    admin,
    hostel,
    otherHostel,
    otherRoom,
    warden,
    otherWarden,
    call,
    /** A student in a Single room of their own in the warden's hostel. */
    resident: async () =>
      placeStudentInRoom(
        app,
        admin.token,
        (await createRoom(app, admin.token, hostel, { type: 'Single' }))._id,
      ),
    apply: (token: string, overrides: Record<string, unknown> = {}) =>
      applyForLeave(app, token, overrides),
    applied: (token: string, overrides: Record<string, unknown> = {}) =>
      appliedLeave(app, token, overrides),
    decide: (token: string, id: string, verdict: 'approve' | 'reject', note?: string) =>
      call<{ data: Leave }>(token, 'POST', `/leaves/${id}/${verdict}`, note ? { note } : {}),
    cancel: (token: string, id: string) =>
      call<{ data: Leave }>(token, 'POST', `/student/leaves/${id}/cancel`),
    /** The recipient's bell lines about leave, oldest first; other changes tell of themselves. */
    bell: (recipient: string) =>
      app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, recipient), like(notifications.kind, 'leave.%')))
        .orderBy(notifications.id),
    leaveEntries: (id: string) =>
      app.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityType, 'leave'), eq(auditEntries.entityId, id)))
        .orderBy(auditEntries.id),
  };
}

export type LeaveHostels = Awaited<ReturnType<typeof arrangeLeaveHostels>>;
