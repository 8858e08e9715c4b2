import { CookingPot } from 'lucide-react';
import { useState } from 'react';
import { addDays, calendarDayField } from '@hms/shared/calendar-day';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { SectionCard, SectionEmpty } from '@/components/ui/section-card';
import { Spinner } from '@/components/ui/spinner';
import { useToday } from '@/lib/public-config';
import { downloadMealCountsCsv, useMealCounts } from '../api/meal-counts';
import { MealCountTable, mealsServed } from './meal-count-table';

export const mealCountMessages = {
  loadFailed: 'The meal count could not be loaded',
  downloadFailed: 'Failed to download the meal count',
  nothingToCook: 'No resident is on a plan yet, so there is nothing to cook for.',
} as const;

const downloadLabel = { idle: 'Download CSV', busy: 'Downloading...' };

/**
 * How many to cook for at each meal of a hostel's week ahead, from tomorrow unless another day is
 * chosen (docs/product-rules.md#mess-enrolment): those on a plan with the meal, less those away.
 * Everyone who sees the Mess page reads it; none changes it here.
 */
export function MealCountSection({ hostelId }: { hostelId: string }) {
  const tomorrow = addDays(useToday(), 1);
  const [from, setFrom] = useState(tomorrow);
  const checked = calendarDayField.safeParse(from);
  const day = checked.success ? checked.data : undefined;
  const dayError = checked.success
    ? undefined
    : from === ''
      ? 'Enter a date'
      : checked.error.issues[0]?.message;
  const counts = useMealCounts(hostelId, day);
  const week = counts.data;
  const meals = week ? mealsServed(week) : [];

  return (
    <SectionCard title="Meal count" icon={CookingPot}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <FormField label="Week from" error={dayError} className="w-full sm:w-56">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
              />
            )}
          </FormField>
          {day && (
            <ExportCsvButton
              download={() => downloadMealCountsCsv(hostelId, day)}
              failure={mealCountMessages.downloadFailed}
              label={downloadLabel}
            />
          )}
        </div>
        <p className="text-sm text-slate-600">
          To cook: the residents whose plan includes the meal that day, less those away on leave
          (and, for today’s meals, those out at the gate now).
        </p>
        {!day ? null : !week ? (
          counts.isError ? (
            <QueryLoadError query={counts} message={mealCountMessages.loadFailed} />
          ) : (
            <Spinner label="Loading the meal count" className="py-6" />
          )
        ) : meals.length === 0 ? (
          <SectionEmpty>{mealCountMessages.nothingToCook}</SectionEmpty>
        ) : (
          <MealCountTable week={week} meals={meals} />
        )}
      </div>
    </SectionCard>
  );
}
