import { z } from 'zod';

/**
 * A day on the college's calendar, as `YYYY-MM-DD`. Stays in rooms begin and end on days, not
 * instants, and "today" is the day in the installation's time zone (`TIME_ZONE`), so an office
 * recording a move at half past midnight gets the day its clock shows.
 */
export type CalendarDay = string;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const calendarDayField = z
  .string({ error: 'Enter a date' })
  .refine(isRealDay, { error: 'Enter a real date as YYYY-MM-DD' });

/**
 * One formatter per time zone, kept: making one costs a fifth of a millisecond, which a list
 * asking the day for each of its rows would pay every time.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The day it is now in the given IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDay {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week `day` falls in: weeks begin on Monday. */
export function mondayOf(day: CalendarDay): CalendarDay {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Whether a time zone name is one this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** "25 Nov 2026": how a day reads on every screen. */
export function formatDay(day: CalendarDay): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
