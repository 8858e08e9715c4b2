import type { Movement } from '@hms/shared/gate';
import type { NotificationDraft } from '../../core/notify/notify';

/** What the bell (and e-mail) tells a hostel's staff of a late return. */
export function lateReturnNotice(movement: Movement): NotificationDraft {
  return {
    kind: 'gate.late',
    title: `${movement.studentName} (${movement.rollNumber}): ${movement.meaning}`,
    body: `Recorded by ${movement.recordedBy} at ${movement.gate}.`,
    link: '/admin/gate',
  };
}

/** What a consenting student's guardians are e-mailed of a late return. */
export function guardiansOfLateReturn(movement: Movement) {
  return {
    subject: `${movement.studentName} came back late to the hostel`,
    text: `${movement.studentName} (${movement.rollNumber}) came back to ${movement.hostelName ?? 'the hostel'} at ${movement.gate}: ${movement.meaning}.`,
  };
}
