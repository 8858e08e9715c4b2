import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { RecentComplaints } from '@/features/complaints/components/recent-complaints';
import { AdminDashboard } from '@/features/dashboard/components/admin-dashboard';

export function AdminDashboardRoute() {
  return (
    <ContentLayout title="Dashboard">
      <AdminDashboard
        renderRecentComplaints={(complaints) => (
          <RecentComplaints
            complaints={complaints}
            viewAllTo={paths.admin.complaints}
            showStudent
          />
        )}
      />
    </ContentLayout>
  );
}
