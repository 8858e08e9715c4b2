import { ArrowRightLeft, LogIn, LogOut, TriangleAlert } from 'lucide-react';
import type { Movement } from '@hms/shared/gate';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { PagedList, type PagedListMessages } from '@/components/ui/paged-list';
import { formatDateTime } from '@/lib/format-date';
import { useMovements } from './movements-api';

export const movementMessages = {
  loading: 'Loading movements',
  loadFailed: 'Error loading the movements at the gate',
  empty: 'No movements yet',
  emptyHint: 'Each time a guard scans a student going out or coming in, it appears here.',
  emptyFiltered: 'Nothing needs your attention',
  emptyFilteredHint: 'No late returns, unmatched scans or going out without leave.',
} satisfies PagedListMessages;

export const ATTENTION_ONLY_LABEL = 'Needs attention only';

/** One movement: who, which way, what it means in words, and when, where and by whom. */
function MovementLine({ movement }: { movement: Movement }) {
  const out = movement.direction === 'out';
  return (
    <article className="min-w-0 space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold text-slate-900">
          {movement.studentName}{' '}
          <span className="font-mono font-normal text-slate-600">({movement.rollNumber})</span>
        </p>
        <div className="flex flex-wrap gap-2">
          {movement.attention && (
            <Badge tone="red" icon={TriangleAlert}>
              Needs attention
            </Badge>
          )}
          <Badge tone={out ? 'slate' : 'indigo'} icon={out ? LogOut : LogIn}>
            {out ? 'Went out' : 'Came in'}
          </Badge>
        </div>
      </div>
      <p className="text-slate-800">{movement.meaning}</p>
      <p className="text-slate-600">
        <time dateTime={movement.scannedAt}>{formatDateTime(movement.scannedAt)}</time> at{' '}
        {movement.gate}
        {movement.hostelName && <>, {movement.hostelName}</>}; recorded by {movement.recordedBy}
      </p>
    </article>
  );
}

type GateMovementsProps = {
  hostel: string | undefined;
  attention: boolean;
  page: number;
  onAttentionChange: (attention: boolean) => void;
  onPageChange: (page: number) => void;
};

/**
 * The warden's record of the gate (docs/product-rules.md#gate-movements): every movement, newest
 * first, each saying what it means; "Needs attention only" leaves the late returns, the unmatched
 * scans and those who went out without leave.
 */
export function GateMovements({
  hostel,
  attention,
  page,
  onAttentionChange,
  onPageChange,
}: GateMovementsProps) {
  const list = useMovements({ hostel, attention }, page);
  return (
    <div className="space-y-4">
      <Checkbox
        label={ATTENTION_ONLY_LABEL}
        checked={attention}
        onChange={(event) => onAttentionChange(event.target.checked)}
      />
      <PagedList
        query={list}
        context={true}
        renderItem={(movement) => <MovementLine movement={movement} />}
        messages={movementMessages}
        icon={ArrowRightLeft}
        noun={{ one: 'movement', other: 'movements' }}
        listLabel="Movements, newest first"
        hasFilters={attention}
        onPageChange={onPageChange}
        onClearFilters={() => onAttentionChange(false)}
      />
    </div>
  );
}
