import { sql } from 'drizzle-orm';
import { complaints, students } from '../../../core/db/schema';

/** A complaint's own columns, as a change answers them. */
export const ownColumns = {
  id: complaints.id,
  subject: complaints.subject,
  description: complaints.description,
  status: complaints.status,
  priority: complaints.priority,
  category: complaints.category,
  resolution: complaints.resolution,
  resolvedAt: complaints.resolvedAt,
  assignedWardenId: complaints.assignedWardenId,
  assignedAdminId: complaints.assignedAdminId,
  dueAt: complaints.dueAt,
  minutesToResolve: complaints.minutesToResolve,
  createdAt: complaints.createdAt,
  updatedAt: complaints.updatedAt,
};

/** A complaint with its author and assignee, as the lists and the dialog show it. */
export const complaintColumns = {
  ...ownColumns,
  studentId: students.id,
  studentName: students.name,
  rollNumber: students.rollNumber,
  // Looked up by key for each complaint shown, so lists need no join for it.
  assigneeName: sql<string | null>`coalesce(
    (select w.name from wardens w where w.id = "complaints"."assigned_warden_id"),
    (select a.name from admins a where a.id = "complaints"."assigned_admin_id"))`,
};
