import { todayIn } from '@hms/shared/calendar-day';

/** The day `days` after today on the college's calendar, as the server keeps it (Asia/Kolkata). */
export function dayFromToday(days: number): string {
  const day = new Date(`${todayIn('Asia/Kolkata')}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
