import { Inbox, IndianRupee, LayoutDashboard, MessageSquareWarning, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { DashboardLayout } from './dashboard-layout';
import type { SidebarLink } from './sidebar';

const links: readonly SidebarLink[] = [
  { to: paths.student.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.student.profile, label: 'Profile', icon: UserRound },
  { to: paths.student.complaints, label: 'Complaints', icon: MessageSquareWarning },
  { to: paths.student.requests, label: 'Room Requests', icon: Inbox },
  { to: paths.student.fees, label: 'Fees', icon: IndianRupee },
];

type StudentLayoutProps = {
  /** Undefined while the session is being confirmed. */
  userName: string | undefined;
  studentId: string;
  creditUrl: string;
  onLogout: () => void;
  children: ReactNode;
};

export function StudentLayout({
  userName,
  studentId,
  creditUrl,
  onLogout,
  children,
}: StudentLayoutProps) {
  return (
    <DashboardLayout
      title="HMS Student"
      links={links}
      userName={userName}
      userDetail={studentId}
      creditUrl={creditUrl}
      onLogout={onLogout}
    >
      {children}
    </DashboardLayout>
  );
}
