import type { Comment, Complaint } from '@hms/shared/complaints';
import { isoTime } from '../../db/iso-time';
import type { ComplaintRow, ListedComplaintRow } from './complaints-repository';

function complaintResponse(row: Omit<ComplaintRow, 'comments'>, comments: Comment[]): Complaint {
  return {
    _id: row.id,
    subject: row.subject,
    description: row.description,
    status: row.status,
    priority: row.priority,
    category: row.category,
    student: { _id: row.studentRef, name: row.studentName, studentId: row.studentCode },
    comments,
    resolution: row.resolution,
    resolvedAt: row.resolvedAt === null ? null : isoTime(row.resolvedAt),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

export function toComplaintResponse(row: ComplaintRow): Complaint {
  return complaintResponse(row, row.comments);
}

/**
 * A complaint of a list page, its comments still empty: writeComplaintPage writes them from the
 * thread's JSON text (decision 031).
 */
export function toListedComplaint(row: ListedComplaintRow): Complaint {
  return complaintResponse(row, []);
}
