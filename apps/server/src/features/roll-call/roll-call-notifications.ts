import { formatDay } from '@hms/shared/calendar-day';
import { rollCallPlace, type RollCallSummary } from '@hms/shared/roll-call';
import type { NotificationDraft } from '../../core/notify/notify';

export type Absentee = {
  studentId: string | null;
  name: string;
  rollNumber: string;
  roomNumber: string;
};

/** A bell line stays readable: the first names, then how many more the page lists. */
const NAMES_SHOWN = 30;

/**
 * What the hostel's staff are told when a roll-call closes with absentees: one line for the
 * roll-call, naming them, rather than one per student (docs/product-rules.md#roll-call).
 */
export function absenteesNotice(
  summary: RollCallSummary,
  absent: readonly Absentee[],
): NotificationDraft {
  const names = absent
    .slice(0, NAMES_SHOWN)
    .map((who) => `${who.name} (${who.rollNumber}), room ${who.roomNumber}`);
  if (absent.length > NAMES_SHOWN) names.push(`and ${absent.length - NAMES_SHOWN} more`);
  return {
    kind: 'rollcall.absent',
    title: `Roll-call of ${rollCallPlace(summary)}, night of ${formatDay(summary.night)}: ${absent.length} absent without leave`,
    body: names.join('; '),
    link: `/admin/roll-call/${summary._id}`,
  };
}

/** What a consenting student's guardians are e-mailed of an absence at roll-call. */
export function guardiansOfAbsence(summary: RollCallSummary, who: Absentee) {
  return {
    subject: `${who.name} was absent at the hostel’s roll-call`,
    text: `${who.name} (${who.rollNumber}) was not in ${summary.hostelName} at the roll-call of the night of ${formatDay(summary.night)}, and was not on leave.`,
  };
}
