import { useIsAdministrator } from '@/features/auth/hooks/use-session';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { exportHostels } from '@/features/hostels/api/get-hostels';
import { CreateHostel } from '@/features/hostels/components/create-hostel';
import { HostelsList } from '@/features/hostels/components/hostels-list';

export function HostelsRoute() {
  const manage = useIsAdministrator();
  return (
    <ContentLayout
      title="Hostels"
      actions={
        <div className="flex flex-wrap gap-3">
          <ExportCsvButton download={exportHostels} failure="Failed to export the hostels" />
          {manage && <CreateHostel />}
        </div>
      }
    >
      <HostelsList manage={manage} />
    </ContentLayout>
  );
}
