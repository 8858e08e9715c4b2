import { ContentLayout } from '@/components/layouts/content-layout';

export function AdminDashboardRoute() {
  return <ContentLayout title="Dashboard" />;
}
