import { Printer } from 'lucide-react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Button } from '@/components/ui/button';
import { useHostels } from '@/features/hostels/api/get-hostels';
import { ReportsPage } from '@/features/reports/components/reports-page';
import { useStaffArea } from './use-staff-fee-access';

/**
 * The Reports page: charts with their tables and CSVs, to read, download or print. A warden's
 * counts their hostels, which the server filters.
 */
export function ReportsRoute() {
  const area = useStaffArea();
  // The hostel choices; a failed load leaves them empty rather than the page.
  const hostels = useHostels().data ?? [];
  return (
    <ContentLayout
      title="Reports"
      description="Occupancy, complaints and fees, as charts and tables."
      actions={
        <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
      }
    >
      {area === 'warden' ? (
        <ReportsPage hostels={hostels} everyHostel="your hostels" allChoice="All your hostels" />
      ) : (
        <ReportsPage hostels={hostels} everyHostel="all hostels" allChoice="All hostels" />
      )}
    </ContentLayout>
  );
}
