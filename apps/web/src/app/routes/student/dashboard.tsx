import { dashboardMessages } from '@hms/shared/messages';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/features/auth/hooks/use-session';
import { RecentComplaints } from '@/features/complaints/components/recent-complaints';
import { useStudentDashboard } from '@/features/dashboard/api/get-student-dashboard';
import { RequestStatusCard } from '@/features/room-requests/components/request-status-card';
import { StudentDashboard } from '@/features/dashboard/components/student-dashboard';
import { FeesCard } from '@/features/fees/components/fees-card';
import { OwnMenuCard } from '@/features/mess/components/own-menu-card';
import { NoticesCard } from '@/features/notices/components/notices-card';

export function StudentDashboardRoute() {
  const user = useSessionUser();
  const dashboard = useStudentDashboard();
  // The session's name greets at once; the dashboard's is the current one, should the office
  // have corrected it since sign-in.
  const name = dashboard.data?.student.name ?? user?.name;
  const content = (
    <>
      <StudentDashboard
        renderRecentComplaints={(complaints) => (
          <RecentComplaints complaints={complaints} viewAllTo={paths.student.complaints} />
        )}
      />
      <div className="mt-6 grid items-start gap-6 empty:hidden lg:grid-cols-2">
        <NoticesCard noticesTo={paths.student.notices} />
        <FeesCard feesTo={paths.student.fees} />
        <RequestStatusCard requestsTo={paths.student.requests} />
        <OwnMenuCard />
      </div>
    </>
  );

  // Drawn before the session is confirmed (see RequireRole), the page has no name to greet with
  // until the session or the dashboard answers; its spinner shows meanwhile.
  if (name === undefined) return content;
  return (
    <ContentLayout title={dashboardMessages.welcome(name)} documentTitle="Dashboard">
      {content}
    </ContentLayout>
  );
}
