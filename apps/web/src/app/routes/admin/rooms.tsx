import { ContentLayout } from '@/components/layouts/content-layout';

export function RoomsRoute() {
  return <ContentLayout title="Rooms" />;
}
