import { MessageSquareWarning, Plus } from 'lucide-react';
import { PAGE_LIMIT_MAX } from '@hms/shared/constants';
import { complaintMessages } from '@hms/shared/messages';
import { Button } from '@/components/ui/button';
import { CardGrid, CardGridSkeleton } from '@/components/ui/card-grid';
import { EmptyState, FilteredEmptyState } from '@/components/ui/empty-state';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { useComplaints } from '../api/get-complaints';
import { useComplaintSelection } from '../hooks/use-complaint-selection';
import {
  matchesComplaintFilters,
  type ComplaintFilterValues,
} from '../hooks/use-student-complaint-filters';
import { ComplaintCard } from './complaint-card';
import { ComplaintDetailDialog } from './complaint-detail-dialog';

// A student's own complaints are few: one request of the API's largest page holds them all, so
// the search and filters run in the browser without a request each
// (docs/product-rules.md#complaint-lists).
const ownComplaintsQuery = { page: 1, limit: PAGE_LIMIT_MAX };

type StudentComplaintsListProps = {
  filters: ComplaintFilterValues;
  hasFilters: boolean;
  onClearFilters: () => void;
  /** Opens the 'Submit New Complaint' dialog. */
  onCreate: () => void;
};

export function StudentComplaintsList({
  filters,
  hasFilters,
  onClearFilters,
  onCreate,
}: StudentComplaintsListProps) {
  const query = useComplaints(ownComplaintsQuery);
  const { selected, open, update, close } = useComplaintSelection(query.data?.data);

  // A failed background refresh keeps the list on screen; only a list never loaded shows the error.
  if (!query.data && query.isError) {
    return <QueryLoadError query={query} message={complaintMessages.loadFailed} />;
  }
  if (!query.data) return <CardGridSkeleton label="Loading complaints" />;

  const shown = query.data.data.filter((complaint) => matchesComplaintFilters(complaint, filters));

  return (
    <>
      {shown.length > 0 ? (
        <CardGrid>
          {shown.map((complaint) => (
            <li key={complaint._id}>
              <ComplaintCard complaint={complaint} onOpen={open} />
            </li>
          ))}
        </CardGrid>
      ) : hasFilters ? (
        <FilteredEmptyState
          title="No complaints match your filters"
          description="Try adjusting your search criteria"
          onClearFilters={onClearFilters}
        />
      ) : (
        <EmptyState
          icon={MessageSquareWarning}
          title="No complaints found"
          description="Submit your first complaint to get started"
        >
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" className="size-4" />
            Submit Complaint
          </Button>
        </EmptyState>
      )}
      <ComplaintDetailDialog complaint={selected} onClose={close} onChange={update} />
    </>
  );
}
