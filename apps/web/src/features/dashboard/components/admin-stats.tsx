import { Building, DoorOpen, MessageSquareWarning, Users, type LucideIcon } from 'lucide-react';
import { STAT_KEYS, type DashboardStats, type StatKey } from '@hms/shared/dashboard';
import { StatCard } from './stat-card';

const cards: Record<StatKey, { label: string; icon: LucideIcon; riseIsBad?: boolean }> = {
  totalStudents: { label: 'Total Students', icon: Users },
  totalHostels: { label: 'Total Hostels', icon: Building },
  totalRooms: { label: 'Total Rooms', icon: DoorOpen },
  // More open complaints is worse news: its rise is shown in red.
  openComplaints: { label: 'Open Complaints', icon: MessageSquareWarning, riseIsBad: true },
};

/**
 * The four cards of docs/product-rules.md#admin-dashboard, each with its real change over 30 days
 * (docs/product-rules.md#stat-changes); a warden's, over their hostels, come without it.
 */
export function AdminStats({
  stats,
}: {
  stats: Omit<DashboardStats, 'changes'> & Partial<Pick<DashboardStats, 'changes'>>;
}) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {STAT_KEYS.map((key) => (
        <StatCard key={key} {...cards[key]} value={stats[key]} change={stats.changes?.[key]} />
      ))}
    </dl>
  );
}
