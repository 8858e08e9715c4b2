import { useState, type FormEvent } from 'react';
import {
  LEAVE_TEXT_MAX,
  leaveApplySchema,
  leaveDaysProblem,
  type LeaveApplyInput,
} from '@hms/shared/leave';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useToday } from '@/lib/public-config';
import { ApiError } from '@/lib/api-client';
import { useApplyLeave } from '../api/leave';

type Field = keyof LeaveApplyInput;
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['from', 'to', 'destination', 'reason', 'contactPhone'];

/**
 * A student's application (docs/product-rules.md#leave): the days are checked by the same rule the
 * server applies, before anything is sent; overlapping leave is the server's to refuse.
 */
export function ApplyForLeave() {
  const today = useToday();
  const apply = useApplyLeave();
  const [values, setValues] = useState<LeaveApplyInput>({
    from: today,
    to: today,
    destination: '',
    reason: '',
    contactPhone: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string>();
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(undefined);
    const found: Errors = {};
    const parsed = leaveApplySchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    } else {
      const problem = leaveDaysProblem({ from: parsed.data.from, to: parsed.data.to, today });
      if (problem) found[problem.path] = problem.message;
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    apply.mutate(parsed.data, {
      onSuccess: () => setValues((v) => ({ ...v, destination: '', reason: '' })),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const fieldErrors: Errors = {};
        for (const e of error.errors) {
          if (FIELDS.includes(e.path as Field)) fieldErrors[e.path as Field] ??= e.message;
        }
        setErrors(fieldErrors);
        if (error.errors.length === 0 && error.message) setRefusal(error.message);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First day away" error={errors.from}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={today}
              value={values.from}
              onChange={(event) => set('from')(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Last day away" hint="You are due back on this day." error={errors.to}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={values.from || today}
              value={values.to}
              onChange={(event) => set('to')(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label="Destination" error={errors.destination}>
        {(control) => (
          <Input
            {...control}
            value={values.destination}
            maxLength={LEAVE_TEXT_MAX}
            onChange={(event) => set('destination')(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Reason" error={errors.reason}>
        {(control) => (
          <Textarea
            {...control}
            value={values.reason}
            maxLength={LEAVE_TEXT_MAX}
            onChange={(event) => set('reason')(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="Contact number while away"
        hint="10 digits."
        error={errors.contactPhone}
        className="sm:max-w-xs"
      >
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={values.contactPhone}
            onChange={(event) => set('contactPhone')(event.target.value)}
          />
        )}
      </FormField>
      {refusal && (
        <div role="alert">
          <Notice tone="warning">{refusal}</Notice>
        </div>
      )}
      <SubmitButton pending={apply.isPending} pendingText="Applying..." fullWidth={false}>
        Apply for Leave
      </SubmitButton>
    </form>
  );
}
