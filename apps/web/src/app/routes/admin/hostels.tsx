import { ContentLayout } from '@/components/layouts/content-layout';
import { CreateHostel } from '@/features/hostels/components/create-hostel';
import { HostelsList } from '@/features/hostels/components/hostels-list';

export function HostelsRoute() {
  return (
    <ContentLayout title="Hostels" actions={<CreateHostel />}>
      <HostelsList />
    </ContentLayout>
  );
}
