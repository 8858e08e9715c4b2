import { Building } from 'lucide-react';
import { hostelMessages } from '@hms/shared/messages';
import { CardGrid, CardGridSkeleton } from '@/components/ui/card-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { getErrorDetail } from '@/lib/error-message';
import { useHostels } from '../api/get-hostels';
import { DeleteHostel } from './delete-hostel';
import { HostelCard } from './hostel-card';
import { UpdateHostel } from './update-hostel';

export function HostelsList() {
  const hostels = useHostels();

  // A failed background refresh keeps the list on screen; only a list never loaded shows the error.
  if (!hostels.data) {
    if (hostels.isError) {
      return (
        <LoadError
          message={hostelMessages.loadFailed}
          detail={getErrorDetail(hostels.error)}
          onRetry={() => void hostels.refetch()}
          retrying={hostels.isFetching}
        />
      );
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
              <>
                <UpdateHostel hostel={hostel} />
                <DeleteHostel hostel={hostel} />
              </>
            }
          />
        </li>
      ))}
    </CardGrid>
  );
}
