import { dashboardMessages } from '@hms/shared/messages';
import type { StudentProfile } from '@hms/shared/profile';

/**
 * The original showed its notice only in some of these cases. Each way a student can be left
 * without a bed gets its own message; with both a hostel and a room there is none
 * (docs/product-rules.md#unassigned-notice).
 */
export function unassignedNoticeMessage({
  hostel,
  room,
}: Pick<StudentProfile, 'hostel' | 'room'>): string | null {
  if (!hostel && !room) return dashboardMessages.unassignedBoth;
  if (!room) return dashboardMessages.unassignedRoom;
  if (!hostel) return dashboardMessages.unassignedHostel;
  return null;
}
