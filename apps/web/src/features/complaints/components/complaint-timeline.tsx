import type { TimelineEvent } from '@hms/shared/complaints';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { useTimeline } from '../api/get-timeline';

function describe(event: TimelineEvent): string {
  switch (event.kind) {
    case 'submitted':
      return `Submitted by ${event.by}`;
    case 'status':
      return `${event.status ?? 'Changed'}, by ${event.by}`;
    case 'assigned':
      return event.assignee
        ? `Assigned to ${event.assignee} by ${event.by}`
        : `Unassigned by ${event.by}`;
  }
}

/** Each step of the complaint, oldest first, with who took it and when. */
export function ComplaintTimeline({ complaintId }: { complaintId: string }) {
  const timeline = useTimeline(complaintId);
  if (!timeline.data) {
    if (timeline.isError) {
      return <p className="text-sm text-slate-600">The timeline could not be loaded.</p>;
    }
    return <Spinner label="Loading timeline" />;
  }
  return (
    <ol className="space-y-2 border-l-2 border-slate-200 pl-4" aria-label="Timeline">
      {timeline.data.map((event, index) => (
        <li key={`${event.at}-${index}`} className="text-sm">
          <p className="text-slate-800">{describe(event)}</p>
          <time dateTime={event.at} className="text-xs text-slate-600">
            {formatDateTime(event.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
