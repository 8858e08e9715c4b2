import { ContentLayout } from '@/components/layouts/content-layout';
import { useHostels } from '@/features/hostels/api/get-hostels';
import { RequestQueue } from '@/features/room-requests/components/request-queue';
import { ApproveRequest } from '@/features/students/components/approve-request';

/** The office's room-request queue; a warden's holds requests into or out of their hostels. */
export function RequestsRoute() {
  // Approving chooses among the hostels the caller may place students in.
  const hostels = useHostels().data ?? [];
  return (
    <ContentLayout title="Room Requests">
      <RequestQueue
        renderApprove={(request) => <ApproveRequest request={request} hostels={hostels} />}
      />
    </ContentLayout>
  );
}
