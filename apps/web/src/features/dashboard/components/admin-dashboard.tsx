import type { ReactNode } from 'react';
import type { ComplaintSummary } from '@hms/shared/dashboard';
import { dashboardMessages } from '@hms/shared/messages';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { AdminStats } from './admin-stats';
import { HostelOccupancyList } from './hostel-occupancy-list';

type AdminDashboardProps = {
  /** The Recent Complaints card: the complaints feature draws it, the route hands it in. */
  renderRecentComplaints: (complaints: ComplaintSummary[]) => ReactNode;
};

export function AdminDashboard({ renderRecentComplaints }: AdminDashboardProps) {
  const dashboard = useAdminDashboard();

  // A failed background refresh keeps the figures on screen; only data never loaded shows the error.
  if (!dashboard.data) {
    if (dashboard.isError) {
      return <QueryLoadError query={dashboard} message={dashboardMessages.loadFailed} />;
    }
    return <Spinner label="Loading dashboard" className="py-16" />;
  }

  const { stats, recentComplaints, hostels } = dashboard.data;
  return (
    <div className="space-y-6">
      <AdminStats stats={stats} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {renderRecentComplaints(recentComplaints)}
        <HostelOccupancyList hostels={hostels} />
      </div>
    </div>
  );
}
