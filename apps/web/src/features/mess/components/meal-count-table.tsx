import { MEALS, mealLabels, type Meal } from '@hms/shared/mess';
import type { MealCount, MealCountWeek } from '@hms/shared/mess-enrolment';
import { cn } from '@/lib/class-names';
import { PhoneLabel, stackedTable as t } from './stacked-table';

const countFormat = new Intl.NumberFormat('en-IN');
const weekdayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "Mon 30 Nov": a day of the meal count's week. */
export function formatWeekday(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : weekdayFormat.format(date).replace(',', '');
}

/** The meals some plan of the hostel serves on some day of the week, in serving order. */
export function mealsServed(week: MealCountWeek): Meal[] {
  return MEALS.filter((meal) => week.days.some((day) => day.meals.some((m) => m.meal === meal)));
}

/** One meal of one day: how many to cook for, big, and what makes it up, in words. */
function CountCell({ meal, count }: { meal: Meal; count: MealCount | undefined }) {
  return (
    <td className={cn(t.cell, 'text-slate-700')}>
      <PhoneLabel>{mealLabels[meal]}</PhoneLabel>
      {count ? (
        <>
          <span className="block">
            <span className="text-2xl font-semibold text-slate-900 tabular-nums">
              {countFormat.format(count.total)}
            </span>{' '}
            <span className="text-xs text-slate-600">to cook</span>
          </span>
          <span className="block text-xs text-slate-600">
            on plan {countFormat.format(count.onPlan)}, away {countFormat.format(count.away)}
          </span>
        </>
      ) : (
        <span className="text-slate-500">—</span>
      )}
    </td>
  );
}

/**
 * The week's meals to cook: a row a day and a column a meal on a screen, a card a day on a phone.
 * Only the meals some plan serves have a column.
 */
export function MealCountTable({ week, meals }: { week: MealCountWeek; meals: readonly Meal[] }) {
  const first = week.days[0]?.day;
  const last = week.days.at(-1)?.day;
  return (
    <table className={t.table}>
      <caption className="sr-only">
        {week.hostelName}: meals to cook
        {first && last ? `, ${formatWeekday(first)} to ${formatWeekday(last)}` : ''}
      </caption>
      <thead className={t.head}>
        <tr className="border-b border-slate-300">
          <th scope="col" className={t.headCell}>
            Day
          </th>
          {meals.map((meal) => (
            <th key={meal} scope="col" className={t.headCell}>
              {mealLabels[meal]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={t.body}>
        {week.days.map(({ day, meals: counts }) => (
          <tr key={day} className={t.row}>
            <th
              scope="row"
              className={cn(t.cell, 'text-left font-semibold text-slate-900 max-sm:col-span-2')}
            >
              <time dateTime={day}>{formatWeekday(day)}</time>
            </th>
            {meals.map((meal) => (
              <CountCell key={meal} meal={meal} count={counts.find((one) => one.meal === meal)} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
