import { COMPLAINT_SEARCH_MIN_LENGTH } from '@hms/shared/complaints';
import { complaintMessages } from '@hms/shared/messages';
import { useIsAdministrator } from '@/features/auth/hooks/use-session';
import { ContentLayout } from '@/components/layouts/content-layout';
import { exportComplaints, type ComplaintsFilters } from '@/features/complaints/api/get-complaints';
import { AdminComplaintsList } from '@/features/complaints/components/admin-complaints-list';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { AssignmentFilter } from '@/features/complaints/components/assignment-filter';
import { ComplaintFilters } from '@/features/complaints/components/complaint-filters';
import {
  complaintSortColumns,
  useComplaintFilters,
} from '@/features/complaints/hooks/use-complaint-filters';
import { SortHeaders } from '@/components/ui/sort-headers';

/** The file holds every page of what the list shows now, in the list's own order. */
function fileFilters({
  page: _page,
  sort: _sort,
  ...filters
}: ComplaintsFilters & { page: number }) {
  return filters;
}

export function AdminComplaintsRoute() {
  const manage = useIsAdministrator();
  const {
    filters,
    hasFilters,
    setSearch,
    setStatus,
    setOverdue,
    setCategory,
    setPriority,
    setAssigned,
    setPage,
    clearFilters,
    sort,
    setSort,
  } = useComplaintFilters();

  return (
    <ContentLayout
      title="Complaints"
      actions={
        <ExportCsvButton
          download={() => exportComplaints(fileFilters(filters))}
          failure="Failed to export the complaints"
        />
      }
    >
      <ComplaintFilters
        filters={filters}
        hasFilters={hasFilters}
        searchPlaceholder="Subject, description, student name or ID"
        searchMinChars={{
          count: COMPLAINT_SEARCH_MIN_LENGTH,
          hint: complaintMessages.searchTooShort,
        }}
        onSearch={setSearch}
        onStatusChange={setStatus}
        onOverdueChange={setOverdue}
        onCategoryChange={setCategory}
        onPriorityChange={setPriority}
        onClear={clearFilters}
        clearLabel="Clear filters"
      />
      <div className="mb-4">
        <AssignmentFilter value={filters.assigned} onChange={setAssigned} />
      </div>
      <SortHeaders noun="complaints" columns={complaintSortColumns} sort={sort} onSort={setSort} />
      <AdminComplaintsList
        filters={filters}
        hasFilters={hasFilters}
        onPageChange={setPage}
        onClearFilters={clearFilters}
        manage={manage}
      />
    </ContentLayout>
  );
}
