import { UtensilsCrossed } from 'lucide-react';
import { SectionCard } from '@/components/ui/section-card';
import { useToday } from '@/lib/public-config';
import { useOwnMenu } from '../api/mess-menus';
import { MenuWeek } from './menu-week';
import { weekdayOf } from './weekday';

/**
 * The student dashboard's week of their hostel's mess, today's day marked; nothing while they have
 * no bed or the mess has put up no menu, and nothing when it cannot be read, the dashboard being
 * whole without it.
 */
export function OwnMenuCard() {
  const menu = useOwnMenu();
  const today = weekdayOf(useToday());
  if (!menu.data || menu.data.items.length === 0) return null;
  return (
    <SectionCard title="This week’s menu" icon={UtensilsCrossed} className="lg:col-span-2">
      <MenuWeek menu={menu.data} today={today} />
    </SectionCard>
  );
}
