import { useIsAdministrator } from '@/features/auth/hooks/use-session';
import { ContentLayout } from '@/components/layouts/content-layout';
import { CreateHostel } from '@/features/hostels/components/create-hostel';
import { HostelsList } from '@/features/hostels/components/hostels-list';

export function HostelsRoute() {
  const manage = useIsAdministrator();
  return (
    <ContentLayout title="Hostels" actions={manage && <CreateHostel />}>
      <HostelsList manage={manage} />
    </ContentLayout>
  );
}
