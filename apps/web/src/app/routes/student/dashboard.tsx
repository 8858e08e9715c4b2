import { ContentLayout } from '@/components/layouts/content-layout';

export function StudentDashboardRoute() {
  return <ContentLayout title="Dashboard" />;
}
