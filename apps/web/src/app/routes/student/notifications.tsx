import { ContentLayout } from '@/components/layouts/content-layout';
import { NotificationList } from '@/features/notifications/components/notification-list';

/** A student's notifications: their complaints, room, requests and fees. */
export function StudentNotificationsRoute() {
  return (
    <ContentLayout title="Notifications" description="What has happened that concerns you">
      <NotificationList />
    </ContentLayout>
  );
}
