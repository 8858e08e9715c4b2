import { Building } from 'lucide-react';
import { hostelMessages } from '@hms/shared/messages';
import { CardGrid, CardGridSkeleton } from '@/components/ui/card-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { useHostels } from '../api/get-hostels';
import { DeleteHostel } from './delete-hostel';
import { HostelCard } from './hostel-card';
import { UpdateHostel } from './update-hostel';
import { HistoryLink } from '@/components/ui/history-link';

/** `manage`: an administrator's list, with Edit and Delete on each card. */
export function HostelsList({ manage = true }: { manage?: boolean }) {
  const hostels = useHostels();

  // A failed background refresh keeps the list on screen; only a list never loaded shows the error.
  if (!hostels.data) {
    if (hostels.isError) {
      return <QueryLoadError query={hostels} message={hostelMessages.loadFailed} />;
    }
    return <CardGridSkeleton label="Loading hostels" />;
  }

  if (hostels.data.length === 0) {
    return (
      <EmptyState
        icon={Building}
        title={hostelMessages.empty}
        description="Add your first hostel to get started."
      />
    );
  }

  return (
    <CardGrid>
      {hostels.data.map((hostel) => (
        <li key={hostel._id}>
          <HostelCard
            hostel={hostel}
            actions={
              manage && (
                <>
                  <HistoryLink entityType="hostel" entityId={hostel._id} label={hostel.name} />
                  <UpdateHostel hostel={hostel} />
                  <DeleteHostel hostel={hostel} />
                </>
              )
            }
          />
        </li>
      ))}
    </CardGrid>
  );
}
