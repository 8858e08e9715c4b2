import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { auditMessages } from '@hms/shared/audit';
import { Button } from '@/components/ui/button';
import { EmptyState, FilteredEmptyState } from '@/components/ui/empty-state';
import { LineList } from '@/components/ui/line-list';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAuditEntries, type ActivityQuery } from '../api/get-audit-entries';
import { ActivityEntry } from './activity-entry';

type ActivityListProps = {
  query: ActivityQuery;
  hasFilters: boolean;
  onOlder: (before: number) => void;
  onNewer: (after: number) => void;
  onActorFilter: (actor: string) => void;
  onClearFilters: () => void;
};

/**
 * The entries, newest first, in each of the list's states, with Newer and Older to page: the list
 * is paged by entry, not counted, so there are no page numbers (docs/decisions/041).
 */
export function ActivityList({
  query,
  hasFilters,
  onOlder,
  onNewer,
  onActorFilter,
  onClearFilters,
}: ActivityListProps) {
  const entries = useAuditEntries(query);

  if (!entries.data && entries.isError) {
    return <QueryLoadError query={entries} message={auditMessages.loadFailed} />;
  }
  if (!entries.data) return <Spinner label="Loading activity" className="py-12" />;

  const { data, paging } = entries.data;
  const paged = query.before !== undefined || query.after !== undefined;

  if (data.length === 0 && !paged) {
    return hasFilters ? (
      <FilteredEmptyState
        title="No changes match these filters."
        description="Try another search or fewer filters, or clear them to see every change."
        onClearFilters={onClearFilters}
      />
    ) : (
      <EmptyState
        icon={History}
        title="No changes yet."
        description="Every change made to a student, room, hostel or complaint will be listed here."
      />
    );
  }

  return (
    <div className="space-y-4">
      {data.length === 0 ? (
        <EmptyState icon={History} title="There are no more changes this way." />
      ) : (
        <LineList label="Changes, newest first" busy={entries.isPlaceholderData}>
          {data.map((entry) => (
            <li key={entry.id}>
              <ActivityEntry
                entry={entry}
                showHistory={query.entityId === undefined}
                onActorFilter={query.actor === undefined ? onActorFilter : undefined}
              />
            </li>
          ))}
        </LineList>
      )}
      <nav aria-label="Activity pages" className="flex flex-wrap justify-between gap-3">
        <Button
          variant="secondary"
          disabled={paging.newer === null}
          onClick={() => paging.newer !== null && onNewer(paging.newer)}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Newer
        </Button>
        <Button
          variant="secondary"
          disabled={paging.older === null}
          onClick={() => paging.older !== null && onOlder(paging.older)}
        >
          Older
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </nav>
    </div>
  );
}
