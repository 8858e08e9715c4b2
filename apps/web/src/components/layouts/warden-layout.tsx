import {
  ChartColumn,
  ClipboardCheck,
  Inbox,
  IndianRupee,
  Building,
  DoorOpen,
  Fence,
  LayoutDashboard,
  Luggage,
  Megaphone,
  MessageSquareWarning,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { DashboardLayout } from './dashboard-layout';
import type { SidebarBell, SidebarLink } from './sidebar';

const links: readonly SidebarLink[] = [
  { to: paths.warden.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.warden.hostels, label: 'Hostels', icon: Building },
  { to: paths.warden.rooms, label: 'Rooms', icon: DoorOpen },
  { to: paths.warden.students, label: 'Students', icon: Users },
  { to: paths.warden.requests, label: 'Room Requests', icon: Inbox },
  { to: paths.warden.leave, label: 'Leave', icon: Luggage },
  { to: paths.warden.gate, label: 'Gate', icon: Fence },
  { to: paths.warden.rollCall, label: 'Roll-call', icon: ClipboardCheck },
  { to: paths.warden.mess, label: 'Mess', icon: UtensilsCrossed },
  { to: paths.warden.notices, label: 'Notices', icon: Megaphone },
  { to: paths.warden.complaints, label: 'Complaints', icon: MessageSquareWarning },
  { to: paths.warden.fees, label: 'Fees', icon: IndianRupee },
  { to: paths.warden.reports, label: 'Reports', icon: ChartColumn },
];

type WardenLayoutProps = {
  /** Undefined while the session is being confirmed. */
  userName: string | undefined;
  creditUrl: string;
  onLogout: () => void;
  /** The notification bell, drawn by the signed-in area. */
  bell?: SidebarBell | undefined;
  children: ReactNode;
};

/** The admin frame, with the screens a warden works in. */
export function WardenLayout({ userName, creditUrl, onLogout, bell, children }: WardenLayoutProps) {
  return (
    <DashboardLayout
      title="HMS Warden"
      links={links}
      userName={userName}
      userDetail="Warden"
      creditUrl={creditUrl}
      onLogout={onLogout}
      bell={bell}
    >
      {children}
    </DashboardLayout>
  );
}
