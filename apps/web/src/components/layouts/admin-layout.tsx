import {
  ChartColumn,
  ClipboardCheck,
  FileUp,
  Inbox,
  IndianRupee,
  Building,
  DoorOpen,
  Fence,
  History,
  IdCard,
  LayoutDashboard,
  Luggage,
  Megaphone,
  MessageSquareWarning,
  Settings,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { DashboardLayout } from './dashboard-layout';
import type { SidebarBell, SidebarLink } from './sidebar';

const links: readonly SidebarLink[] = [
  { to: paths.admin.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.admin.hostels, label: 'Hostels', icon: Building },
  { to: paths.admin.rooms, label: 'Rooms', icon: DoorOpen },
  { to: paths.admin.students, label: 'Students', icon: Users },
  { to: paths.admin.requests, label: 'Room Requests', icon: Inbox },
  { to: paths.admin.leave, label: 'Leave', icon: Luggage },
  { to: paths.admin.gate, label: 'Gate', icon: Fence },
  { to: paths.admin.rollCall, label: 'Roll-call', icon: ClipboardCheck },
  { to: paths.admin.mess, label: 'Mess', icon: UtensilsCrossed },
  { to: paths.admin.notices, label: 'Notices', icon: Megaphone },
  { to: paths.admin.complaints, label: 'Complaints', icon: MessageSquareWarning },
  { to: paths.admin.fees, label: 'Fees', icon: IndianRupee },
  { to: paths.admin.reports, label: 'Reports', icon: ChartColumn },
  { to: paths.admin.import, label: 'Import', icon: FileUp },
  { to: paths.admin.staff, label: 'Staff', icon: IdCard },
  { to: paths.admin.settings, label: 'Settings', icon: Settings },
  { to: paths.admin.activity, label: 'Activity', icon: History },
];

type AdminLayoutProps = {
  /** Undefined while the session is being confirmed. */
  userName: string | undefined;
  creditUrl: string;
  onLogout: () => void;
  /** The notification bell, drawn by the signed-in area. */
  bell?: SidebarBell | undefined;
  children: ReactNode;
};

export function AdminLayout({ userName, creditUrl, onLogout, bell, children }: AdminLayoutProps) {
  return (
    <DashboardLayout
      title="HMS Admin"
      links={links}
      userName={userName}
      userDetail="Administrator"
      creditUrl={creditUrl}
      onLogout={onLogout}
      bell={bell}
    >
      {children}
    </DashboardLayout>
  );
}
