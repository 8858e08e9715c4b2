import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ComplaintPriority } from '@hms/shared/enums';
import {
  PRIORITIES_MOST_URGENT_FIRST,
  TARGET_UNITS,
  inLargestUnit,
  serviceTargetsFormSchema,
  type ServiceTargets,
  type ServiceTargetsFormValues,
} from '@hms/shared/service-targets';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';

const unitOptions = TARGET_UNITS.map((unit) => ({ value: unit, label: unit }));

function toFormValues(targets: ServiceTargets): ServiceTargetsFormValues {
  const one = (priority: ComplaintPriority) => {
    const { amount, unit } = inLargestUnit(targets[priority]);
    return { amount: String(amount), unit };
  };
  return { Critical: one('Critical'), High: one('High'), Medium: one('Medium'), Low: one('Low') };
}

type ServiceTargetsFormProps = {
  targets: ServiceTargets;
  /** Saves; the form stays as typed whether it succeeds or not. */
  onSubmit: (targets: ServiceTargets) => Promise<unknown>;
};

/**
 * Each priority's target as a number and a unit, held to the API's own rule before it is sent
 * (docs/product-rules.md#service-targets).
 */
export function ServiceTargetsForm({ targets, onSubmit }: ServiceTargetsFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ServiceTargetsFormValues, unknown, ServiceTargets>({
    resolver: zodResolver(serviceTargetsFormSchema),
    defaultValues: toFormValues(targets),
  });

  // A failed save is told by its toast; the form keeps what was typed.
  const submit = handleSubmit((values) => onSubmit(values).catch(() => undefined));

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {PRIORITIES_MOST_URGENT_FIRST.map((priority) => (
        <fieldset key={priority} className="grid gap-3 sm:grid-cols-[10rem_minmax(0,12rem)_10rem]">
          <legend className="sr-only">{priority} priority</legend>
          <p aria-hidden="true" className="text-sm font-semibold text-slate-900 sm:pt-8">
            {priority}
          </p>
          <FormField label={`${priority} target`} error={errors[priority]?.amount?.message}>
            {(control) => (
              <Input
                {...control}
                {...register(`${priority}.amount`)}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
              />
            )}
          </FormField>
          <FormField label={`${priority} unit`} error={errors[priority]?.unit?.message}>
            {(control) => (
              <Select {...control} {...register(`${priority}.unit`)} options={unitOptions} />
            )}
          </FormField>
        </fieldset>
      ))}
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting} pendingText="Saving..." fullWidth={false}>
          Save targets
        </SubmitButton>
      </div>
    </form>
  );
}
