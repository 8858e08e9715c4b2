import { ContentLayout } from '@/components/layouts/content-layout';

export function HostelsRoute() {
  return <ContentLayout title="Hostels" />;
}
