import { useEffect } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  GUARDIAN_TOPIC_SENTENCES,
  GUARDIAN_TOPICS,
  guardiansFormSchema,
  guardiansFormValues,
  type GuardiansFormValues,
  type GuardiansInput,
  type StudentGuardians,
} from '@hms/shared/guardians';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSaveForm } from '@/hooks/use-save-form';
import { useSaveGuardians } from '../api/guardians';

type SlotPath = 'guardians.0' | 'guardians.1' | 'emergencyContact';

const CONTACT_FIELDS = ['name', 'relation', 'phone', 'email'] as const;

// Every box a server 400 may name, so its message lands under it
// (docs/product-rules.md#input-handling).
const fieldNames = [
  ...(['guardians.0', 'guardians.1', 'emergencyContact'] as const).flatMap((slot) =>
    CONTACT_FIELDS.map((field) => `${slot}.${field}`),
  ),
  ...GUARDIAN_TOPICS.map((topic) => `consent.${topic}`),
];

type SlotErrors = Partial<Record<(typeof CONTACT_FIELDS)[number], { message?: string }>>;

function slotErrors(errors: FieldErrors<GuardiansFormValues>, slot: SlotPath): SlotErrors {
  const found =
    slot === 'emergencyContact'
      ? errors.emergencyContact
      : errors.guardians?.[slot === 'guardians.0' ? 0 : 1];
  return (found ?? {}) as SlotErrors;
}

type ContactFieldsProps = {
  legend: string;
  slot: SlotPath;
  register: UseFormRegister<GuardiansFormValues>;
  errors: SlotErrors;
};

/** One contact's four boxes under its own legend; left all empty, the slot is no contact. */
function ContactFields({ legend, slot, register, errors }: ContactFieldsProps) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} {...register(`${slot}.name`)} autoComplete="off" />}
        </FormField>
        <FormField
          label="Relation"
          hint="Mother, father, uncle..."
          error={errors.relation?.message}
        >
          {(control) => <Input {...control} {...register(`${slot}.relation`)} autoComplete="off" />}
        </FormField>
        <FormField label="Phone Number" hint="10 digits." error={errors.phone?.message}>
          {(control) => (
            <Input
              {...control}
              {...register(`${slot}.phone`)}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField label="Email" hint="Optional." error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...register(`${slot}.email`)} type="email" autoComplete="off" />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}

/**
 * The student's own guardians, emergency contact and consent (docs/product-rules.md#guardians),
 * checked by the shared schema before it is sent; the save replaces the whole set.
 */
export function GuardiansForm({ saved }: { saved: StudentGuardians }) {
  const save = useSaveGuardians();
  const { register, reset, submit, errors, isSubmitting } = useSaveForm<
    GuardiansFormValues,
    GuardiansInput
  >({
    schema: guardiansFormSchema,
    defaultValues: guardiansFormValues(saved),
    onSubmit: (input) => save.mutateAsync(input),
    fieldNames,
  });

  // After a save the answer is the set as kept: the slots close up around one left empty.
  useEffect(() => {
    reset(guardiansFormValues(saved));
  }, [saved, reset]);

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-slate-600">
        Leave a guardian's boxes empty if you have only one. The office and the wardens of your
        hostel can see these contacts.
      </p>
      <ContactFields
        legend="Guardian 1"
        slot="guardians.0"
        register={register}
        errors={slotErrors(errors, 'guardians.0')}
      />
      <ContactFields
        legend="Guardian 2"
        slot="guardians.1"
        register={register}
        errors={slotErrors(errors, 'guardians.1')}
      />
      <ContactFields
        legend="Emergency contact"
        slot="emergencyContact"
        register={register}
        errors={slotErrors(errors, 'emergencyContact')}
      />
      <fieldset className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          What your guardians are told
        </legend>
        <p className="text-sm text-slate-600">
          Your guardians with an email are e-mailed only about what you tick here. You can change
          this at any time.
        </p>
        {GUARDIAN_TOPICS.map((topic) => (
          <Checkbox
            key={topic}
            label={GUARDIAN_TOPIC_SENTENCES[topic]}
            {...register(`consent.${topic}`)}
          />
        ))}
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting} pendingText="Saving..." fullWidth={false}>
          Save Guardians
        </SubmitButton>
      </div>
    </form>
  );
}
