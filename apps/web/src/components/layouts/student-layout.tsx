import {
  Inbox,
  IndianRupee,
  LayoutDashboard,
  Luggage,
  Megaphone,
  MessageSquareWarning,
  QrCode,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { DashboardLayout } from './dashboard-layout';
import type { SidebarBell, SidebarLink } from './sidebar';

const links: readonly SidebarLink[] = [
  { to: paths.student.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.student.notices, label: 'Notices', icon: Megaphone },
  { to: paths.student.profile, label: 'Profile', icon: UserRound },
  { to: paths.student.complaints, label: 'Complaints', icon: MessageSquareWarning },
  { to: paths.student.requests, label: 'Room Requests', icon: Inbox },
  { to: paths.student.leave, label: 'Leave', icon: Luggage },
  { to: paths.student.gatePass, label: 'Gate Pass', icon: QrCode },
  { to: paths.student.fees, label: 'Fees', icon: IndianRupee },
];

type StudentLayoutProps = {
  /** Undefined while the session is being confirmed. */
  userName: string | undefined;
  studentId: string;
  creditUrl: string;
  onLogout: () => void;
  /** The notification bell, drawn by the signed-in area. */
  bell?: SidebarBell | undefined;
  children: ReactNode;
};

export function StudentLayout({
  userName,
  studentId,
  creditUrl,
  onLogout,
  bell,
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
      bell={bell}
    >
      {children}
    </DashboardLayout>
  );
}
