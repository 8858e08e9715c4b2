import { generatePath } from 'react-router';
import { rollCallPlace } from '@hms/shared/roll-call';
import { Badge } from '@/components/ui/badge';
import { Pagination } from '@/components/ui/pagination';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { formatDay } from '@/lib/format-date';
import { HISTORY_PAGE_SIZE, useRollCallHistory } from '../api/roll-call-api';

type RollCallHistoryProps = {
  hostel: string;
  page: number;
  onPageChange: (page: number) => void;
  /** The sheet's route of the reader's area, `/admin/roll-call/:id`. */
  sheetPath: string;
};

/** The hostel's nights, newest first: each with its counts, open to read or to continue. */
export function RollCallHistory({ hostel, page, onPageChange, sheetPath }: RollCallHistoryProps) {
  const query = useRollCallHistory(hostel, page);
  if (query.isPending) return <Spinner label="Loading past roll-calls" className="py-8" />;
  if (query.isError)
    return <QueryLoadError query={query} message="Error loading past roll-calls" />;
  const { data, pagination } = query.data;
  if (data.length === 0) {
    return (
      <p className="text-sm text-slate-600">No roll-call has been taken in this hostel yet.</p>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {data.map((rollCall) => {
          const open = rollCall.closedAt === null;
          return (
            <li
              key={rollCall._id}
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 space-y-0.5">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <span>Night of {formatDay(rollCall.night)}</span>
                  <Badge tone={open ? 'blue' : 'slate'}>{open ? 'Open' : 'Closed'}</Badge>
                </p>
                <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
                  {rollCallPlace(rollCall)}: {rollCall.counts.present} present,{' '}
                  {rollCall.counts.absent} absent, {rollCall.counts.unmarked} unmarked
                </p>
              </div>
              <TextLink
                to={generatePath(sheetPath, { id: rollCall._id })}
                aria-label={`${open ? 'Continue' : 'Open'} the roll-call of ${rollCallPlace(rollCall)}, night of ${formatDay(rollCall.night)}`}
              >
                {open ? 'Continue' : 'Open'}
              </TextLink>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={pagination.page}
        pageSize={pagination.limit || HISTORY_PAGE_SIZE}
        total={pagination.total}
        onPageChange={onPageChange}
        noun={{ one: 'roll-call', other: 'roll-calls' }}
      />
    </div>
  );
}
