import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { rollCallPlace, type StudentRollCall } from '@hms/shared/roll-call';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';
import { DialogButton } from '@/components/ui/dialog-button';
import { Pagination } from '@/components/ui/pagination';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDay } from '@/lib/format-date';
import { HISTORY_PAGE_SIZE, useStudentRollCalls } from '../api/roll-call-api';

function MarkBadge({ night }: { night: StudentRollCall }) {
  if (night.mark === 'present') return <Badge tone="green">Present</Badge>;
  if (night.mark === 'absent') return <Badge tone="red">Absent</Badge>;
  return <Badge>Not yet marked</Badge>;
}

function StudentNights({ studentId }: { studentId: string }) {
  const [page, setPage] = useState(1);
  const query = useStudentRollCalls(studentId, page);
  if (query.isPending) return <Spinner label="Loading roll-calls" className="py-8" />;
  if (query.isError) return <QueryLoadError query={query} message="Error loading roll-calls" />;
  const { data, pagination } = query.data;
  if (data.length === 0) {
    return <p className="text-sm text-slate-600">Not on any roll-call yet.</p>;
  }
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100">
        {data.map((night) => (
          <li
            key={night.rollCallId}
            className="flex flex-wrap items-center justify-between gap-2 py-2"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">Night of {formatDay(night.night)}</p>
              <p className="text-xs text-slate-600 [overflow-wrap:anywhere]">
                {rollCallPlace(night)}, room {night.roomNumber}
              </p>
            </div>
            <MarkBadge night={night} />
          </li>
        ))}
      </ul>
      <Pagination
        page={pagination.page}
        pageSize={pagination.limit || HISTORY_PAGE_SIZE}
        total={pagination.total}
        onPageChange={setPage}
        noun={{ one: 'night', other: 'nights' }}
      />
    </div>
  );
}

type StudentRollCallsButtonProps = { student: { _id: string; name: string } };

/** A student card's Roll-call button: their nights at roll-call, present or absent. */
export function StudentRollCallsButton({ student }: StudentRollCallsButtonProps) {
  const title = `Roll-call of ${student.name}`;
  return (
    <DialogButton label="Roll-call" name={title} icon={ClipboardCheck} title={title}>
      {(close) => (
        <>
          <StudentNights studentId={student._id} />
          <DialogActions>
            <Button variant="secondary" onClick={close} data-autofocus>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </DialogButton>
  );
}
