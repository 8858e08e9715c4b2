import type { ReactNode } from 'react';
import type { ComplaintSummary } from '@hms/shared/dashboard';
import { dashboardMessages } from '@hms/shared/messages';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { useWardenDashboard } from '../api/get-warden-dashboard';
import { AdminStats } from './admin-stats';
import { GateStats } from './gate-stats';
import { HostelOccupancyList } from './hostel-occupancy-list';
import { WeeklyComplaints } from './weekly-complaints';

type AdminDashboardProps = {
  /** An administrator's whole college, or a warden's hostels. */
  scope?: 'admin' | 'warden';
  /** The Recent Complaints card: the complaints feature draws it, the route hands it in. */
  renderRecentComplaints: (complaints: ComplaintSummary[]) => ReactNode;
};

export function AdminDashboard({ scope = 'admin', renderRecentComplaints }: AdminDashboardProps) {
  // One of the two is asked for: the other waits disabled.
  const college = useAdminDashboard(scope === 'admin');
  const hostels = useWardenDashboard(scope === 'warden');
  const dashboard = scope === 'admin' ? college : hostels;

  // A failed background refresh keeps the figures on screen; only data never loaded shows the error.
  if (!dashboard.data) {
    if (dashboard.isError) {
      return <QueryLoadError query={dashboard} message={dashboardMessages.loadFailed} />;
    }
    return <Spinner label="Loading dashboard" className="py-16" />;
  }

  const { stats, recentComplaints } = dashboard.data;
  return (
    <div className="space-y-6">
      <AdminStats stats={stats} />
      {dashboard.data.gate && (
        <GateStats
          counts={dashboard.data.gate}
          gatePath={scope === 'admin' ? paths.admin.gate : paths.warden.gate}
        />
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {renderRecentComplaints(recentComplaints)}
        <HostelOccupancyList hostels={dashboard.data.hostels} />
        {scope === 'admin' && college.data && (
          <WeeklyComplaints weeks={college.data.complaintsPerWeek} />
        )}
      </div>
    </div>
  );
}
