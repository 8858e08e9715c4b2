import type { Complaint } from '@hms/shared/complaints';
import type { CommentRow, ComplaintRow } from './complaints-repository';

export function toComplaintResponse(row: ComplaintRow, comments: CommentRow[]): Complaint {
  return {
    _id: row.id,
    subject: row.subject,
    description: row.description,
    status: row.status,
    priority: row.priority,
    category: row.category,
    student: { _id: row.studentRef, name: row.studentName, studentId: row.studentCode },
    comments: comments
      .filter((c) => c.complaintId === row.id)
      .map((c) => ({
        _id: c.id,
        author: { _id: c.authorId, name: c.authorName },
        authorModel: c.authorModel,
        message: c.message,
        createdAt: c.createdAt.toISOString(),
      })),
    resolution: row.resolution,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
