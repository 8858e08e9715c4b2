import { PAGE_LIMIT_DEFAULT } from '@hms/shared/constants';
import { ContentLayout } from '@/components/layouts/content-layout';
import { focusRing } from '@/components/ui/focus-ring';
import { exportActivity } from '@/features/activity/api/get-audit-entries';
import { ActivityFilters } from '@/features/activity/components/activity-filters';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { ActivityList } from '@/features/activity/components/activity-list';
import { useActivityFilters } from '@/features/activity/hooks/use-activity-filters';
import { cn } from '@/lib/class-names';

/** The audit trail for administrators: who changed what, newest first (docs/decisions/041). */
export function ActivityRoute() {
  const { filters, hasFilters, filter, search, older, newer, clearFilters } = useActivityFilters();
  // The page number the URL hook keeps is unused: this list pages by entry id.
  const { actor, entityType, entityId, action, from, to, search: text, before, after } = filters;
  const query = { actor, entityType, entityId, action, from, to, search: text, before, after };

  return (
    <ContentLayout
      title="Activity"
      description="Every change made to students, rooms, hostels and complaints, newest first."
      actions={
        <ExportCsvButton
          download={() => exportActivity(query)}
          failure="Failed to export the activity"
        />
      }
    >
      <ActivityFilters
        filters={filters}
        hasFilters={hasFilters}
        onFilter={filter}
        onSearch={search}
        onClear={clearFilters}
      />
      {(filters.entityId || filters.actor) && (
        <p role="status" className="text-sm text-slate-700">
          {filters.entityId ? "Showing one record's history." : "Showing one person's changes."}{' '}
          <button
            type="button"
            className={cn(
              'rounded-sm font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900',
              focusRing,
            )}
            onClick={clearFilters}
          >
            Show all changes
          </button>
        </p>
      )}
      <ActivityList
        query={{ ...query, limit: PAGE_LIMIT_DEFAULT }}
        hasFilters={hasFilters}
        onOlder={older}
        onNewer={newer}
        onActorFilter={(actor) => filter({ actor })}
        onClearFilters={clearFilters}
      />
    </ContentLayout>
  );
}
