import {
  AlarmClock,
  Building,
  DoorOpen,
  MessageSquareWarning,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { STAT_KEYS, type DashboardStats, type StatKey } from '@hms/shared/dashboard';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { StatCard } from './stat-card';

const cards: Record<StatKey, { label: string; icon: LucideIcon; riseIsBad?: boolean }> = {
  totalStudents: { label: 'Total Students', icon: Users },
  totalHostels: { label: 'Total Hostels', icon: Building },
  totalRooms: { label: 'Total Rooms', icon: DoorOpen },
  // More open complaints is worse news: its rise is shown in red.
  openComplaints: { label: 'Open Complaints', icon: MessageSquareWarning, riseIsBad: true },
};

/**
 * The cards of docs/product-rules.md#admin-dashboard: four with their real change over 30 days
 * (docs/product-rules.md#stat-changes), and the complaints Overdue now, which lead to their list;
 * a warden's, over their hostels, come without the changes.
 */
export function AdminStats({
  stats,
}: {
  stats: Omit<DashboardStats, 'changes'> & Partial<Pick<DashboardStats, 'changes'>>;
}) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
      {STAT_KEYS.map((key) => (
        <StatCard key={key} {...cards[key]} value={stats[key]} change={stats.changes?.[key]} />
      ))}
      <StatCard
        label="Overdue Complaints"
        icon={AlarmClock}
        value={stats.overdueComplaints}
        footer={
          <TextLink to={`${paths.admin.complaints}?overdue=true`} className="text-sm">
            Show overdue complaints
          </TextLink>
        }
      />
    </dl>
  );
}
