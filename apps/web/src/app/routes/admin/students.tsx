import { ContentLayout } from '@/components/layouts/content-layout';

export function StudentsRoute() {
  return <ContentLayout title="Students" />;
}
