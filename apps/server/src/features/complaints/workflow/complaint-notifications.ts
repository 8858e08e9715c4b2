import type { Complaint } from '@hms/shared/complaints';
import type { ComplaintStatus } from '@hms/shared/enums';
import type { NotificationDraft } from '../../../core/notify/notify';
import { preview } from '../../notifications';

/**
 * What the bell says of a complaint (docs/product-rules.md#notifications). The student's lines
 * lead to their complaints; the office's to its complaints screen, a warden's in their own area.
 */
const STUDENT_PAGE = '/student/complaints';

export function complaintCreated(complaint: Complaint): NotificationDraft {
  return {
    kind: 'complaint.created',
    title: `New complaint from ${complaint.student.name} (${complaint.student.studentId}): ${complaint.subject}`,
    body: `${complaint.category}, ${complaint.priority} priority.`,
    link: '/admin/complaints?status=Open',
  };
}

export function complaintStatusChanged(
  subject: string,
  status: ComplaintStatus,
  resolution: string | null | undefined,
): NotificationDraft {
  return {
    kind: 'complaint.status',
    title: `Your complaint "${subject}" is now ${status}`,
    body: status === 'Resolved' && resolution ? preview(resolution) : '',
    link: STUDENT_PAGE,
  };
}

export function complaintCommented(
  subject: string,
  author: string,
  message: string,
): NotificationDraft {
  return {
    kind: 'complaint.comment',
    title: `${author} commented on your complaint "${subject}"`,
    body: preview(message),
    link: STUDENT_PAGE,
  };
}
