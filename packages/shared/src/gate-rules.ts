import { addDays, todayIn, type CalendarDay } from './calendar-day';

/**
 * The gate's rules (docs/product-rules.md#gate-movements), one function each, which the server
 * applies when a guard scans and the warden's pages read back.
 */

export type GateDirection = 'out' | 'in';

/** The night after a curfew lasts until this hour: a return before it is late. */
export const NIGHT_ENDS = '05:00';

/** Two scans of one student the same way this close together are one movement. */
export const SAME_MOVEMENT_SECONDS = 10;

/** The instant a wall-clock time (`HH:MM` or `HH:MM:SS`) of a day is in a time zone. */
export function instantAt(day: CalendarDay, time: string, timeZone: string): Date {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
    h,
    m,
  );
  // The zone's offset at that moment, checked again once applied, which settles a DST change.
  let instant = asUtc - offsetMs(new Date(asUtc), timeZone);
  instant = asUtc - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** Kept per time zone, as calendar-day.ts keeps its own: the muster list asks once a row. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function offsetMs(at: Date, timeZone: string): number {
  let wallClock = wallClocks.get(timeZone);
  if (!wallClock) {
    wallClock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, wallClock);
  }
  const parts = wallClock.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The night a moment belongs to, named by the day it began: before NIGHT_ENDS it is still last
 * night (a roll-call at half past midnight is the previous evening's).
 */
export function nightOf(at: Date, timeZone: string): CalendarDay {
  const today = todayIn(timeZone, at);
  return at < instantAt(today, NIGHT_ENDS, timeZone) ? addDays(today, -1) : today;
}

/** The latest curfew at or before `at`: tonight's once it has struck, else last night's. */
export function curfewBefore(at: Date, curfew: string, timeZone: string): Date {
  const today = todayIn(timeZone, at);
  const tonight = instantAt(today, curfew, timeZone);
  return tonight <= at ? tonight : instantAt(addDays(today, -1), curfew, timeZone);
}

/** The end of the night that began with `curfewAt`: the morning after, at NIGHT_ENDS. */
function nightEnd(curfewAt: Date, timeZone: string): Date {
  const day = todayIn(timeZone, curfewAt);
  const morning = instantAt(day, NIGHT_ENDS, timeZone);
  return morning > curfewAt ? morning : instantAt(addDays(day, 1), NIGHT_ENDS, timeZone);
}

const minutesBetween = (from: Date, to: Date) =>
  Math.max(1, Math.round((to.getTime() - from.getTime()) / 60_000));

/**
 * How many minutes late a return is, or null when it is not. On leave, a student is due back by
 * the curfew of its last day. Otherwise a return is late when it falls in the night after a
 * curfew, or when the student was already out as the curfew struck.
 */
export function lateMinutes(args: {
  returnedAt: Date;
  wentOutAt: Date | null;
  curfew: string;
  timeZone: string;
  leaveLastDay?: CalendarDay | null;
}): number | null {
  const { returnedAt, wentOutAt, curfew, timeZone, leaveLastDay } = args;
  if (leaveLastDay) {
    const due = instantAt(leaveLastDay, curfew, timeZone);
    return returnedAt > due ? minutesBetween(due, returnedAt) : null;
  }
  const lastCurfew = curfewBefore(returnedAt, curfew, timeZone);
  const inTheNight = returnedAt < nightEnd(lastCurfew, timeZone);
  const outAtCurfew = wentOutAt !== null && wentOutAt < lastCurfew;
  return inTheNight || outAtCurfew ? minutesBetween(lastCurfew, returnedAt) : null;
}

/** Where a resident is, derived from their last movement and their leave, never stored. */
export type Whereabouts = 'inside' | 'onLeave' | 'outWithoutLeave' | 'overdue';

export type LeaveDays = { fromDay: CalendarDay; toDay: CalendarDay };

/**
 * A resident is out once their last movement is an "out": on leave while an approved leave
 * covers them, overdue once its last day's curfew has passed, else out without leave. With no
 * movement since their approved leave began, the leave says where they are.
 */
export function whereabouts(args: {
  lastDirection: GateDirection | null;
  lastMovementAt: Date | null;
  /** The approved leave covering today, or the one their last "out" took. */
  leave: LeaveDays | null;
  now: Date;
  curfew: string;
  timeZone: string;
}): Whereabouts {
  const { lastDirection, lastMovementAt, leave, now, curfew, timeZone } = args;
  const leaveBegan = leave ? instantAt(leave.fromDay, '00:00', timeZone) : null;
  const awayByLeave =
    leave !== null &&
    leaveBegan !== null &&
    leaveBegan <= now &&
    (lastMovementAt === null || lastMovementAt < leaveBegan);
  if (lastDirection !== 'out' && !awayByLeave) return 'inside';
  if (!leave) return 'outWithoutLeave';
  return now > instantAt(leave.toDay, curfew, timeZone) ? 'overdue' : 'onLeave';
}

/** What a movement was found to be, as the guard's screen and the warden's list say it. */
export type MovementFacts = {
  direction: GateDirection;
  leaveUntil: CalendarDay | null;
  lateMinutes: number | null;
  unmatched: 'in-without-out' | 'out-twice' | null;
  withoutLeave: boolean;
  /** Whether the return ends a leave. */
  fromLeave: boolean;
};

function duration(minutes: number): string {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = `${hours} hour${hours === 1 ? '' : 's'}`;
  return rest === 0 ? h : `${h} ${rest} min`;
}

const shortDay = (day: CalendarDay) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** "On approved leave until 30 Nov", "Out without leave", "Back 40 minutes after curfew" … */
export function movementMeaning(f: MovementFacts): string {
  const notes: string[] = [];
  if (f.direction === 'out') {
    notes.push(
      f.leaveUntil ? `On approved leave until ${shortDay(f.leaveUntil)}` : 'Out without leave',
    );
    if (f.unmatched === 'out-twice') notes.push('no return recorded since the last "out"');
  } else {
    if (f.lateMinutes !== null) {
      notes.push(
        f.fromLeave
          ? `Back ${duration(f.lateMinutes)} after leave ended`
          : `Back ${duration(f.lateMinutes)} after curfew`,
      );
    } else notes.push(f.fromLeave ? 'Back from leave on time' : 'Back on time');
    if (f.unmatched === 'in-without-out') notes.push('no "out" was recorded before this');
  }
  return notes.join('; ');
}

/** Whether the guard's screen shows the movement as something for the warden to see. */
export function needsAttention(f: MovementFacts): boolean {
  return f.lateMinutes !== null || f.unmatched !== null || f.withoutLeave;
}
