import { ContentLayout } from '@/components/layouts/content-layout';

export function StudentComplaintsRoute() {
  return <ContentLayout title="My Complaints" />;
}
