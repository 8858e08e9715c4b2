import { CircleAlert, Repeat } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { addDays, formatDay } from '@hms/shared/calendar-day';
import type { MessPlan } from '@hms/shared/mess';
import {
  PLAN_CHANGE_DAYS_AHEAD,
  planChangeInputSchema,
  type PlanChangeInput,
  type ResidentPlan,
} from '@hms/shared/mess-enrolment';
import { DialogFormActions } from '@/components/ui/dialog';
import { DialogButton } from '@/components/ui/dialog-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSaveForm } from '@/hooks/use-save-form';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { useToday } from '@/lib/public-config';
import { planChangeFailed, useChangeResidentPlan } from '../api/mess-residents';

/** The select's value for no plan: the API's null. */
const NO_PLAN = 'none';

// Every input, by the path the server names in a 400.
const fieldNames = ['planId', 'from'] as const;

/** The form's values as the API takes them, by the shared schema. */
const planChangeFormSchema = z
  .object({ planId: z.string(), from: z.string() })
  .transform(({ planId, from }) => ({ planId: planId === NO_PLAN ? null : planId, from }))
  .pipe(planChangeInputSchema);

/** "Months already charged cannot change": the hint under the day when a month is charged. */
export const earliestChangeHint = (earliest: string) =>
  `Months already charged cannot change: the earliest is ${formatDay(earliest)}.`;

/**
 * The plans a resident may be put on: those the hostel offers, their own even when it is no
 * longer offered, and no plan.
 */
function planOptions(resident: ResidentPlan, plans: readonly MessPlan[]) {
  const current = resident.plan;
  const offered = plans.filter((plan) => plan.offered || plan._id === current?._id);
  const options = offered.map((plan) => ({
    value: plan._id,
    label: plan.offered ? plan.name : `${plan.name} (no longer offered)`,
  }));
  if (current && !offered.some((plan) => plan._id === current._id)) {
    options.push({ value: current._id, label: current.name });
  }
  return [...options, { value: NO_PLAN, label: 'No plan' }];
}

/** A server's refusal that no field of the form shows: a 404, a 409, a lost connection. */
function notUnderAField(error: unknown): boolean {
  return !(
    error instanceof ApiError &&
    error.errors.some(({ path }) => (fieldNames as readonly string[]).includes(path))
  );
}

type PlanChangeFormProps = {
  resident: ResidentPlan;
  plans: readonly MessPlan[];
  onClose: () => void;
};

/** A resident's plan from a day on (docs/product-rules.md#mess-enrolment). */
export function PlanChangeForm({ resident, plans, onClose }: PlanChangeFormProps) {
  const today = useToday();
  const tomorrow = addDays(today, 1);
  const earliest = resident.earliestChange;
  const changePlan = useChangeResidentPlan();
  const [problem, setProblem] = useState<string>();

  async function save(input: PlanChangeInput) {
    setProblem(undefined);
    try {
      await changePlan.mutateAsync({ studentId: resident._id, input });
      onClose();
    } catch (error) {
      if (notUnderAField(error)) setProblem(getErrorMessage(error, planChangeFailed));
      throw error;
    }
  }

  const { register, submit, errors, isSubmitting } = useSaveForm({
    schema: planChangeFormSchema,
    defaultValues: {
      planId: resident.plan?._id ?? NO_PLAN,
      from: earliest !== null && earliest > tomorrow ? earliest : tomorrow,
    },
    onSubmit: save,
    fieldNames,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Plan" error={errors.planId?.message}>
        {(control) => (
          <Select
            {...control}
            {...register('planId')}
            options={planOptions(resident, plans)}
            data-autofocus
          />
        )}
      </FormField>
      <FormField
        label="From"
        hint={earliest ? earliestChangeHint(earliest) : undefined}
        error={errors.from?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register('from')}
            type="date"
            min={earliest ?? undefined}
            max={addDays(today, PLAN_CHANGE_DAYS_AHEAD)}
          />
        )}
      </FormField>
      {problem && (
        <p
          role="alert"
          className="flex items-start gap-1.5 text-sm [overflow-wrap:anywhere] text-red-700"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      )}
      <DialogFormActions pending={isSubmitting} onCancel={onClose} />
    </form>
  );
}

type ChangePlanButtonProps = { resident: ResidentPlan; plans: readonly MessPlan[] };

/** A resident's Change plan button, named for them, and its dialog. */
export function ChangePlanButton({ resident, plans }: ChangePlanButtonProps) {
  const { name, roomNumber, plan, next } = resident;
  const then = next ? `, then ${next.plan?.name ?? 'no plan'} from ${formatDay(next.from)}` : '';
  return (
    <DialogButton
      label="Change plan"
      name={`Change plan of ${name}`}
      icon={Repeat}
      title="Change plan"
      description={
        <span className="[overflow-wrap:anywhere]">
          {`${name}, room ${roomNumber}: ${plan?.name ?? 'No plan'} now${then}.`}
        </span>
      }
    >
      {(close) => <PlanChangeForm resident={resident} plans={plans} onClose={close} />}
    </DialogButton>
  );
}
