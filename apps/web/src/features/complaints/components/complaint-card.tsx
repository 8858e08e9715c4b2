import { MessageSquare, Tag } from 'lucide-react';
import type { Complaint } from '@hms/shared/complaints';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';
import { formatDate } from '@/lib/format-date';
import {
  ComplaintOverdueBadge,
  ComplaintPriorityBadge,
  ComplaintStatusBadge,
} from './complaint-badges';
import { commentCount } from './comment-count';
import { ComplaintStudent } from './complaint-student';

type ComplaintCardProps = {
  complaint: Complaint;
  /** Administrators see whose complaint it is; a student knows it is their own. */
  showStudent?: boolean;
  /** The office sees which complaints are past their service target (docs/decisions/042). */
  showOverdue?: boolean;
  onOpen: (complaint: Complaint) => void;
};

export function ComplaintCard({
  complaint,
  showStudent = false,
  showOverdue = false,
  onOpen,
}: ComplaintCardProps) {
  const { subject, status, priority, category, description, student, createdAt, comments } =
    complaint;

  return (
    <Card as="article" className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold text-slate-900">
          {/* The subject is the way in: its button is named by the subject alone. */}
          <button
            type="button"
            onClick={() => onOpen(complaint)}
            className={cn(
              'rounded-sm text-left underline-offset-2 hover:text-indigo-700 hover:underline',
              focusRing,
            )}
          >
            {subject}
          </button>
        </h2>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <ComplaintStatusBadge status={status} />
          {showOverdue && complaint.overdue && <ComplaintOverdueBadge />}
        </div>
      </div>

      {showStudent && <ComplaintStudent student={student} className="mt-1" />}
      {showStudent && (
        <p className="mt-1 text-sm text-slate-600">
          {complaint.assignee ? `Assigned to ${complaint.assignee.name}` : 'Unassigned'}
        </p>
      )}

      <p className="mt-3 line-clamp-3 text-sm text-slate-700">{description}</p>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ComplaintPriorityBadge priority={priority} />
        <span className="inline-flex items-center gap-1 text-sm text-slate-700">
          <Tag aria-hidden="true" className="size-4 text-slate-400" />
          {category}
        </span>
      </div>

      <div className="mt-auto pt-4">
        <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm text-slate-600">
          <time dateTime={createdAt}>{formatDate(createdAt)}</time>
          <span className="inline-flex items-center gap-1">
            <MessageSquare aria-hidden="true" className="size-4 text-slate-400" />
            {commentCount(comments.length)}
          </span>
        </div>
      </div>
    </Card>
  );
}
