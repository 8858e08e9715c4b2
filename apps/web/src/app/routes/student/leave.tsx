import { ContentLayout } from '@/components/layouts/content-layout';
import { useProfile } from '@/features/profile/api/get-profile';
import { OwnLeave } from '@/features/leave/components/own-leave';

/** A student's leave: apply for days away, follow the answers, cancel before leaving. */
export function StudentLeaveRoute() {
  const profile = useProfile();
  return (
    <ContentLayout title="Leave">
      <OwnLeave hasRoom={profile.data ? Boolean(profile.data.room) : undefined} />
    </ContentLayout>
  );
}
