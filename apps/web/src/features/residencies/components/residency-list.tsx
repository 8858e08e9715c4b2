import { useState } from 'react';
import { residencyMessages as m, type Residency } from '@hms/shared/residencies';
import { Badge } from '@/components/ui/badge';
import { Pagination } from '@/components/ui/pagination';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDay } from '@/lib/format-date';
import { useResidencies, type HistoryOf } from '../api/get-residencies';

/** Whose stays the list shows decides what each names: a room's list names students. */
function StayItem({ stay, naming }: { stay: Residency; naming: 'student' | 'room' }) {
  const where = `Room ${stay.room.roomNumber}, ${stay.hostel.name} · Bed ${stay.bed}`;
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold text-slate-900">
          {naming === 'student' ? (
            <>
              {stay.student.name}{' '}
              <span className="font-normal text-slate-500">({stay.student.studentId})</span>
            </>
          ) : (
            where
          )}
        </p>
        {stay.endReason ? <Badge>{stay.endReason}</Badge> : <Badge tone="green">Current</Badge>}
      </div>
      {naming === 'student' && <p className="text-slate-600">Bed {stay.bed}</p>}
      <p className="text-slate-700">
        <time dateTime={stay.movedInOn}>{formatDay(stay.movedInOn)}</time>
        {' – '}
        {stay.movedOutOn ? (
          <time dateTime={stay.movedOutOn}>{formatDay(stay.movedOutOn)}</time>
        ) : (
          'now'
        )}
      </p>
      {stay.note && <p className="mt-1 whitespace-pre-line text-slate-600">{stay.note}</p>}
    </li>
  );
}

/**
 * Stays, newest first, ten a page (docs/product-rules.md#residencies). A room's list names who
 * stayed; a student's names where.
 */
export function ResidencyList({ of, label }: { of: HistoryOf; label: string }) {
  const [page, setPage] = useState(1);
  const stays = useResidencies(of, page);
  const naming = typeof of === 'object' && 'room' in of ? 'student' : 'room';

  if (stays.isError && !stays.data) {
    return <QueryLoadError query={stays} message={m.historyFailed} />;
  }
  if (!stays.data) return <Spinner label="Loading the history" className="py-6" />;
  const { data, pagination } = stays.data;
  if (data.length === 0) return <p className="text-sm text-slate-600">{m.historyEmpty}</p>;
  return (
    <div className="space-y-3">
      <ol aria-label={label} aria-busy={stays.isPlaceholderData || undefined} className="space-y-2">
        {data.map((stay) => (
          <StayItem key={stay._id} stay={stay} naming={naming} />
        ))}
      </ol>
      {pagination.total > pagination.limit && (
        <Pagination
          page={pagination.page}
          pageSize={pagination.limit}
          total={pagination.total}
          onPageChange={setPage}
          noun={{ one: 'stay', other: 'stays' }}
        />
      )}
    </div>
  );
}
