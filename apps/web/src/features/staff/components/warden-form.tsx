import type { Hostel } from '@hms/shared/hostels';
import { wardenUpdateSchema, type Warden, type WardenUpdateInput } from '@hms/shared/staff';
import { NameField } from '@/components/forms/account-fields';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogFormActions } from '@/components/ui/dialog';
import type { DialogFormProps } from '@/components/ui/form-dialog-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSaveForm } from '@/hooks/use-save-form';

const fieldNames = ['name', 'email', 'phone', 'hostelIds', 'isActive'];

type WardenFormProps = DialogFormProps<WardenUpdateInput> & {
  /** The warden being edited; without it the form adds a new one, active. */
  warden?: Warden;
  /** The hostels to choose from; undefined while they load. */
  hostels: Pick<Hostel, '_id' | 'name'>[] | undefined;
};

/** Name, e-mail, phone and the hostels they run; editing also switches the account on or off. */
export function WardenForm({ warden, hostels, onSubmit, onCancel }: WardenFormProps) {
  const { register, submit, errors, isSubmitting } = useSaveForm({
    schema: wardenUpdateSchema,
    defaultValues: {
      name: warden?.name ?? '',
      email: warden?.email ?? '',
      phone: warden?.phone ?? '',
      hostelIds: warden?.hostels.map((h) => h._id) ?? [],
      isActive: warden?.isActive ?? true,
    },
    onSubmit,
    fieldNames,
  });

  return (
    <form noValidate onSubmit={submit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField register={register} error={errors.name?.message} autofill="off" initialFocus />
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...register('email')} type="email" autoComplete="off" />
          )}
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          {(control) => (
            <Input {...control} {...register('phone')} type="tel" inputMode="numeric" />
          )}
        </FormField>
      </div>
      <fieldset
        className="mt-5"
        aria-describedby={errors.hostelIds ? 'warden-hostels-error' : undefined}
      >
        <legend className="text-sm font-medium text-slate-700">Hostels they run</legend>
        {hostels === undefined ? (
          <p className="mt-2 text-sm text-slate-600">Loading hostels...</p>
        ) : hostels.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Add a hostel first.</p>
        ) : (
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {hostels.map((hostel) => (
              <Checkbox
                key={hostel._id}
                label={hostel.name}
                value={hostel._id}
                className="min-w-0"
                {...register('hostelIds')}
              />
            ))}
          </div>
        )}
        {errors.hostelIds && (
          <p id="warden-hostels-error" role="alert" className="mt-1.5 text-sm text-red-700">
            {errors.hostelIds.message ?? errors.hostelIds.root?.message}
          </p>
        )}
      </fieldset>
      {warden && (
        <Checkbox className="mt-5" label="Active: may sign in and work" {...register('isActive')} />
      )}
      <DialogFormActions pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
