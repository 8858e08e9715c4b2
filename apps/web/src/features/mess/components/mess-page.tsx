import { Building, CalendarDays } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { messMessages } from '@hms/shared/mess';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { SectionCard, SectionEmpty } from '@/components/ui/section-card';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useToday } from '@/lib/public-config';
import { useMessMenus } from '../api/mess-menus';
import { MealCountSection } from './meal-count-section';
import { MenuForm } from './menu-form';
import { MenuWeek } from './menu-week';
import { PlansSection } from './plans-section';
import { ResidentsSection } from './residents-section';
import { weekdayOf } from './weekday';

type MessPageProps = {
  /**
   * The office and mess managers change the plans, the menu and residents' plans; a warden reads
   * them.
   */
  canEdit: boolean;
};

/**
 * The Mess page of the office, a warden and a mess manager (docs/decisions/064): one hostel at a
 * time, chosen from theirs when they have more than one and kept in the address (`?hostel=`),
 * with the meals to cook for its week ahead, its residents' plans, its plans and its week's menu.
 */
export function MessPage({ canEdit }: MessPageProps) {
  const menus = useMessMenus();
  const [params, setParams] = useSearchParams();
  const today = weekdayOf(useToday());

  if (!menus.data) {
    if (menus.isError) return <QueryLoadError query={menus} message={messMessages.loadFailed} />;
    return <Spinner label="Loading the mess" className="py-12" />;
  }
  const menu = menus.data.find((one) => one.hostelId === params.get('hostel')) ?? menus.data[0];
  if (!menu) {
    return (
      <EmptyState
        icon={Building}
        title="No hostels yet"
        description="Each hostel has its own mess plans and week’s menu."
      />
    );
  }
  const options = menus.data.map((one) => ({ value: one.hostelId, label: one.hostelName }));

  return (
    <div className="space-y-6">
      {menus.data.length > 1 ? (
        <div className="w-full sm:max-w-xs">
          <FormField label="Hostel">
            {(control) => (
              <Select
                {...control}
                value={menu.hostelId}
                onChange={(event) => setParams({ hostel: event.target.value })}
                options={options}
              />
            )}
          </FormField>
        </div>
      ) : (
        <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
          Hostel: <span className="font-semibold text-slate-900">{menu.hostelName}</span>
        </p>
      )}
      <MealCountSection key={`meals-${menu.hostelId}`} hostelId={menu.hostelId} />
      <ResidentsSection
        key={`residents-${menu.hostelId}`}
        hostelId={menu.hostelId}
        canEdit={canEdit}
      />
      <PlansSection key={`plans-${menu.hostelId}`} hostelId={menu.hostelId} canEdit={canEdit} />
      <SectionCard title="Week’s menu" icon={CalendarDays}>
        {canEdit ? (
          <MenuForm key={menu.hostelId} menu={menu} />
        ) : menu.items.length === 0 ? (
          <SectionEmpty>No menu yet: the mess manager puts up the week’s.</SectionEmpty>
        ) : (
          <MenuWeek menu={menu} today={today} />
        )}
      </SectionCard>
    </div>
  );
}
