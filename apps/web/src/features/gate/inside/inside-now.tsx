import { Printer, Users } from 'lucide-react';
import { whereaboutsLabels } from '@hms/shared/gate';
import type { Whereabouts } from '@hms/shared/gate-rules';
import { Button } from '@/components/ui/button';
import { EmptyState, FilteredEmptyState } from '@/components/ui/empty-state';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { downloadInsideCsv, useInsideNow } from './inside-api';
import { InsideCountCards } from './inside-counts';
import { MusterList } from './muster-list';
import { WhereaboutsChips } from './whereabouts-chips';

export const insideMessages = {
  loadFailed: 'Error loading who is inside',
  downloadFailed: 'Failed to download the list',
  nobody: 'Nobody lives in this hostel yet',
  nobodyHint: 'Students assigned to its rooms appear here, by room.',
  nobodyFiltered: (whereabouts: Whereabouts) =>
    `Nobody is ${whereaboutsLabels[whereabouts].toLowerCase()} now`,
} as const;

const downloadLabel = { idle: 'Download CSV', busy: 'Downloading...' };

type InsideNowProps = {
  hostel: string;
  /** The whereabouts the list shows, or undefined for everyone. */
  whereabouts: Whereabouts | undefined;
  onWhereaboutsChange: (whereabouts: Whereabouts | undefined) => void;
};

/**
 * Who is inside one hostel now (docs/product-rules.md#gate-movements): the four counts, the
 * muster list by room with a filter by whereabouts, and the list to print on A4 or download as a
 * CSV. On paper the controls give way to the hostel's name and the time the list was made.
 */
export function InsideNow({ hostel, whereabouts, onWhereaboutsChange }: InsideNowProps) {
  const inside = useInsideNow(hostel);
  if (!inside.data) {
    if (inside.isError)
      return <QueryLoadError query={inside} message={insideMessages.loadFailed} />;
    return <Spinner label="Loading who is inside" className="py-12" />;
  }
  const { hostelName, asOf, counts, residents } = inside.data;
  const shown = whereabouts
    ? residents.filter((resident) => resident.whereabouts === whereabouts)
    : residents;
  const showing = whereabouts ? whereaboutsLabels[whereabouts] : 'Everyone';

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-slate-600">As of {formatDateTime(asOf)}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
          <ExportCsvButton
            download={() => downloadInsideCsv(hostel)}
            failure={insideMessages.downloadFailed}
            label={downloadLabel}
          />
        </div>
      </div>
      <div className="hidden print:block">
        <p className="text-lg font-semibold text-slate-900">{hostelName}: who is inside</p>
        <p className="text-sm text-slate-700">
          As of {formatDateTime(asOf)}. {showing}: {shown.length} of {residents.length}, by room.
        </p>
      </div>
      <InsideCountCards counts={counts} label={`${hostelName} now`} />
      <WhereaboutsChips
        value={whereabouts}
        counts={counts}
        total={residents.length}
        onChange={onWhereaboutsChange}
      />
      {residents.length === 0 ? (
        <EmptyState
          icon={Users}
          title={insideMessages.nobody}
          description={insideMessages.nobodyHint}
        />
      ) : shown.length === 0 && whereabouts ? (
        <FilteredEmptyState
          title={insideMessages.nobodyFiltered(whereabouts)}
          onClearFilters={() => onWhereaboutsChange(undefined)}
        />
      ) : (
        <MusterList
          residents={shown}
          caption={`${hostelName}: ${showing.toLowerCase()}, by room`}
        />
      )}
    </div>
  );
}
