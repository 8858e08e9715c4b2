import { ContentLayout } from '@/components/layouts/content-layout';
import { OwnNotices } from '@/features/notices/components/own-notices';

/** A student's notices: their hostel's and every hostel's, with what they have not read. */
export function StudentNoticesRoute() {
  return (
    <ContentLayout title="Notices">
      <OwnNotices />
    </ContentLayout>
  );
}
