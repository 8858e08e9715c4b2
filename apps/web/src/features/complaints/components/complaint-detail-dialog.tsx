import { Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Complaint } from '@hms/shared/complaints';
import { Dialog } from '@/components/ui/dialog';
import { HistoryLink } from '@/components/ui/history-link';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { formatDuration } from '@/lib/format-duration';
import {
  ComplaintOverdueBadge,
  ComplaintPriorityBadge,
  ComplaintStatusBadge,
} from './complaint-badges';
import { ComplaintComments } from './complaint-comments';
import { ComplaintStudent } from './complaint-student';
import { CommentForm } from './comment-form';
import { ComplaintTimeline } from './complaint-timeline';

type ComplaintDetailDialogProps = {
  /** The complaint shown; null while the dialog is closed. */
  complaint: Complaint | null;
  onClose: () => void;
  /** The complaint as a change answered it, so the dialog shows the change at once. */
  onChange: (complaint: Complaint) => void;
  /** Administrators see whose complaint it is, and a link to its history. */
  showStudent?: boolean;
  /** The office sees the due time and whether the complaint is Overdue (docs/decisions/042). */
  showServiceTarget?: boolean;
  /** An administrator's link to the complaint's entries on the Activity page. */
  showHistory?: boolean;
  /** The administrator's status buttons, between the resolution and the comments. */
  statusActions?: ReactNode;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** A complaint in full: details, resolution, comments and, unless Closed, the comment box. */
export function ComplaintDetailDialog({
  complaint,
  onClose,
  onChange,
  showStudent = false,
  showServiceTarget = false,
  showHistory = false,
  statusActions,
}: ComplaintDetailDialogProps) {
  if (!complaint) return null;
  const { subject, status, priority, category, description, student, createdAt } = complaint;

  return (
    <Dialog open onClose={onClose} title={subject} size="lg">
      <div className="space-y-5">
        <div className="space-y-3">
          {showStudent && <ComplaintStudent student={student} strong />}
          <div className="flex flex-wrap items-center gap-2">
            <ComplaintStatusBadge status={status} />
            <ComplaintPriorityBadge priority={priority} />
            {showServiceTarget && complaint.overdue && <ComplaintOverdueBadge />}
            <span className="inline-flex items-center gap-1 text-sm text-slate-700">
              <Tag aria-hidden="true" className="size-4 text-slate-400" />
              {category}
            </span>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-600">
              Submitted <time dateTime={createdAt}>{formatDate(createdAt)}</time>
              {showServiceTarget && (
                <>
                  {' · Due '}
                  <time dateTime={complaint.dueAt}>{formatDateTime(complaint.dueAt)}</time>
                </>
              )}
            </p>
            {showHistory && (
              <HistoryLink entityType="complaint" entityId={complaint._id} label={subject} />
            )}
          </div>
        </div>

        <Section title="Description">
          <p className="text-sm whitespace-pre-wrap text-slate-700">{description}</p>
        </Section>

        {complaint.resolution && (
          <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-3">
            <Section title="Resolution">
              <p className="text-sm whitespace-pre-wrap text-slate-800">{complaint.resolution}</p>
              {complaint.resolvedAt && (
                <p className="text-xs text-slate-600">
                  Resolved on{' '}
                  <time dateTime={complaint.resolvedAt}>
                    {formatDateTime(complaint.resolvedAt)}
                  </time>
                  {complaint.minutesToResolve !== null &&
                    `, ${formatDuration(complaint.minutesToResolve)} after it was submitted`}
                </p>
              )}
            </Section>
          </div>
        )}

        {statusActions}

        <Section title="Timeline">
          <ComplaintTimeline complaintId={complaint._id} />
        </Section>

        <Section title="Comments">
          <ComplaintComments comments={complaint.comments} />
        </Section>

        {/* Nobody comments on a Closed complaint (rule comments); the server refuses it too. */}
        {status !== 'Closed' && <CommentForm complaintId={complaint._id} onAdded={onChange} />}
      </div>
    </Dialog>
  );
}
