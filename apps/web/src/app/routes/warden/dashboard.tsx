import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { RecentComplaints } from '@/features/complaints/components/recent-complaints';
import { AdminDashboard } from '@/features/dashboard/components/admin-dashboard';

/** The admin dashboard's cards, counted over the warden's hostels. */
export function WardenDashboardRoute() {
  return (
    <ContentLayout title="Dashboard">
      <AdminDashboard
        scope="warden"
        renderRecentComplaints={(complaints) => (
          <RecentComplaints
            complaints={complaints}
            viewAllTo={paths.warden.complaints}
            showStudent
          />
        )}
      />
    </ContentLayout>
  );
}
