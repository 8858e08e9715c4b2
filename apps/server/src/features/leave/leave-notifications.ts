import { formatDay } from '@hms/shared/calendar-day';
import type { Leave } from '@hms/shared/leave';
import type { NotificationDraft } from '../../core/notify/notify';

/**
 * What the bell says of a leave (docs/product-rules.md#leave). Staff links lead to the office's
 * Leave page; the student's to their own.
 */
const days = (leave: Leave) => `${formatDay(leave.from)} to ${formatDay(leave.to)}`;
const who = (leave: Leave) => `${leave.student.name} (${leave.student.studentId})`;

export function leaveCreated(leave: Leave): NotificationDraft {
  return {
    kind: 'leave.created',
    title: `${who(leave)} applied for leave, ${days(leave)}`,
    body: `Going to ${leave.destination}. ${leave.reason}`,
    link: '/admin/leave',
  };
}

export function leaveDecided(leave: Leave): NotificationDraft {
  const verdict = leave.status === 'Approved' ? 'approved' : 'rejected';
  return {
    kind: 'leave.decided',
    title: `Your leave, ${days(leave)}, was ${verdict}`,
    body: leave.decisionNote ?? '',
    link: '/student/leave',
  };
}

export function leaveCancelled(leave: Leave): NotificationDraft {
  return {
    kind: 'leave.cancelled',
    title: `${who(leave)} cancelled approved leave, ${days(leave)}`,
    link: '/admin/leave',
  };
}
