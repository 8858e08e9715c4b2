import { dashboardMessages } from '@hms/shared/messages';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { useSignedInUser } from '@/features/auth/hooks/use-session';
import { RecentComplaints } from '@/features/complaints/components/recent-complaints';
import { useStudentDashboard } from '@/features/dashboard/api/get-student-dashboard';
import { StudentDashboard } from '@/features/dashboard/components/student-dashboard';

export function StudentDashboardRoute() {
  const user = useSignedInUser();
  const dashboard = useStudentDashboard();
  // The session's name greets at once; the dashboard's is the current one, should the office
  // have corrected it since sign-in.
  const name = dashboard.data?.student.name ?? user.name;

  return (
    <ContentLayout title={dashboardMessages.welcome(name)}>
      <StudentDashboard
        renderRecentComplaints={(complaints) => (
          <RecentComplaints complaints={complaints} viewAllTo={paths.student.complaints} />
        )}
      />
    </ContentLayout>
  );
}
