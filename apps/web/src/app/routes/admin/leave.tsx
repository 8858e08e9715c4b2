import { ContentLayout } from '@/components/layouts/content-layout';
import { useHostels } from '@/features/hostels/api/get-hostels';
import { LeaveApplications } from '@/features/leave/components/leave-applications';
import { useStaffArea } from './use-staff-fee-access';

/**
 * The office's Leave page; a warden's holds their hostels' leave, which the server filters. The
 * hostel filter is for administrators, and for a warden who runs more than one hostel.
 */
export function LeaveRoute() {
  const area = useStaffArea();
  const hostels = (useHostels().data ?? []).map((h) => ({ value: h._id, label: h.name }));
  const filterable = area === 'admin' || hostels.length > 1;
  return (
    <ContentLayout
      title="Leave"
      description="Who is away, who is due back, and what waits for you."
    >
      <LeaveApplications hostels={filterable ? hostels : undefined} />
    </ContentLayout>
  );
}
