import { Plus } from 'lucide-react';
import { useState } from 'react';
import { COMPLAINT_SEARCH_MIN_LENGTH } from '@hms/shared/complaints';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Button } from '@/components/ui/button';
import { ComplaintFilters } from '@/features/complaints/components/complaint-filters';
import { exportComplaints } from '@/features/complaints/api/get-complaints';
import { CreateComplaintDialog } from '@/features/complaints/components/create-complaint-dialog';
import { StudentComplaintsList } from '@/features/complaints/components/student-complaints-list';
import {
  useStudentComplaintFilters,
  type ComplaintFilterValues,
} from '@/features/complaints/hooks/use-student-complaint-filters';
import { ExportCsvButton } from '@/components/ui/export-csv-button';

// The search runs in the browser, so it can follow typing closely without costing requests.
const SEARCH_DELAY_MS = 100;

/**
 * The file is the server's: the selects as chosen, and the text as the server searches it
 * (subject and description, from three characters; docs/product-rules.md#exports).
 */
function exportOwn({ search, status, category, priority }: ComplaintFilterValues) {
  const text = search && search.trim().length >= COMPLAINT_SEARCH_MIN_LENGTH ? search : undefined;
  return exportComplaints({ search: text, status, category, priority });
}

export function StudentComplaintsRoute() {
  const [creating, setCreating] = useState(false);
  const { filters, hasFilters, setSearch, setStatus, setCategory, setPriority, clearFilters } =
    useStudentComplaintFilters();

  return (
    <ContentLayout
      title="My Complaints"
      description="Submit and track your complaints"
      actions={
        <div className="flex flex-wrap gap-3">
          <ExportCsvButton
            download={() => exportOwn(filters)}
            failure="Failed to export your complaints"
          />
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            New Complaint
          </Button>
        </div>
      }
    >
      <ComplaintFilters
        filters={filters}
        hasFilters={hasFilters}
        searchPlaceholder="Subject, description or category"
        searchDelayMs={SEARCH_DELAY_MS}
        onSearch={setSearch}
        onStatusChange={setStatus}
        onCategoryChange={setCategory}
        onPriorityChange={setPriority}
        onClear={clearFilters}
        clearLabel="Clear"
      />
      <StudentComplaintsList
        filters={filters}
        hasFilters={hasFilters}
        onClearFilters={clearFilters}
        onCreate={() => setCreating(true)}
      />
      <CreateComplaintDialog open={creating} onClose={() => setCreating(false)} />
    </ContentLayout>
  );
}
