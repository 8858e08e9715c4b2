import type { StudentProfile } from '@hms/shared/profile';
import { Notice } from '@/components/ui/notice';
import { unassignedNoticeMessage } from './unassigned-notice-message';

/** The yellow notice asking a student without a hostel or room to contact the office. */
export function UnassignedNotice({
  student,
}: {
  student: Pick<StudentProfile, 'hostel' | 'room'>;
}) {
  const message = unassignedNoticeMessage(student);
  if (!message) return null;
  return <Notice tone="warning">{message}</Notice>;
}
