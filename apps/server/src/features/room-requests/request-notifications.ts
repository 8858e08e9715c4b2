import type { RoomRequest } from '@hms/shared/room-requests';
import type { NotificationDraft } from '../../core/notify/notify';
import { preview } from '../notifications';

/**
 * What the bell says of a room request (docs/product-rules.md#notifications): the office hears of
 * a new one on its queue, the student of the answer on their Room Requests page.
 */
export function requestCreated(request: RoomRequest): NotificationDraft {
  const { name, studentId } = request.student;
  const asked = request.kind === 'Room change' ? 'a room change' : 'a room';
  return {
    kind: 'request.created',
    title: `${name} (${studentId}) asked for ${asked}`,
    body: preview(request.reason),
    link: '/admin/requests',
  };
}

export function requestApproved(at: {
  roomNumber: string | null;
  hostelName: string | null;
  bed: number | null;
}): NotificationDraft {
  return {
    kind: 'request.decided',
    title: `Your room request was approved: Room ${at.roomNumber ?? ''}, ${at.hostelName ?? ''}, bed ${at.bed ?? ''}`,
    body: 'You have moved there; your profile shows your new room.',
    link: '/student/requests',
  };
}

export function requestRejected(reason: string): NotificationDraft {
  return {
    kind: 'request.decided',
    title: 'Your room request was not approved',
    body: preview(reason),
    link: '/student/requests',
  };
}
