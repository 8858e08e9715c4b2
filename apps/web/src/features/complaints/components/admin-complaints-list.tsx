import { MessageSquareWarning } from 'lucide-react';
import { PAGE_LIMIT_DEFAULT } from '@hms/shared/constants';
import { complaintMessages } from '@hms/shared/messages';
import {
  PagedList,
  type PagedListControls,
  type PagedListMessages,
} from '@/components/ui/paged-list';
import { useComplaints } from '../api/get-complaints';
import type { ComplaintFilters } from '../hooks/use-complaint-filters';
import { useComplaintSelection } from '../hooks/use-complaint-selection';
import { ComplaintAssignee } from './complaint-assignee';
import { ComplaintCard } from './complaint-card';
import { ComplaintDetailDialog } from './complaint-detail-dialog';
import { ComplaintStatusActions } from './complaint-status-actions';

const messages = {
  loading: 'Loading complaints',
  loadFailed: complaintMessages.loadFailed,
  empty: 'No complaints found',
  emptyHint: 'Complaints that students submit will appear here.',
  emptyFiltered: 'No complaints match your filters',
  emptyFilteredHint: 'Try adjusting your search criteria',
} satisfies PagedListMessages;

type AdminComplaintsListProps = PagedListControls & {
  filters: ComplaintFilters;
  /** An administrator's list: the dialog links to the complaint's history. */
  manage?: boolean;
};

/** Every student's complaints, filtered and paged by the server, each opening its detail modal. */
export function AdminComplaintsList({
  filters,
  manage = true,
  ...controls
}: AdminComplaintsListProps) {
  const query = useComplaints({ ...filters, limit: PAGE_LIMIT_DEFAULT });
  const { selected, open, update, close } = useComplaintSelection(query.data?.data);

  return (
    <>
      <PagedList
        query={query}
        // The cards need nothing besides their complaint.
        context={null}
        renderItem={(complaint) => (
          <ComplaintCard complaint={complaint} showStudent showOverdue onOpen={open} />
        )}
        messages={messages}
        icon={MessageSquareWarning}
        noun={{ one: 'complaint', other: 'complaints' }}
        {...controls}
      />
      <ComplaintDetailDialog
        complaint={selected}
        onClose={close}
        onChange={update}
        showStudent
        showServiceTarget
        showHistory={manage}
        statusActions={
          selected && (
            // Keyed by complaint, so a half-typed resolution or a choice of assignee never
            // carries over to another one.
            <>
              <ComplaintAssignee
                key={`assignee-${selected._id}`}
                complaint={selected}
                onAssigned={update}
              />
              <ComplaintStatusActions key={selected._id} complaint={selected} onUpdated={update} />
            </>
          )
        }
      />
    </>
  );
}
