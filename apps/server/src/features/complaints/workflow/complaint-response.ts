import type { Comment, Complaint } from '@hms/shared/complaints';
import type { StaffMember } from '@hms/shared/staff';
import type { CommentRow } from './comments-repository';
import type { ComplaintRow } from '../queries/complaints-repository';
import { isOverdue } from '@hms/shared/service-targets';

export function toCommentResponse(row: CommentRow): Comment {
  return {
    _id: row.id,
    author: { _id: row.authorId, name: row.authorName },
    authorModel: row.authorModel,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

function assigneeOf(row: ComplaintRow): StaffMember | null {
  const name = row.assigneeName ?? '';
  if (row.assignedWardenId) return { _id: row.assignedWardenId, name, role: 'warden' };
  if (row.assignedAdminId) return { _id: row.assignedAdminId, name, role: 'admin' };
  return null;
}

/**
 * The original field names, `_id` and the author as `student`, with times as ISO text
 * (docs/product-rules.md#field-names).
 */
export function toComplaintResponse(row: ComplaintRow, comments: CommentRow[]): Complaint {
  return {
    _id: row.id,
    subject: row.subject,
    description: row.description,
    status: row.status,
    priority: row.priority,
    category: row.category,
    student: { _id: row.studentId, name: row.studentName, studentId: row.rollNumber },
    assignee: assigneeOf(row),
    comments: comments.map(toCommentResponse),
    resolution: row.resolution,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    dueAt: row.dueAt.toISOString(),
    overdue: isOverdue(row.status, row.dueAt),
    minutesToResolve: row.minutesToResolve,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each complaint of a page with its own comments, from the page's one query for them. */
export function toComplaintPage(rows: ComplaintRow[], comments: CommentRow[]): Complaint[] {
  const byComplaint = new Map<string, CommentRow[]>();
  for (const comment of comments) {
    const thread = byComplaint.get(comment.complaintId);
    if (thread) thread.push(comment);
    else byComplaint.set(comment.complaintId, [comment]);
  }
  return rows.map((row) => toComplaintResponse(row, byComplaint.get(row.id) ?? []));
}
