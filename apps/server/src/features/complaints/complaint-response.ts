import type { Complaint } from '@hms/shared/complaints';
import { isoTime } from '../../db/iso-time';
import type { ComplaintRow } from './complaints-repository';

export function toComplaintResponse(row: ComplaintRow): Complaint {
  return {
    _id: row.id,
    subject: row.subject,
    description: row.description,
    status: row.status,
    priority: row.priority,
    category: row.category,
    student: { _id: row.studentRef, name: row.studentName, studentId: row.studentCode },
    comments: row.comments,
    resolution: row.resolution,
    resolvedAt: row.resolvedAt === null ? null : isoTime(row.resolvedAt),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}
