import { ContentLayout } from '@/components/layouts/content-layout';
import { useProfile } from '@/features/profile/api/get-profile';
import { OwnRequests } from '@/features/room-requests/components/own-requests';

/** A student's room requests: ask for a first room or a change, and follow the answers. */
export function StudentRequestsRoute() {
  const profile = useProfile();
  return (
    <ContentLayout title="Room Requests">
      <OwnRequests hasRoom={Boolean(profile.data?.room)} />
    </ContentLayout>
  );
}
