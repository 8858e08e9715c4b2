import { Moon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { curfewInputSchema, type Curfew } from '@hms/shared/gate';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { SectionCard, SectionEmpty } from '@/components/ui/section-card';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSaveForm } from '@/hooks/use-save-form';
import { getConfigQueryOptions } from '@/lib/public-config';
import { curfewMessages, hoursAndMinutes, useCurfews, useSaveCurfew } from './curfew-api';

export const GUARDIAN_APPROVES_LABEL = 'A guardian approves leave before the warden decides';
export const NO_MAIL_FOR_GUARDIANS =
  'E-mail is not set up on this server, so no guardian can be asked: leave goes to the warden as usual, whatever is ticked here.';

/** One hostel's curfew and leave rule, saved on its own. */
function CurfewForm({ curfew }: { curfew: Curfew }) {
  const save = useSaveCurfew();
  const headingId = useId();
  const { register, submit, errors, isSubmitting } = useSaveForm({
    schema: curfewInputSchema,
    defaultValues: {
      curfew: hoursAndMinutes(curfew.curfew),
      guardianApprovesLeave: curfew.guardianApprovesLeave,
    },
    onSubmit: (input) => save.mutateAsync({ hostelId: curfew.hostelId, input }),
    fieldNames: ['curfew', 'guardianApprovesLeave'],
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="grid gap-4 py-5 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_9rem] sm:items-start"
    >
      <h3 id={headingId} className="min-w-0 font-semibold text-slate-900 sm:col-span-2">
        {curfew.hostelName}
      </h3>
      <div className="min-w-0 space-y-4">
        <FormField label="Curfew" error={errors.curfew?.message} className="max-w-48">
          {(control) => <Input {...control} {...register('curfew')} type="time" step={60} />}
        </FormField>
        <Checkbox label={GUARDIAN_APPROVES_LABEL} {...register('guardianApprovesLeave')} />
      </div>
      <div className="flex sm:justify-end">
        <SubmitButton pending={isSubmitting} pendingText="Saving..." fullWidth={false}>
          Save<span className="sr-only"> the curfew of {curfew.hostelName}</span>
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * The Settings page's "Curfew and leave" (docs/product-rules.md#gate-movements): each hostel's
 * curfew, after which a return is late, and whether a guardian approves a student's leave before
 * the warden decides.
 */
export function CurfewSettings() {
  const curfews = useCurfews();
  // The same setting says whether a reset link can be e-mailed: whether e-mail is set up.
  const noMail = useQuery(getConfigQueryOptions()).data?.passwordResetByEmail === false;
  return (
    <SectionCard title="Curfew and leave" icon={Moon} className="max-w-3xl">
      <p className="mb-5 text-sm text-slate-600">
        A student who comes back after their hostel&apos;s curfew, or is still out when their leave
        ends, is shown as late on the Gate page.
      </p>
      {noMail && <p className="mb-5 text-sm text-amber-800">{NO_MAIL_FOR_GUARDIANS}</p>}
      {curfews.data ? (
        curfews.data.length === 0 ? (
          <SectionEmpty>{curfewMessages.noHostels}</SectionEmpty>
        ) : (
          <div className="divide-y divide-slate-100">
            {curfews.data.map((curfew) => (
              <CurfewForm key={curfew.hostelId} curfew={curfew} />
            ))}
          </div>
        )
      ) : curfews.isError ? (
        <QueryLoadError query={curfews} message={curfewMessages.loadFailed} />
      ) : (
        <Spinner label="Loading curfews" className="py-10" />
      )}
    </SectionCard>
  );
}
