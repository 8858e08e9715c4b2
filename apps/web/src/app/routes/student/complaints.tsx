import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Button } from '@/components/ui/button';
import { ComplaintFilters } from '@/features/complaints/components/complaint-filters';
import { CreateComplaintDialog } from '@/features/complaints/components/create-complaint-dialog';
import { StudentComplaintsList } from '@/features/complaints/components/student-complaints-list';
import { useStudentComplaintFilters } from '@/features/complaints/hooks/use-student-complaint-filters';

// The search runs in the browser, so it can follow typing closely without costing requests.
const SEARCH_DELAY_MS = 100;

export function StudentComplaintsRoute() {
  const [creating, setCreating] = useState(false);
  const { filters, hasFilters, setSearch, setStatus, setCategory, setPriority, clearFilters } =
    useStudentComplaintFilters();

  return (
    <ContentLayout
      title="My Complaints"
      description="Submit and track your complaints"
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          New Complaint
        </Button>
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
