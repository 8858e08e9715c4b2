import type { SessionUser } from '@hms/shared/auth';
import { addDays, type CalendarDay } from '@hms/shared/calendar-day';
import { MEALS, mealLabels, messMessages } from '@hms/shared/mess';
import { mealCountDays, type MealCountQuery, type MealCountWeek } from '@hms/shared/mess-enrolment';
import { csvFile, type CsvColumn, type CsvDownload } from '../../core/csv/csv-file';
import type { Database } from '../../core/db/database';
import { AppError } from '../../core/errors/app-error';
import { hostelScope } from '../../core/scope/hostel-scope';
import { mealCounts } from './meal-counts-repository';
import { hostelsInScope } from './menus-repository';

type CountLine = { day: CalendarDay; meal: string; onPlan: number; away: number; total: number };

const columns: readonly CsvColumn<CountLine>[] = [
  ['Day', (line) => line.day],
  ['Meal', (line) => line.meal],
  ['On plan', (line) => line.onPlan],
  ['Away', (line) => line.away],
  ['To cook', (line) => line.total],
];

/**
 * How many to cook for (docs/product-rules.md#meal-count): each day of a hostel's week ahead,
 * each meal, for the office, its wardens and its mess managers.
 */
export function createMealCountService(deps: {
  db: Database;
  today: () => CalendarDay;
  timeZone: string;
}) {
  const { db, today, timeZone } = deps;

  async function week(account: SessionUser, query: MealCountQuery): Promise<MealCountWeek> {
    const [hostel] = await hostelsInScope(db, hostelScope(account), query.hostel);
    if (!hostel) throw new AppError('NOT_FOUND', messMessages.hostelNotFound);
    const now = today();
    const from = query.from ?? addDays(now, 1);
    const rows = await mealCounts(db, { hostelId: hostel.id, from, today: now, timeZone });
    const served = MEALS.filter((meal) => rows.some((row) => row.meal === meal));
    return {
      hostelId: hostel.id,
      hostelName: hostel.name,
      days: mealCountDays(from).map((day) => ({
        day,
        meals: served.map((meal) => {
          const row = rows.find((r) => r.day === day && r.meal === meal);
          const onPlan = row?.onPlan ?? 0;
          const away = row?.away ?? 0;
          return { meal, onPlan, away, total: onPlan - away };
        }),
      })),
    };
  }

  return {
    week,

    /** The same week as CSV, a line a day's meal. */
    async weekCsv(account: SessionUser, query: MealCountQuery): Promise<CsvDownload> {
      const counted = await week(account, query);
      async function* slices() {
        yield counted.days.flatMap(({ day, meals }) =>
          meals.map((count) => ({ day, ...count, meal: mealLabels[count.meal] })),
        );
      }
      const first = counted.days[0]?.day ?? today();
      return { fileName: `meal-count-${first}.csv`, body: csvFile(columns, slices()) };
    },
  };
}

export type MealCountService = ReturnType<typeof createMealCountService>;
