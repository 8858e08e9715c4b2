import { BedDouble, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RoomRequest } from '@hms/shared/room-requests';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardActions } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';

const TONES: Record<RoomRequest['status'], BadgeTone> = {
  Pending: 'yellow',
  Approved: 'green',
  Rejected: 'red',
  Withdrawn: 'slate',
};

function wanted(request: RoomRequest): string {
  const parts = [request.preferredHostel?.name, request.preferredRoomType];
  const named = parts.filter(Boolean).join(', ');
  return named ? named : 'Any room that fits';
}

type RequestCardProps = {
  request: RoomRequest;
  /** The office's cards name the student; a student's own do not. */
  showStudent: boolean;
  actions?: ReactNode;
};

/** One request: who asks for what and why, where it stands and, once decided, the answer. */
export function RequestCard({ request, showStudent, actions }: RequestCardProps) {
  const { student, current } = request;
  return (
    <Card as="article" className="flex h-full flex-col p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">
            {showStudent ? student.name : request.kind}
          </h2>
          {showStudent && (
            <p className="text-sm text-slate-600">
              <span className="font-mono">{student.studentId}</span> · {request.kind}
            </p>
          )}
        </div>
        <Badge tone={TONES[request.status]}>{request.status}</Badge>
      </div>
      <dl className="mt-3 grid gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Lives in</dt>
          <dd className="text-slate-900">
            {current
              ? `Room ${current.roomNumber}, ${current.hostel} · Bed ${current.bed}`
              : 'No room yet'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Asks for</dt>
          <dd className="text-slate-900">{wanted(request)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Reason</dt>
          <dd className="whitespace-pre-line text-slate-900">{request.reason}</dd>
        </div>
        {request.decisionNote && (
          <div>
            <dt className="text-slate-600">
              {request.status === 'Rejected' ? 'Why it was rejected' : 'Why it went first'}
            </dt>
            <dd className="whitespace-pre-line text-slate-900">{request.decisionNote}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-500">
        <Clock aria-hidden="true" className="size-3.5" />
        Asked <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        {request.decidedAt && request.decidedBy && (
          <>
            {' · '}
            {request.status} by {request.decidedBy}
          </>
        )}
      </p>
      {request.status === 'Pending' && request.bedAvailableNow && showStudent && (
        <p className="mt-2">
          <Badge tone="green" icon={BedDouble}>
            Bed available now
          </Badge>
        </p>
      )}
      {actions && <CardActions>{actions}</CardActions>}
    </Card>
  );
}
