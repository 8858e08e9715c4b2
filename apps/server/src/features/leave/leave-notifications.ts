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

/**
 * What a consenting student's guardians are e-mailed of their leave (docs/product-rules.md#guardians):
 * the days and where to, never the reason, which the student wrote for the office.
 */
export function guardiansOfLeaveApplied(leave: Leave): { subject: string; text: string } {
  return {
    subject: `${leave.student.name} applied for leave, ${days(leave)}`,
    text: `${who(leave)} applied to the hostel office for leave from ${days(leave)}, going to ${leave.destination}. You will hear when the office decides.`,
  };
}

export function guardiansOfLeaveDecided(leave: Leave): { subject: string; text: string } {
  const verdict = leave.status === 'Approved' ? 'approved' : 'rejected';
  return {
    subject: `${leave.student.name}'s leave was ${verdict}, ${days(leave)}`,
    text: `The hostel office ${verdict} the leave of ${who(leave)} from ${days(leave)}, going to ${leave.destination}.`,
  };
}

/**
 * Where the hostel asks a guardian first, the application's message carries the link that
 * answers it instead (docs/product-rules.md#leave): still the days and where to, never the reason.
 */
export function guardiansAskedOfLeave(
  leave: Leave,
  link: { url: string; until: string },
): { subject: string; text: string } {
  return {
    subject: `${leave.student.name} asks for your approval of leave, ${days(leave)}`,
    text: [
      `${who(leave)} applied to the hostel office for leave from ${days(leave)}, going to ${leave.destination}. The hostel asks a guardian to approve or decline it before the warden decides.`,
      `Approve or decline it here: ${link.url}`,
      `The link works once, until ${link.until}. After that the warden decides without your answer.`,
    ].join('\n\n'),
  };
}

/** The staff's and the student's bell lines when a guardian answers the link. */
export function leaveGuardianAnswered(
  leave: Leave,
  audience: 'staff' | 'student',
): NotificationDraft {
  const verdict = leave.guardian?.decision === 'Declined' ? 'declined' : 'approved';
  if (audience === 'student') {
    return {
      kind: 'leave.guardian',
      title: `Your guardian ${verdict} your leave, ${days(leave)}`,
      link: '/student/leave',
    };
  }
  return {
    kind: 'leave.guardian',
    title: `A guardian of ${who(leave)} ${verdict} their leave, ${days(leave)}`,
    body:
      verdict === 'approved'
        ? 'The leave waits for your decision.'
        : 'It cannot be approved; you may reject it.',
    link: '/admin/leave',
  };
}
