import { z } from 'zod';
import type { Path } from 'react-hook-form';
import {
  MEALS,
  mealLabels,
  messPlanInputSchema,
  PLAN_NAME_MAX_LENGTH,
  type MessPlan,
  type MessPlanFormValues,
  type MessPlanInput,
} from '@hms/shared/mess';
import { parseRupees } from '@hms/shared/money';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogFormActions } from '@/components/ui/dialog';
import type { DialogFormProps } from '@/components/ui/form-dialog-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSaveForm } from '@/hooks/use-save-form';

/** The form as it is filled in: the rate as typed, in rupees. */
type PlanDraft = {
  name: string;
  monthlyRate: string;
  meals: MessPlan['meals'];
  offered: boolean;
};

// Every input, by the path the server names in a 400 (or, for a taken name, a 409).
const fieldNames = [
  'name',
  'monthlyRate',
  'meals',
  'offered',
] as const satisfies readonly Path<PlanDraft>[];

/**
 * The rate typed in rupees ("3,500", "3500.50") as the paise the schema takes. A blank is left
 * for the schema to call required, and text that is not rupees and paise is handed on as typed,
 * for it to refuse in its own words; a minus sign is kept, for it to say the rate cannot be below
 * nothing.
 */
function typedPaise(typed: string): unknown {
  const trimmed = typed.trim();
  if (trimmed === '') return undefined;
  const negative = /^[-−]/.test(trimmed);
  const paise = parseRupees(negative ? trimmed.slice(1) : trimmed);
  if (paise === undefined) return trimmed;
  return negative ? -paise : paise;
}

/** A rate in paise as the box shows it for editing: 350050 → "3500.5". */
const rupeesText = (paise: number) => String(paise / 100);

/** The draft as the API takes it, by the shared schema, in the plan's hostel. */
function planFormSchema(hostelId: string) {
  return z
    .object({
      name: z.string(),
      monthlyRate: z.string(),
      meals: z.array(z.enum(MEALS)),
      offered: z.boolean(),
    })
    .transform((draft): MessPlanFormValues => ({
      ...draft,
      hostelId,
      monthlyRate: typedPaise(draft.monthlyRate),
    }))
    .pipe(messPlanInputSchema);
}

type PlanFormProps = DialogFormProps<MessPlanInput> & {
  /** The hostel whose plan it is; a plan never moves to another. */
  hostelId: string;
  /** The plan being edited; without it the form adds a new one, offered. */
  plan?: MessPlan;
};

/**
 * A mess plan: its name, its monthly rate in rupees (kept in paise), the meals it includes and
 * whether it is offered to new residents (docs/product-rules.md#mess-plans).
 */
export function PlanForm({ hostelId, plan, onSubmit, onCancel }: PlanFormProps) {
  const { register, submit, errors, isSubmitting } = useSaveForm({
    schema: planFormSchema(hostelId),
    defaultValues: {
      name: plan?.name ?? '',
      monthlyRate: plan ? rupeesText(plan.monthlyRate) : '',
      meals: plan?.meals ?? [],
      offered: plan?.offered ?? true,
    },
    onSubmit,
    fieldNames,
  });
  const mealsError = errors.meals?.message ?? errors.meals?.root?.message;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <FormField label="Name" hint="For example Veg or Non-veg." error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('name')}
              maxLength={PLAN_NAME_MAX_LENGTH}
              autoComplete="off"
              data-autofocus
            />
          )}
        </FormField>
        <FormField
          label="Monthly rate (₹)"
          hint="In rupees, such as 3500 or 3500.50."
          error={errors.monthlyRate?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...register('monthlyRate')}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
            />
          )}
        </FormField>
      </div>
      <fieldset aria-describedby={mealsError ? 'plan-meals-error' : undefined}>
        <legend className="text-sm font-medium text-slate-700">Meals it includes</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {MEALS.map((meal) => (
            <Checkbox key={meal} label={mealLabels[meal]} value={meal} {...register('meals')} />
          ))}
        </div>
        {mealsError && (
          <p id="plan-meals-error" role="alert" className="mt-1.5 text-sm text-red-700">
            {mealsError}
          </p>
        )}
      </fieldset>
      <Checkbox label="Offered to new residents" {...register('offered')} />
      <DialogFormActions pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
