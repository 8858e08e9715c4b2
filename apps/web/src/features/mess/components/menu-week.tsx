import {
  MEALS,
  WEEKDAYS,
  mealLabels,
  weekdayLabels,
  type Menu,
  type Weekday,
} from '@hms/shared/mess';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/class-names';

type MenuWeekProps = {
  menu: Menu;
  /** Today's weekday, whose day is marked in words and outline, not by colour alone. */
  today?: Weekday | undefined;
};

/**
 * A hostel's week to read, Monday first: each day with dishes, its meals in serving order. One
 * column on a phone, the days side by side from small screens up.
 */
export function MenuWeek({ menu, today }: MenuWeekProps) {
  const days = WEEKDAYS.map((weekday) => ({
    weekday,
    meals: MEALS.flatMap((meal) => {
      const item = menu.items.find((one) => one.weekday === weekday && one.meal === meal);
      return item ? [{ meal, dishes: item.dishes }] : [];
    }),
  })).filter((day) => day.meals.length > 0);

  return (
    <ol aria-label={`${menu.hostelName}: the week’s menu`} className="grid gap-3 sm:grid-cols-2">
      {days.map(({ weekday, meals }) => {
        const isToday = weekday === today;
        return (
          <li
            key={weekday}
            aria-current={isToday ? 'date' : undefined}
            className={cn(
              'min-w-0 rounded-xl border p-4',
              isToday ? 'border-2 border-indigo-600 bg-indigo-50' : 'border-slate-200',
            )}
          >
            <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              {weekdayLabels[weekday]}
              {isToday && <Badge tone="indigo">Today</Badge>}
            </p>
            <dl className="mt-2 space-y-1.5 text-sm">
              {meals.map(({ meal, dishes }) => (
                <div key={meal} className="min-w-0">
                  <dt className="text-slate-600">{mealLabels[meal]}</dt>
                  <dd className="font-medium [overflow-wrap:anywhere] whitespace-pre-line text-slate-900">
                    {dishes}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
