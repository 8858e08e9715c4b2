import { ContentLayout } from '@/components/layouts/content-layout';
import { NotificationList } from '@/features/notifications/components/notification-list';

/** The office's notifications: an administrator's or a warden's own. */
export function NotificationsRoute() {
  return (
    <ContentLayout title="Notifications" description="What has happened that concerns you">
      <NotificationList />
    </ContentLayout>
  );
}
