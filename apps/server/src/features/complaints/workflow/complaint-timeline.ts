import type { ComplaintStatus, Role } from '@hms/shared/enums';
import type { TimelineEvent } from '@hms/shared/complaints';
import type { TimelineEntryRow } from './timeline-repository';

/** What a student reads where staff acted: the office speaks as one (docs/decisions/043). */
export const HOSTEL_OFFICE = 'Hostel office';

type Recorded = { status?: ComplaintStatus; assignee?: { name: string } | null };

/**
 * A complaint's steps from its audit entries. Staff see every step with who took it; its student
 * sees when it was submitted and each change of status, with staff named as the hostel office.
 */
export function toTimeline(rows: TimelineEntryRow[], viewer: Role): TimelineEvent[] {
  const forStudent = viewer === 'student';
  return rows.flatMap((row): TimelineEvent[] => {
    const after = (row.after ?? {}) as Recorded;
    const by = forStudent && row.actorRole !== 'student' ? HOSTEL_OFFICE : row.actorName;
    const at = new Date(row.at).toISOString();
    if (row.action === 'complaint.create') {
      const submitted: TimelineEvent = { at, kind: 'submitted', by };
      // A complaint from a hostel with one warden is theirs from the start.
      if (forStudent || !after.assignee) return [submitted];
      return [
        submitted,
        { at, kind: 'assigned', by: HOSTEL_OFFICE, assignee: after.assignee.name },
      ];
    }
    if (row.action === 'complaint.status' && after.status) {
      return [{ at, kind: 'status', by, status: after.status }];
    }
    if (row.action === 'complaint.assign' && !forStudent) {
      return [{ at, kind: 'assigned', by, assignee: after.assignee?.name ?? null }];
    }
    return [];
  });
}
