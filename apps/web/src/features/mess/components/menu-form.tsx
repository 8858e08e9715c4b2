import { useId } from 'react';
import { z } from 'zod';
import {
  DISHES_MAX_LENGTH,
  MEALS,
  WEEKDAYS,
  mealLabels,
  menuInputSchema,
  menuItemSchema,
  weekdayLabels,
  type Meal,
  type Menu,
  type MenuInput,
} from '@hms/shared/mess';
import { SubmitButton } from '@/components/ui/submit-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSaveForm } from '@/hooks/use-save-form';
import { formatDateTime } from '@/lib/format-date';
import { useSaveMenu } from '../api/mess-menus';

/** A day's four boxes, each checked as the server checks a meal's dishes. */
type DayDraft = Record<Meal, string>;
const dishes = menuItemSchema.shape.dishes;
const dayDraftSchema = z.object({
  breakfast: dishes,
  lunch: dishes,
  snacks: dishes,
  dinner: dishes,
} satisfies Record<Meal, typeof dishes>);

/**
 * The week as typed, Monday first, as the API takes it: the meals with dishes, since a save
 * replaces the whole week and a meal left out is taken off it.
 */
const menuFormSchema = z
  .object({ days: z.array(dayDraftSchema).length(WEEKDAYS.length) })
  .transform(({ days }): MenuInput => ({
    items: WEEKDAYS.flatMap((weekday, index) =>
      MEALS.map((meal) => ({ weekday, meal, dishes: days[index]?.[meal] ?? '' })),
    ).filter((item) => item.dishes !== ''),
  }))
  .pipe(menuInputSchema);

function draftOf(menu: Menu): { days: DayDraft[] } {
  return {
    days: WEEKDAYS.map((weekday) => {
      const day: DayDraft = { breakfast: '', lunch: '', snacks: '', dinner: '' };
      for (const item of menu.items) if (item.weekday === weekday) day[item.meal] = item.dishes;
      return day;
    }),
  };
}

type MenuFormProps = {
  /** The hostel's week as kept; the form starts from it. */
  menu: Menu;
};

/**
 * A hostel's week to change (the office and mess managers): a box for each day's meal, labelled
 * with both, one day to a card, the meals side by side from large screens up, and Save menu.
 */
export function MenuForm({ menu }: MenuFormProps) {
  const formId = useId();
  const save = useSaveMenu();
  const { register, reset, submit, errors, isSubmitting } = useSaveForm({
    schema: menuFormSchema,
    defaultValues: draftOf(menu),
    // The boxes then show the week as kept: trimmed, and what was left empty gone.
    onSubmit: async (input: MenuInput): Promise<void> => {
      reset(draftOf(await save.mutateAsync({ hostelId: menu.hostelId, input })));
    },
    // The server names the items it sent back by their place in the list, not a box's.
    fieldNames: [],
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        Type each meal’s dishes, such as “Idli, sambar, chutney”. A meal left empty is not served
        that day.
        {menu.updatedAt && <> Last changed {formatDateTime(menu.updatedAt)}.</>}
      </p>
      <div className="space-y-3">
        {WEEKDAYS.map((weekday, index) => (
          <fieldset key={weekday} className="min-w-0 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {weekdayLabels[weekday]}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {MEALS.map((meal) => {
                const id = `${formId}-${weekday}-${meal}`;
                const error = errors.days?.[index]?.[meal]?.message;
                return (
                  <div key={meal} className="min-w-0 space-y-1.5">
                    <Label htmlFor={id}>
                      <span className="sr-only">{weekdayLabels[weekday]} </span>
                      {mealLabels[meal]}
                    </Label>
                    <Input
                      id={id}
                      {...register(`days.${index}.${meal}`)}
                      maxLength={DISHES_MAX_LENGTH}
                      autoComplete="off"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                    />
                    {error && (
                      <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting} pendingText="Saving..." fullWidth={false}>
          Save menu
        </SubmitButton>
      </div>
    </form>
  );
}
