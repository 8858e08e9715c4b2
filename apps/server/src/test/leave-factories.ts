import { todayIn, type CalendarDay } from '@hms/shared/calendar-day';
import type { Leave } from '@hms/shared/leave';
import { bearer } from './factories';
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
export async function applyForLeave(
  app: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/student/leaves',
    payload: buildLeaveInput(overrides),
    headers: bearer(token),
  });
  return {
    status: response.statusCode,
    body: response.json<{ data: Leave; message?: string; errors?: unknown[] }>(),
  };
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
