import type { CalendarDay } from '@hms/shared/calendar-day';
import type { Weekday } from '@hms/shared/mess';

/** JavaScript counts from Sunday; menus count ISO weekdays, 1 Monday to 7 Sunday. */
const FROM_SUNDAY: readonly Weekday[] = [7, 1, 2, 3, 4, 5, 6];

/** The weekday of a day on the college's calendar, as a menu counts it. */
export function weekdayOf(day: CalendarDay): Weekday {
  return FROM_SUNDAY[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? 1;
}
