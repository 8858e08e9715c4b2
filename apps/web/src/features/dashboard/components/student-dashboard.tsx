import type { ReactNode } from 'react';
import type { ComplaintSummary } from '@hms/shared/dashboard';
import { dashboardMessages } from '@hms/shared/messages';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { useStudentDashboard } from '../api/get-student-dashboard';
import { HostelInformationCard } from './hostel-information-card';
import { PersonalInformationCard } from './personal-information-card';
import { RoomInformationCard } from './room-information-card';
import { StudentSummaryTiles } from './student-summary-tiles';
import { UnassignedNotice } from './unassigned-notice';

type StudentDashboardProps = {
  /** The Recent Complaints card: the complaints feature draws it, the route hands it in. */
  renderRecentComplaints: (complaints: ComplaintSummary[]) => ReactNode;
};

export function StudentDashboard({ renderRecentComplaints }: StudentDashboardProps) {
  const dashboard = useStudentDashboard();

  // A failed background refresh keeps the page on screen; only data never loaded shows the error.
  if (!dashboard.data) {
    if (dashboard.isError) {
      return <QueryLoadError query={dashboard} message={dashboardMessages.loadFailed} />;
    }
    return <Spinner label="Loading dashboard" className="py-16" />;
  }

  const { student, recentComplaints } = dashboard.data;
  return (
    <div className="space-y-6">
      <UnassignedNotice student={student} />
      <StudentSummaryTiles student={student} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PersonalInformationCard student={student} />
        {renderRecentComplaints(recentComplaints)}
        <HostelInformationCard hostel={student.hostel} />
        <RoomInformationCard room={student.room} />
      </div>
    </div>
  );
}
