import { MessageSquareWarning, Tag } from 'lucide-react';
import type { ComplaintSummary } from '@hms/shared/dashboard';
import { dashboardMessages } from '@hms/shared/messages';
import { SectionCard, SectionEmpty, ViewAllLink } from '@/components/ui/section-card';
import { formatDate } from '@/lib/format-date';
import { ComplaintPriorityBadge, ComplaintStatusBadge } from './complaint-badges';
import { ComplaintStudent } from './complaint-student';

type RecentComplaintsProps = {
  complaints: ComplaintSummary[];
  /** The full complaints page of the viewer's area. */
  viewAllTo: string;
  /** Administrators see whose complaint it is; a student knows it is their own. */
  showStudent?: boolean;
};

/** A dashboard's latest complaints, newest first as the server sends them. */
export function RecentComplaints({
  complaints,
  viewAllTo,
  showStudent = false,
}: RecentComplaintsProps) {
  return (
    <SectionCard
      title="Recent Complaints"
      icon={MessageSquareWarning}
      action={<ViewAllLink to={viewAllTo} what="complaints" />}
    >
      {complaints.length === 0 ? (
        <SectionEmpty>{dashboardMessages.noRecentComplaints}</SectionEmpty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {complaints.map((complaint) => (
            <li key={complaint._id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-medium text-slate-900">{complaint.subject}</p>
                <ComplaintStatusBadge status={complaint.status} />
              </div>
              {showStudent && <ComplaintStudent student={complaint.student} className="mt-1" />}
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-slate-600">
                <ComplaintPriorityBadge priority={complaint.priority} />
                <span className="inline-flex items-center gap-1">
                  <Tag aria-hidden="true" className="size-4 text-slate-400" />
                  {complaint.category}
                </span>
                <time dateTime={complaint.createdAt}>{formatDate(complaint.createdAt)}</time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
