import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDay } from '@hms/shared/calendar-day';
import type { LeaveStatus } from '@hms/shared/enums';
import {
  GUARDIAN_STATE_LABELS,
  guardianStateOf,
  type GuardianState,
  type Leave,
} from '@hms/shared/leave';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardActions } from '@/components/ui/card';
import { PhoneLink } from '@/components/ui/contact-links';
import { formatDateTime } from '@/lib/format-date';

const TONES: Record<LeaveStatus, BadgeTone> = {
  Pending: 'yellow',
  Approved: 'green',
  Rejected: 'red',
  Cancelled: 'slate',
};

/**
 * What a student typed: kept as text, wrapped anywhere, its line breaks shown. `anywhere` alone:
 * it lets a long word shrink the box that holds it, where `break-word` (Tailwind's `break-words`,
 * which would win over it in the stylesheet) wraps the word yet leaves a flex or grid item as
 * wide as the word, widening the page.
 */
export const typedText = 'whitespace-pre-wrap [overflow-wrap:anywhere]';

export function leaveDays(leave: Pick<Leave, 'from' | 'to'>): string {
  return leave.from === leave.to
    ? formatDay(leave.from)
    : `${formatDay(leave.from)} to ${formatDay(leave.to)}`;
}

const GUARDIAN_TONES: Record<GuardianState, BadgeTone> = {
  waiting: 'yellow',
  approved: 'green',
  declined: 'red',
  unanswered: 'slate',
};

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{term}</dt>
      <dd className={`text-slate-900 ${typedText}`}>{children}</dd>
    </div>
  );
}

type LeaveCardProps = {
  leave: Leave;
  /** The office's cards name the student and where they live; a student's own do not. */
  showStudent: boolean;
  actions?: ReactNode;
};

/** One application: the days, where and why, where it stands and, once decided, the note. */
export function LeaveCard({ leave, showStudent, actions }: LeaveCardProps) {
  const { student } = leave;
  // Where the hostel asked a guardian first (docs/product-rules.md#leave).
  const guardian = guardianStateOf(leave, new Date());
  const place = [leave.roomNumber && `Room ${leave.roomNumber}`, leave.hostel?.name]
    .filter(Boolean)
    .join(', ');
  return (
    <Card as="article" className="flex h-full min-w-0 flex-col p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className={`text-lg font-semibold text-slate-900 ${typedText}`}>
            {showStudent ? student.name : leaveDays(leave)}
          </h2>
          {showStudent && (
            <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
              <span className="font-mono">{student.studentId}</span>
              {place && ` · ${place}`}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-1.5">
          {guardian && (
            <Badge tone={GUARDIAN_TONES[guardian]}>{GUARDIAN_STATE_LABELS[guardian]}</Badge>
          )}
          <Badge tone={TONES[leave.status]}>{leave.status}</Badge>
        </div>
      </div>
      <dl className="mt-3 grid gap-2 text-sm">
        {showStudent && <Detail term="Days">{leaveDays(leave)}</Detail>}
        <Detail term="Destination">{leave.destination}</Detail>
        <Detail term="Reason">{leave.reason}</Detail>
        <Detail term="Contact number">
          <PhoneLink phone={leave.contactPhone} />
        </Detail>
        {leave.decisionNote && (
          <Detail term={leave.status === 'Rejected' ? 'Why it was rejected' : 'Note'}>
            {leave.decisionNote}
          </Detail>
        )}
      </dl>
      <p className="mt-3 flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
        <Clock aria-hidden="true" className="size-3.5" />
        Applied <time dateTime={leave.createdAt}>{formatDateTime(leave.createdAt)}</time>
        {leave.decidedBy && (
          <span className={typedText}>
            · {leave.status} by {leave.decidedBy}
          </span>
        )}
      </p>
      {actions && <CardActions>{actions}</CardActions>}
    </Card>
  );
}
