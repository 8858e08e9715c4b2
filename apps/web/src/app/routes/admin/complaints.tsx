import { ContentLayout } from '@/components/layouts/content-layout';

export function AdminComplaintsRoute() {
  return <ContentLayout title="Complaints" />;
}
