import { ContentLayout } from '@/components/layouts/content-layout';

export function ProfileRoute() {
  return <ContentLayout title="My Profile" />;
}
