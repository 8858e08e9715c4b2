import { formatDay, type CalendarDay } from '@hms/shared/calendar-day';
import type { NotificationDraft } from '../../core/notify/notify';
import { preview } from '../notifications';

/**
 * What the bell tells a student of their room (docs/product-rules.md#notifications); each line
 * leads to their profile, where their room and stays are.
 */
type Placed = { roomNumber: string | null; hostelName: string | null; bed: number | null };

const LINK = '/student/profile';
const where = (at: Placed) =>
  `Room ${at.roomNumber ?? ''}, ${at.hostelName ?? ''}, bed ${at.bed ?? ''}`;

/** A first room, or a new one: `before` is where they lived until now. */
export function roomMoved(before: Placed, after: Placed, reason?: string): NotificationDraft {
  const first = before.roomNumber === null;
  return {
    kind: first ? 'room.assigned' : 'room.changed',
    title: first ? `You have a room: ${where(after)}` : `Your room has changed: ${where(after)}`,
    body: first ? '' : `Until now: ${where(before)}.${reason ? ` ${reason}.` : ''}`,
    link: LINK,
  };
}

export function checkedOut(before: Placed, on: CalendarDay, note?: string): NotificationDraft {
  return {
    kind: 'room.checkedout',
    title: `You have been checked out of Room ${before.roomNumber ?? ''}, ${before.hostelName ?? ''}`,
    body: [`Your stay ended on ${formatDay(on)}.`, note ? preview(note) : '']
      .filter(Boolean)
      .join(' '),
    link: LINK,
  };
}
